// A message read once: its plain text, the readings with disguises undone, and the typed facts in it.
import { extract, systemClock, type Clock, type Facts } from './extract';
import { plain, readings } from './normalise';

export type Read = { raw: string; text: string; readings: string[]; facts: Facts };

export function readMessage(message: string, clock: Clock = systemClock): Read {
  const text = plain(message);
  const all = readings(message);
  // Facts come from the plain text and, when a disguise hid them, from the other readings.
  let facts = extract(text, clock);
  for (const r of all.slice(1)) {
    const more = extract(r, clock);
    facts = {
      ...facts,
      ages: [...facts.ages, ...more.ages.filter((a) => !facts.ages.some((b) => b.years === a.years))],
      doses: facts.doses.length ? facts.doses : more.doses,
      // A disguise ("wh4t d0se", base64) can hide the English; a reading that is English makes the message English.
      language: facts.language === 'en' || more.language === 'en' ? 'en' : facts.language,
    };
  }
  return { raw: message, text, readings: all, facts };
}

export type { Clock, Facts } from './extract';
export { systemClock } from './extract';
