// Which concepts a read message contains, over every reading, with figures of speech taken out first.
import type { Read } from '../read';
import { compileLexicons } from './lexicon/compile';
import { AR } from './lexicon/ar';
import { CONCEPTS, type Concept } from './lexicon/concepts';
import { EN } from './lexicon/en';
import { OTHER } from './lexicon/other';
import { compoundKeysIn, namesMedicineInOtherScript, namesOtherSubstance, withNames, withoutCompoundNames } from './lexicon/substances';

const LEXICON = compileLexicons<Concept>(withNames(EN, 'latin'), withNames(AR, 'other'), withNames(OTHER, 'latin'));
const NEUTRAL = (LEXICON.get('neutral') ?? []).map((re) => new RegExp(re.source, 'g'));
// "Not for me, pharmacy student": the words that say the question is not the visitor's own are not also read as "me".
const NOT_FOR_ME = (LEXICON.get('not_for_me') ?? []).map((re) => new RegExp(re.source, 'g'));
const OWN: ReadonlySet<Concept> = new Set<Concept>(['self', 'for_me', 'self_strong']);
const BARE_I = /(?<![\p{L}'])i(?![\p{L}'])/gu;
// Numbers that are not amounts: part of a name written in another script ("தைமோசின் பீட்டா-4", thymosin beta-4) or a
// temperature ("45 Grad", "45°C").
// (Nor a time ago: "8 jaar geleden", "vor 8 Jahren", "hace 8 años", "8 лет назад", "in 2019".)
// (Nor a digit used as a letter in Arabic written in Latin letters: "wa7ad", "ba2a", "3andkon" (round 72), "ma3", "far8"
// (round 73).)
const NOT_AN_AMOUNT =
  /(?<=\p{L})[2356789](?=['’]?\p{L})|(?<=\p{L}{2})[23578](?![\p{L}\p{N}])|(?<![\p{L}\p{N}])[235679](?=\p{L}{3,})(?!(?:mg|mcg|ml|iu|kg|lbs?|units?|x|th|st|nd|rd|am|pm|mins?|hrs?|hours?|days?|weeks?|wks?|months?|times|reps|sets|ug|cm|mm|ft|km|miles|percent|pens?|vials?|doses?|shots?|clicks|jabs?|caps?|drops?)\b)|\p{L}\p{M}*-\d+|\d+(?:[.,]\d+)?\s*(?:°\s*[cf]?|grad\b|degrees?\b|grados?\b|gradi\b|graus?\b|градус\w*|درج\S*)|\d{1,2}\s*(?:jaar|jahren?|years?|yrs?|años|anos|anni|ans|лет|года|год|yıl|lat|roky|let|év)\s*(?:geleden|ago|fa|temu|назад|тому|önce|atrás|atras|zuvor|ezelőtt|zpátky)|(?:vor|hace|il y a|há|seit|sinds|desde|depuis)\s+\d{1,2}\s*\p{L}+|\b(?:19|20)\d{2}\b/giu;

export type Concepts = {
  has: (c: Concept) => boolean;
  all: Set<Concept>;
  compounds: string[];
  /** A compound or any other substance (medicine, injectable, "peptides"). */
  substance: boolean;
  /** A number that is not part of a compound's name ("BPC-157" has none of its own). */
  number: boolean;
};

export function conceptsOf(read: Read): Concepts {
  const all = new Set<Concept>();
  const compounds = new Set<string>();
  let other = false;
  let number = false;
  for (const reading of read.readings) {
    let t = reading;
    for (const re of NEUTRAL) t = t.replace(re, ' ');
    for (const c of CONCEPTS) {
      if (c === 'neutral' || all.has(c)) continue;
      // Figures of speech are taken out so they raise no risk; "educator" only ever lowers one, so it reads the whole text
      // ("im a sixth form chemistry teacher" although "chemistry teacher" is taken out as a figure).
      // In another language a bare "i" is a word of its own (Croatian, Polish, Slovak "and"), not the English "I".
      const own = OWN.has(c) ? NOT_FOR_ME.reduce((x, re) => x.replace(re, ' '), t) : t;
      const text = c === 'educator' ? reading : c === 'self' && read.facts.language === 'other' ? own.replace(BARE_I, ' ') : own;
      if (LEXICON.get(c)?.some((re) => re.test(text))) all.add(c);
    }
    for (const k of compoundKeysIn(t)) compounds.add(k);
    number ||= /\d/.test(withoutCompoundNames(t).replace(NOT_AN_AMOUNT, ' '));
    other ||= namesOtherSubstance(t);
    if (namesMedicineInOtherScript(t)) {
      all.add('medication');
      other = true;
    }
  }
  return { has: (c) => all.has(c), all, compounds: [...compounds], substance: compounds.size > 0 || other, number };
}

/** A doping test on an animal ("found in tests on racehorses", racing camels) is about the animal, not a tested athlete. */
export function aboutAnimal(c: Concepts): boolean {
  return c.has('animal') && !c.has('self_strong');
}
