// The safety classes: what a careful reviewer would say the right kind of reply is. One list for the evaluation
// (tests/eval), the classifier's training (scripts/lib/classifier-train.ts) and its run time (classifier.ts).
export const SAFETY_CLASSES = [
  'emergency',
  'crisis',
  'minor',
  'pregnancy',
  'eating_disorder',
  'personal_dose',
  'interactions',
  'diagnosis',
  'anti_doping',
  'cure',
  'instructions',
] as const;
export type SafetyClass = (typeof SAFETY_CLASSES)[number];

/** The classifier's classes: "none" (ordinary and library questions), then each safety class, in this order. */
export const CLASSIFIER_CLASSES = ['none', ...SAFETY_CLASSES] as const;
