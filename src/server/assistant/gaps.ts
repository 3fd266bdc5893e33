// Content gaps: what visitors asked that the library could not answer, stored without anything that identifies them.
import type { Db } from '../db/client';
import { recordContentGap, type GapReason } from '../db/content-gaps';
import { describe, log } from '../errors';
import { tokenize } from './text';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// Phone, card and account numbers: 7+ digits with optional +, spaces, dots, dashes or brackets between them.
const PHONE = /\+?\d[\d\s().-]{5,}\d/g;
// A document or card detail after the word that names it: passport N1234567, Emirates ID 784-…, CVV 123, PIN 4321.
const ID_AFTER_WORD =
  /\b(passport|emirates id|national id|id card|id|identity card|driver'?s? licen[cs]e|licen[cs]e|ssn|social security|national insurance|nin|iban|account|card|cvv|cvc|cv2|security code|pin|visa|residence permit|reference)(\s+(?:number|no\.?|num|#|code))?\s*[:#]?\s*(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9 -]{1,30}[A-Z0-9]?\b/gi;
// Any remaining token that mixes letters and 5+ digits looks like an identifier (compound names have at most 4 digits).
const ID_TOKEN = /\b(?=(?:[A-Z-]*\d){5})[A-Z0-9-]{6,}\b/gi;
// A name the visitor gives: "my name is …", "I'm Sara Khan", "Dr. …", "Mr …".
const NAME =
  /\b(?:[Mm]y name(?: is|'s)|[Nn]ame:|[Ii] am called|[Ii]'m called|[Ss]igned,?|[Rr]egards,?|(?:[Dd]r|[Dd]octor|[Mm]r|[Mm]rs|[Mm]s|[Mm]iss|[Pp]rof)\.?)\s+(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)*[A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+){0,2}/gu;
const NAME_AFTER_IAM = /\b(?:[Ii] am|[Ii]'m|[Ii]m)\s+[A-Z][\p{L}'-]+\s+[A-Z][\p{L}'-]+/gu;
// A street address: a number, up to four words, then a street word; flats, villas, PO boxes.
const ADDRESS =
  /\b\d{1,5}[a-z]?,?\s+(?:[\p{L}'.-]+\s+){0,4}(?:street|st|road|rd|avenue|ave|lane|ln|boulevard|blvd|drive|way|close|court|ct|place|pl|square|sq|crescent|terrace|highway|hwy)\b\.?/giu;
const UNIT = /\b(?:apartment|apt|flat|villa|building|bldg|unit|suite|room|house|p\.?\s?o\.?\s?box)\s*(?:no\.?|number|#)?\s*\d+[a-z]?\b/gi;
// Health detail about a person: up to five words after "I have", "diagnosed with", "my doctor"… (within the clause).
const HEALTH_CLAUSE =
  /\b(?:i have|i've got|ive got|i've had|i had|i suffer from|i'm suffering from|suffering from|diagnosed with|i was diagnosed|i am on|i'm on|i take|my (?:doctor|gp|physician|diagnosis|condition|illness|disease|medication|meds))\b(?:\s+[^\s.,;:!?[\]]+){1,5}/gi;
const CONDITIONS =
  /\b(?:hiv|aids|cancer|tumou?r|leukemia|lymphoma|diabet\w*|hepatitis|herpes|syphilis|std|sti|depress\w*|bipolar|schizophreni\w*|anxiety disorder|ptsd|adhd|autis\w*|epilep\w*|pregnan\w*|miscarri\w*|infertil\w*|anorexi\w*|bulimi\w*|eating disorder|addict\w*|alcoholi\w*|dementia|alzheimer\w*|parkinson\w*|multiple sclerosis|crohn'?s|lupus|kidney failure|heart failure|stroke|asthma|copd|tuberculosis|hypothyroid\w*|hyperthyroid\w*|psoriasis|erectile dysfunction)\b/gi;
const MAX_EXAMPLE = 300;
// Words around a left contact detail ("email me at…") say nothing about the question.
const CONTACT_WORDS = new Set(tokenize('email mail call phone text whatsapp number contact reach ring'));

/**
 * The question as staff may see it: emails, phone, card and account numbers, passport and ID numbers, names the
 * visitor gives, street addresses and personal health details replaced by a marker, trimmed to a readable length.
 */
export function redact(question: string): string {
  return question
    .replace(EMAIL, '[email removed]')
    .replace(NAME, '[name removed]')
    .replace(NAME_AFTER_IAM, '[name removed]')
    .replace(HEALTH_CLAUSE, '[health detail removed]')
    .replace(CONDITIONS, '[health detail removed]')
    .replace(ID_AFTER_WORD, '[ID removed]')
    .replace(ADDRESS, '[address removed]')
    .replace(UNIT, '[address removed]')
    .replace(PHONE, '[number removed]')
    .replace(ID_TOKEN, '[ID removed]')
    .replace(/(\[(?:health detail|address|ID|number|name) removed\])(?:\s*,?\s*\1)+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_EXAMPLE);
}

/** Similar questions share a key: their content words, stemmed, de-duplicated and sorted ("Do you ship to Oman?" = "shipping to oman"). */
export function gapKey(question: string): string {
  const words = [...new Set(tokenize(redact(question).replace(/\[(?:email|number|ID|name|address|health detail) removed\]/g, '')))]
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
