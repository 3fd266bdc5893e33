import { type BusinessFacts, businessFacts, pendingFacts } from './business-facts';
import { pendingIds } from './source-checks';

const FILE = 'src/content/business-facts.ts';
const IDS_FILE = 'src/content/source-checks.ts';

/** Where a fact shows, in words: '*' means every page. */
const where = (pages: string[]) =>
  pages.length === 0 ? 'no page yet' : pages.map((p) => (p === '*' ? 'every page (footer or structured data)' : p)).join(', ');

/** The launch guard's verdict: ok only when no client fact is still a placeholder. */
export function launchReport(
  facts: BusinessFacts = businessFacts,
  unconfirmedIds: Record<string, string> = pendingIds,
  /** Business facts found where they should not be: the built site (dist/) and the assistant's fixed replies. */
  leaks: string[] = [],
): { ok: boolean; text: string } {
  const pending = pendingFacts(facts);
  const ids = Object.entries(unconfirmedIds);
  if (pending.length === 0 && ids.length === 0 && leaks.length === 0)
    return { ok: true, text: `Launch check: every client fact in ${FILE} and every cited identifier is confirmed.` };
  const lines = pending.map(
    (p) => `  - ${p.key}: ${p.label} ("${p.value}") - ${p.shown ? 'shown on' : 'hidden until confirmed, then shown on'} ${where(p.pages)}`,
  );
  const text: string[] = [];
  if (pending.length > 0)
    text.push(
      `Deploy refused: ${pending.length} client fact(s) in ${FILE} are still placeholders.`,
      'Replace each with the confirmed value and set placeholder: false, then deploy again:',
      ...lines,
    );
  if (ids.length > 0)
    text.push(
      `${pending.length > 0 ? 'Also' : 'Deploy refused'}: ${ids.length} cited identifier(s) in ${IDS_FILE} are not yet confirmed.`,
      'Check each on PubMed or the journal page and move it to confirmedIds (or replace the source):',
      ...ids.map(([id, why]) => `  - ${id}: ${why}`),
    );
  if (leaks.length > 0)
    text.push(
      `${text.length > 0 ? 'Also' : 'Deploy refused'}: ${leaks.length} business fact(s) written outside ${FILE} (a copy that would not change with it):`,
      ...leaks,
    );
  return { ok: false, text: text.join('\n') };
}
