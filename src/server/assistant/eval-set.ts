/**
 * Library-mode evaluation: questions a visitor might ask, each with the page(s) a good answer must cite.
 * Run by eval.test.ts; extend it when content or retrieval changes.
 */
export type EvalCase = {
  question: string;
  /** The answer's Sources must include a link to at least one of these paths. */
  expect: string[];
  /** The page the visitor asks from (defaults to /contact, which boosts nothing relevant). */
  page?: string;
  history?: { role: 'user' | 'assistant'; content: string }[];
};

export const evalSet: EvalCase[] = [
  { question: 'What does research say about BPC-157 and tendon repair?', expect: ['/education/bpc-157'] },
  { question: 'How do Semax and Selank differ?', expect: ['/education/semax'] },
  { question: 'How do Semax and Selank differ?', expect: ['/education/selank'] },
  {
    question: 'How long should a cold plunge session be?',
    expect: ['/education/cold-therapy', '/recovery', '/solutions/recovery-protocol'],
  },
  { question: 'What is the difference between CJC-1295 with and without DAC?', expect: ['/education/cjc-1295'] },
  { question: 'What is TB-500?', expect: ['/education/tb-500'] },
  { question: 'tell me about tb500', expect: ['/education/tb-500'] },
  { question: 'What are the side effects of tirzepatide?', expect: ['/education/tirzepatide'] },
  { question: 'How does retatrutide work?', expect: ['/education/retatrutide'] },
  { question: 'What is ipamorelin?', expect: ['/education/ipamorelin'] },
  { question: 'What is tesamorelin approved for?', expect: ['/education/tesamorelin'] },
  { question: 'What does HCG do in the body?', expect: ['/education/hcg'] },
  { question: 'Why does NAD+ decline with age?', expect: ['/education/nad'] },
  { question: 'Is bpc legal in the UAE?', expect: ['/education/bpc-157', '/education/peptides'] },
  {
    question: 'How far from a red light panel do people sit?',
    expect: ['/education/red-light', '/recovery', '/solutions/recovery-protocol'],
  },
  { question: 'How much does a consultation cost?', expect: ['/solutions/consultations', '/education/faq', '/solutions'] },
  { question: 'How long is the initial consultation?', expect: ['/solutions/consultations', '/education/faq'] },
  { question: 'What are your business hours?', expect: ['/contact'] },
  { question: 'Where are you located?', expect: ['/contact'] },
  { question: 'Do you accept crypto?', expect: ['/contact'] },
  { question: 'Is shipping free?', expect: ['/education/faq', '/solutions/research-peptides'] },
  { question: 'How do you test purity?', expect: ['/education/faq', '/solutions/research-peptides'] },
  { question: 'What is in the longevity stack?', expect: ['/solutions/longevity-stack'] },
  { question: 'Which peptides are in the recovery stack?', expect: ['/solutions/recovery-stack'] },
  { question: 'What is in the performance stack?', expect: ['/solutions/performance-stack'] },
  { question: 'What does research say about GHK-Cu?', expect: ['/research', '/solutions/longevity-stack'] },
  { question: 'Is Selank studied for anxiety?', expect: ['/education/selank'] },
  { question: 'Who should avoid cold therapy?', expect: ['/education/cold-therapy'] },
  { question: 'What are GLP-1 agonists?', expect: ['/solutions/research-peptides', '/education/tirzepatide', '/education/retatrutide'] },
  { question: 'What are research peptides?', expect: ['/education/peptides'] },
  { question: 'Are your products approved for human use?', expect: ['/education/faq'] },
  { question: 'What nutrition plans do you offer?', expect: ['/solutions/nutrition'] },
  { question: 'Who is on your team?', expect: ['/about'] },
  { question: 'What is your refund policy?', expect: ['/terms'] },
  { question: 'What personal data do you collect?', expect: ['/privacy'] },
  { question: 'How much sleep is recommended for recovery?', expect: ['/recovery', '/solutions/recovery-protocol', '/'] },
  { question: 'What cognitive enhancement protocols do you offer?', expect: ['/solutions/cognitive-enhancement'] },
  // The current page ranks higher: on the recovery-stack page, "BPC-157" cites that page's card.
  { question: 'What is BPC-157 used for in this stack?', expect: ['/solutions/recovery-stack'], page: '/solutions/recovery-stack' },
  // A follow-up carries the compound over from the earlier question.
  {
    question: 'What are its side effects?',
    expect: ['/education/bpc-157'],
    history: [
      { role: 'user', content: 'Tell me about BPC-157' },
      { role: 'assistant', content: 'BPC-157 is a synthetic peptide...' },
    ],
  },
];
