// Content gaps: what visitors asked that the library could not answer, stored without anything that identifies them.
import type { Db } from '../db/client';
import { recordContentGap, type GapReason } from '../db/content-gaps';
import { describe, log } from '../errors';
import { tokenize } from './text';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// Phone numbers: 7+ digits with optional +, spaces, dots, dashes or brackets between them.
const PHONE = /\+?\d[\d\s().-]{5,}\d/g;
const MAX_EXAMPLE = 300;
// Words around a left contact detail ("email me at…") say nothing about the question.
const CONTACT_WORDS = new Set(tokenize('email mail call phone text whatsapp number contact reach ring'));

/** The question with emails and phone numbers removed, trimmed to a readable length. */
export function redact(question: string): string {
  return question.replace(EMAIL, '[email removed]').replace(PHONE, '[number removed]').replace(/\s+/g, ' ').trim().slice(0, MAX_EXAMPLE);
}

/** Similar questions share a key: their content words, stemmed, de-duplicated and sorted ("Do you ship to Oman?" = "shipping to oman"). */
export function gapKey(question: string): string {
  const words = [...new Set(tokenize(redact(question).replace(/\[(?:email|number) removed\]/g, '')))]
    .filter((w) => !CONTACT_WORDS.has(w))
    .sort();
  return (words.join(' ') || redact(question).toLowerCase()).slice(0, 200);
}

/** Records a gap; failures are logged and never reach the visitor. */
export async function recordGap(db: Db, question: string, reason: GapReason, page: string): Promise<void> {
  try {
    await recordContentGap(db, { key: gapKey(question), example: redact(question), reason, page: page.slice(0, 300) });
  } catch (error) {
    log({ requestId: 'none' }, 'error', 'content gap not recorded', { error: describe(error) });
  }
}
