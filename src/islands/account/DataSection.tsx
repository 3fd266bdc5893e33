import type { SectionResult } from '../../lib/account';
import type { FormEvent } from 'react';
import { isRefusal, readApiError } from '../../browser/read-api-error';
import { SectionCard, SectionStatus } from './parts';
import { useSection } from './use-section';

const fileName = (res: Response) => /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'account.json';

/** Download everything held about the user as JSON; a plain form post without JavaScript, fetched (to show errors) with it. */
export function DataSection({ result = null }: { result?: SectionResult | null }) {
  const s = useSection([] as const, result);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (s.busy) return;
    void s.run(async () => {
      const res = await fetch('/api/account/export', { method: 'POST', headers: { Accept: 'application/json' } });
      if (!res.ok) {
        const error = await readApiError(res);
        if (!isRefusal(error)) throw new Error(`export answered ${res.status} (${error.code})`);
        return s.setError(error.message);
      }
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName(res);
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      s.setSuccess('Your data has been downloaded.');
    });
  };

  return (
    <SectionCard
      id="data"
      title="Your data"
      intro={
        <p>
          Download a copy of everything we hold about you as a JSON file: your account, signed-in devices, every saved conversation with its
          messages, and the contact enquiries sent from your email address.
        </p>
      }
    >
      <form method="post" action="/api/account/export" onSubmit={onSubmit}>
        <button type="submit" className="button button-primary" aria-disabled={s.busy || undefined}>
          {s.busy ? 'Preparing...' : 'Download your data'}
        </button>
        <SectionStatus id="data" success={s.success} error={s.error} />
      </form>
    </SectionCard>
  );
}
