import type { HandoffReason } from '../../lib/handoff';
import type { NewEnquiry } from '../db/enquiries';

export const HANDOFF_SUBJECT = 'Chat handoff';
/** The stored message stays readable in the inbox and acceptable to form endpoints: older turns give way first. */
const MESSAGE_BUDGET = 24_000;

/** One turn; `fromBrowser`: an assistant turn of a saved guest chat, whose words came from the visitor's browser. */
export type TranscriptEntry = { role: 'user' | 'assistant'; content: string; fromBrowser?: boolean };

const speaker = (m: TranscriptEntry) =>
  m.role === 'user' ? 'Visitor' : m.fromBrowser ? "Assistant (as saved from the visitor's browser, not verified)" : 'Assistant';

const reasonLine: Record<HandoffReason, string> = {
  requested: 'The visitor asked the assistant for a person.',
  unanswered: 'The assistant could not answer the visitor.',
  button: 'The visitor chose "Ask our team".',
};

/** "Layla Haddad" → first and last name for the enquiry (one word: no last name). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** The transcript as staff read it, oldest first, dropping the oldest turns when it would exceed `budget` characters. */
export function formatTranscript(transcript: TranscriptEntry[], budget: number): string {
  const lines = transcript.map((m) => `${speaker(m)}: ${m.content.trim()}`);
  const kept: string[] = [];
  let used = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (used + line.length + 2 > budget) break;
    kept.unshift(line);
    used += line.length + 2;
  }
  const dropped = lines.length - kept.length;
  return [dropped ? `(${dropped} earlier ${dropped === 1 ? 'message' : 'messages'} not included)` : '', ...kept]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The enquiry a handoff becomes: the visitor's note, then the transcript with where it came from (a stored
 * conversation, or the visitor's browser, which staff should read as the visitor's own account).
 */
export function handoffEnquiry(input: {
  name: string;
  email: string;
  note: string;
  transcript: TranscriptEntry[];
  pageContext: string;
  reason: HandoffReason;
  stored: boolean;
}): NewEnquiry {
  const head = [input.note ? `Note from the visitor:\n${input.note}` : 'The visitor added no note.', reasonLine[input.reason]];
  const source = !input.stored
    ? "guest chat, as sent by the visitor's browser"
    : input.transcript.some((m) => m.fromBrowser)
      ? "saved conversation of a signed-in visitor; turns marked as saved from the visitor's browser were sent by that browser and are not verified"
      : 'saved conversation of a signed-in visitor';
  const body = input.transcript.length
    ? `Chat transcript (${source}):\n\n${formatTranscript(input.transcript, MESSAGE_BUDGET)}`
    : 'No chat messages yet.';
  return {
    ...splitName(input.name),
    email: input.email,
    phone: null,
    subject: HANDOFF_SUBJECT,
    message: `${head.join('\n\n')}\n\n${body}`,
    sourcePath: input.pageContext,
    channel: 'chat',
  };
}
