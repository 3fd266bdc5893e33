import { disclaimers } from '../../content/company';
import { entitiesIn, tokenize } from './text';

/** Closes every answer that mentions a compound or peptide. */
export const RESEARCH_NOTE = `_Research use only. ${disclaimers.researchOnly} This is educational information, not medical advice._`;

/** Where visitors who need a person are sent. */
export const CONTACT_LINK = '[contact our team](/contact)';
export const CONSULTATION_LINK = '[book a consultation](/solutions/consultations)';

/** Whether a text names a compound (or research peptides in general, not just the company's name), so the research-use-only note must follow it. */
export function mentionsCompound(text: string): boolean {
  const words = text.replace(/\]\([^)]*\)/g, ']').replace(/Oasis Peptide Lab/gi, '');
  // entitiesIn() compares stems with stems, so tirzepatide and retatrutide are recognised like every other compound.
  return entitiesIn(words).length > 0 || tokenize(words).some((t) => t === 'peptid' || t === 'gh' || t === 'epitalon');
}

/** Appends the research-use-only note whatever the text names (dosing refusals and cautions always carry it). */
export function appendResearchNote(text: string): string {
  return text.includes(RESEARCH_NOTE) ? text : `${text.trimEnd()}\n\n${RESEARCH_NOTE}`;
}

/** Appends the research-use-only note when the answer mentions a compound and does not carry it yet. */
export function withResearchNote(text: string): string {
  if (!mentionsCompound(text) || text.includes(RESEARCH_NOTE)) return text;
  return `${text.trimEnd()}\n\n${RESEARCH_NOTE}`;
}
