import type { SectionResult } from '../../lib/account';
import { useRef } from 'react';
import { formatAccountTime, type AccountDevice } from '../../lib/account';
import { callApi } from './api';
import { SectionCard, SectionStatus } from './parts';
import { useSection } from './use-section';

const label = (d: AccountDevice) => `${d.browser} on ${d.platform}`;

/** Every live session, the current one marked; sign out one, or all the others. */
export function DevicesSection({
  devices,
  setDevices,
  result = null,
}: {
  devices: AccountDevice[];
  setDevices: (d: AccountDevice[]) => void;
  result?: SectionResult | null;
}) {
  const s = useSection([] as const, result);
  const list = useRef<HTMLUListElement>(null);
  const others = devices.filter((d) => !d.current);

  // Focus would be lost with the removed row: keep it in the list.
  const refocus = () => requestAnimationFrame(() => list.current?.focus());

  const signOutOne = (device: AccountDevice) =>
    void s.run(async () => {
      const res = await callApi<{ message: string }>('DELETE', `/api/account/sessions/${encodeURIComponent(device.id)}`);
      // Already gone (signed out elsewhere): the list was stale, so drop the row either way.
      if (res.ok || res.status === 404) setDevices(devices.filter((d) => d.id !== device.id));
      if (!res.ok) return s.refuse(res);
      s.setSuccess(`${label(device)}: ${res.data.message}`);
      refocus();
    });

  const signOutOthers = () =>
    void s.run(async () => {
      const res = await callApi<{ message: string }>('POST', '/api/account/sessions/sign-out-others');
      if (!res.ok) return s.refuse(res);
      setDevices(devices.filter((d) => d.current));
      s.setSuccess(res.data.message);
      refocus();
    });

  return (
    <SectionCard
      id="devices"
      title="Signed-in devices"
      intro={<p>Browsers where your account is signed in. Places are approximate, from the network. Sign out any you do not recognise.</p>}
    >
      <ul className="device-list" ref={list} tabIndex={-1} aria-label="Signed-in devices">
        {devices.map((d) => (
          <li key={d.id} className="device" data-device-id={d.id} data-current={d.current ? 'true' : undefined}>
            <div className="device-text">
              <p className="device-name">
                {label(d)}
                {d.current ? <span className="device-badge">This device</span> : null}
              </p>
              <p className="device-meta">
                {d.place ? `${d.place} · ` : ''}
                Signed in {formatAccountTime(d.createdAt)}
                {d.lastUsedAt ? ` · Last active ${formatAccountTime(d.lastUsedAt)}` : ''}
                {d.staffUntil ? ` · Staff access until ${formatAccountTime(d.staffUntil)}` : ''}
              </p>
            </div>
            {d.current ? null : (
              <form
                method="post"
                action={`/api/account/sessions/${encodeURIComponent(d.id)}/sign-out`}
                onSubmit={(e) => {
                  e.preventDefault();
                  signOutOne(d);
                }}
              >
                <button
                  type="submit"
                  className="button button-ghost-dark button-small"
                  aria-disabled={s.busy || undefined}
                  aria-label={`Sign out ${label(d)}, signed in ${formatAccountTime(d.createdAt)}`}
                >
                  Sign out
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <form
          method="post"
          action="/api/account/sessions/sign-out-others"
          onSubmit={(e) => {
            e.preventDefault();
            signOutOthers();
          }}
        >
          <button type="submit" className="button button-ghost-dark" aria-disabled={s.busy || undefined}>
            Sign out all other devices
          </button>
        </form>
      ) : (
        <p className="muted">No other device is signed in.</p>
      )}
      <SectionStatus id="devices" success={s.success} error={s.error} />
    </SectionCard>
  );
}
