import type { EvidenceKind, ParagraphEvidence } from '../../content/schema';

export const evidenceText: Record<EvidenceKind, string> = {
  'human-trial': 'human trial',
  'human-observational': 'human observational',
  animal: 'animal study',
  lab: 'lab study',
};

/** What each label means, shown once above the findings. */
export const evidenceLegend: { label: string; meaning: string }[] = [
  {
    label: 'Human trial',
    meaning: 'people were assigned to the compound or a comparison (a controlled trial), or a review of such trials.',
  },
  {
    label: 'Human observational',
    meaning: 'people were followed or treated without a controlled comparison; it shows association, not cause.',
  },
  { label: 'Animal study', meaning: 'results in rats, mice or other animals, which often do not carry over to people.' },
  { label: 'Lab study', meaning: 'cells or tissue in a dish: mechanisms only, not effects in a living body.' },
  { label: 'Limits', meaning: 'a paragraph that reports no finding but says what the evidence does not show.' },
];

/** "Evidence: human trial" (or several kinds, or the limits marker) under a finding. */
export function EvidenceLabel({ evidence }: { evidence: ParagraphEvidence }) {
  return (
    <p className={evidence === 'limits' ? 'evidence-label evidence-limits' : 'evidence-label'}>
      {evidence === 'limits' ? 'Limits of the evidence' : `Evidence: ${evidence.map((k) => evidenceText[k]).join(' · ')}`}
    </p>
  );
}

/** The legend for the labels. */
export function EvidenceLegend() {
  return (
    <details className="evidence-legend">
      <summary>What the evidence labels mean</summary>
      <dl>
        {evidenceLegend.map((l) => (
          <div key={l.label}>
            <dt>{l.label}</dt>
            <dd>{l.meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
