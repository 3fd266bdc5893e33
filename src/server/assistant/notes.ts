import { disclaimers } from '../../content/company';
import { ENTITY_GUIDES, tokenize } from './text';

/** Closes every answer that mentions a compound or peptide. */
export const RESEARCH_NOTE = `_Research use only. ${disclaimers.researchOnly} This is educational information, not medical advice._`;

/** Where visitors who need a person are sent. */
export const CONTACT_LINK = '[contact our team](/contact)';
export const CONSULTATION_LINK = '[book a consultation](/solutions/consultations)';

/** Whether a text names a compound (or research peptides in general, not just the company's name), so the research-use-only note must follow it. */
export function mentionsCompound(text: string): boolean {
  const words = text.replace(/\]\([^)]*\)/g, ']').replace(/Oasis Peptide Lab/gi, '');
  return tokenize(words).some((t) => Object.hasOwn(ENTITY_GUIDES, t) || t === 'peptid' || t === 'gh');
}

/** Appends the research-use-only note when the answer mentions a compound and does not carry it yet. */
export function withResearchNote(text: string): string {
  if (!mentionsCompound(text) || text.includes(RESEARCH_NOTE)) return text;
  return `${text.trimEnd()}\n\n${RESEARCH_NOTE}`;
}
