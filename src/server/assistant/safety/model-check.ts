// Model mode: when the question was about the visitor (or a person now), the model's reply is held back and checked for
// personal dose figures before any of it is streamed. A reply with a figure is replaced by the dosing refusal.
import { readMessage } from '../read';
import { siteIndex } from '../retrieval';
import type { AnswerEvent, AnswerRequest } from '../types';
import { hasArabic } from '../read/normalise';
import { conceptsOf } from './concepts';
import { replyFor } from './replies';

/** A dose figure in a reply: an amount with a unit, a range of them, or units/clicks on a pen or syringe. */
export const DOSE_IN_REPLY =
  /\d+(?:[.,]\d+)?\s*(?:-|–|to)?\s*(?:\d+(?:[.,]\d+)?\s*)?(?:mg|mcg|µg|ug|micrograms?|milligrams?|nanograms?|ng|iu|i\.u\.|units?|ml|cc|clicks?)\b(?:\s*\/\s*kg)?/i;

/** The engine's events, held until the end and passed on only if no dose figure is in the text. */
export async function* withoutPersonalDoses(events: AsyncGenerator<AnswerEvent>, request: AnswerRequest): AsyncGenerator<AnswerEvent> {
  const held: AnswerEvent[] = [];
  let text = '';
  for await (const event of events) {
    if (event.type === 'reset') {
      held.length = 0;
      text = '';
      continue;
    }
    if (event.type === 'delta') text += event.text;
    held.push(event);
  }
  if (!DOSE_IN_REPLY.test(text)) {
    yield* held;
    return;
  }
  console.warn(JSON.stringify({ level: 'warn', msg: 'model reply with a dose figure replaced by the refusal' }));
  const reply = replyFor(
    { rule: 'model_output_dose', kind: 'personal_medical', variant: 'dose' },
    {
      compounds: conceptsOf(readMessage(request.message)).compounds,
      country: request.country,
      arabic: hasArabic(request.message),
      index: siteIndex,
    },
  );
  yield { type: 'delta', text: reply.text };
  if (reply.sources.length) yield { type: 'sources', items: reply.sources };
}
