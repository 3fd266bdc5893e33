/** The floating panel's welcome text, chosen by the page path. */
export function greetingFor(path: string): string {
  // The consultations page sits under /solutions but gets the consultation welcome.
  if (path.startsWith('/consultation') || path.startsWith('/solutions/consultations')) {
    return 'Hi! I can explain how our consultations work: the 90-minute initial session, follow-ups, and what to prepare.';
  }
  if (path.startsWith('/solutions')) {
    return 'Hi! I can walk you through our solutions: peptide stacks, nutrition plans, dosing systems and consultations. What are you working towards?';
  }
  if (path.startsWith('/recovery')) {
    return 'Hi! Ask me about recovery protocols: cold exposure, red light, sleep, compression and the peptides studied for tissue repair.';
  }
  if (path.startsWith('/education')) {
    return 'Hi! I can summarise what the research says about any compound in our guides, from BPC-157 to NAD+. Which one interests you?';
  }
  if (path.startsWith('/research')) {
    return 'Hi! Curious about BPC-157, TB-500 or GHK-Cu? Ask me what the published studies report.';
  }
  return "Hi! I'm the Oasis Peptide Lab assistant. Ask me about peptides, recovery, neuroscience or performance protocols.";
}
