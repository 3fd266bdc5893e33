// Wording follows the WADA Prohibited List: BPC-157 is named in class S0 (non-approved substances); CJC-1295 (GHRH
// analogues), ipamorelin (GH secretagogues) and GHRP-6 (GH-releasing peptides) in S2; TB-500 (a thymosin beta-4
// analogue) is banned in and out of competition (S2 growth factors). Both classes apply at all times.

/** Prohibited-in-sport notes, one per page that offers or discusses these compounds for athletes. */
export const sportNotes = {
  performanceStack:
    'All three are on the World Anti-Doping Agency (WADA) Prohibited List and are banned in and out of competition: BPC-157 under class S0 (non-approved substances), and TB-500 and growth hormone peptides such as CJC-1295 and Ipamorelin under class S2. Athletes subject to anti-doping rules should not use them.',
  recoveryStack:
    'All three are on the World Anti-Doping Agency (WADA) Prohibited List and are banned in and out of competition: BPC-157 under class S0 (non-approved substances), and TB-500 and GHRP-6 under class S2 (peptide hormones, growth factors and related substances). Athletes subject to anti-doping rules should not use them.',
  longevityStack:
    'Competitive athletes: the World Anti-Doping Agency (WADA) Prohibited List bans, at all times, any substance without a current approval for human therapeutic use (class S0). Check the current list and your federation’s rules before using any research compound.',
  stacks:
    'The Performance and Recovery stacks contain compounds on the World Anti-Doping Agency (WADA) Prohibited List (BPC-157, TB-500, GHRP-6 and growth hormone peptides), banned in and out of competition. Athletes subject to anti-doping rules should not use them.',
  researchPeptides:
    'BPC-157, TB-500, CJC-1295, Ipamorelin and GHRP-6 are on the World Anti-Doping Agency (WADA) Prohibited List and are banned in and out of competition. Athletes subject to anti-doping rules should not use them.',
  performanceOptimization:
    'BPC-157, TB-500, CJC-1295 and Ipamorelin are on the World Anti-Doping Agency (WADA) Prohibited List and are banned in and out of competition. If you compete under anti-doping rules, tell us: your plan will leave them out.',
  recovery:
    'BPC-157 and TB-500 are on the World Anti-Doping Agency (WADA) Prohibited List and are banned in and out of competition. Athletes subject to anti-doping rules should not use them.',
} as const;
export type SportNoteKey = keyof typeof sportNotes;
