import type { Guide } from '../schema';

const guide: Guide = {
  slug: 'cjc-1295',
  name: 'CJC-1295',
  headline: 'CJC-1295: A Research Guide to the Long-Acting GHRH Analog',
  summary:
    'CJC-1295 is a synthetic analog of growth hormone-releasing hormone, studied in its long-acting DAC form for sustained rises in growth hormone and IGF-1. It is an investigational research peptide and has never been approved as a medicine.',
  seo: {
    title: 'CJC-1295 Research Guide | Mechanisms, Research & Safety',
    description:
      'What the research says about CJC-1295 with and without DAC: how the GHRH analog works, human trial findings, reported protocols, side effects and status.',
    keywords: [
      'CJC-1295',
      'CJC-1295 DAC',
      'CJC-1295 without DAC',
      'modified GRF 1-29',
      'GHRH analog',
      'CJC-1295 half-life',
      'CJC-1295 research',
    ],
  },
  datePublished: '2025-04-15',
  dateModified: '2026-11-26',
  sections: [
    {
      id: 'definition',
      heading: 'What Is CJC-1295?',
      paragraphs: [
        'CJC-1295 is a synthetic peptide based on the first 29 amino acids of growth hormone-releasing hormone (GHRH), the hypothalamic signal that tells the pituitary gland to make and release growth hormone (GH). Several amino acids are substituted so the peptide resists rapid breakdown in the blood. It was tested in small human studies in healthy adults in the mid-2000s [1][2] and has not been approved as a medicine anywhere.',
        'Two versions are sold as research peptides. CJC-1295 with DAC (Drug Affinity Complex) carries a reactive chemical group that binds to albumin in the blood after injection, stretching its activity from minutes to days [2]. The version without DAC, often called modified GRF (1-29), lacks that group and acts for a much shorter time. Only the DAC form has published human pharmacokinetic data.',
      ],
    },
    {
      id: 'mechanisms',
      heading: 'How CJC-1295 Works',
      paragraphs: [
        "Like natural GHRH, CJC-1295 binds GHRH receptors on pituitary somatotroph cells and stimulates the synthesis and release of GH. GH in turn prompts the liver to produce insulin-like growth factor 1 (IGF-1), which carries many of its effects to tissues. Because it acts upstream, the response depends on a functioning pituitary and remains subject to the body's own feedback controls [2][3].",
        'In a study of healthy young men, a single injection of CJC-1295 with DAC raised mean GH levels by 46% and IGF-1 by 45% one week later. The natural pulsatile pattern of GH release was preserved: the frequency and size of pulses were unchanged, while the baseline, or trough, level between pulses rose about 7.5-fold [2]. The rise in IGF-1 did not correlate with any measure of GH secretion, although the authors concluded that the marked increase in trough GH was likely important for raising IGF-1 [2].',
        'The non-DAC form is thought to behave more like native GHRH, producing a brief pulse of GH after each injection. This is why it is often paired in research protocols with a ghrelin-receptor agonist such as ipamorelin, which acts through a separate, complementary pathway on the pituitary [3]. Direct human trials of the non-DAC form, however, have not been published.',
      ],
      bullets: [
        'Class: GHRH analog based on GRF (1-29)',
        'Target: GHRH receptor on the anterior pituitary',
        'DAC form binds albumin, extending activity to days [2]',
        'Measured human half-life of the DAC form: 5.8 to 8.1 days [1]',
        'Status: investigational; never approved as a medicine',
      ],
    },
    {
      id: 'benefits',
      heading: 'What the Research Reports',
      paragraphs: [
        'The key human study, by Teichman and colleagues, comprised two randomized, placebo-controlled, double-blind trials in healthy adults aged 21 to 61. After a single injection, mean GH concentrations rose 2- to 10-fold for six days or more and IGF-1 rose 1.5- to 3-fold for 9 to 11 days, in a dose-dependent manner. With repeated doses, IGF-1 stayed above baseline for up to 28 days, suggesting a cumulative effect [1].',
        'These trials measured hormone levels, not clinical outcomes. No published human trial has shown that CJC-1295 improves muscle mass, fat loss, sleep, recovery or ageing in healthy people. Reviews of GH secretagogues note that raising GH and IGF-1 has been associated with body-composition changes in some populations, but that rigorous long-term outcome data are missing [3]. Claims beyond hormone elevation should be read as hypotheses.',
      ],
      // From each paragraph's cited sources: see the source list below.
      evidence: [['human-trial'], 'limits'],
    },
    {
      id: 'dosing',
      heading: 'Dosing Reported in Research',
      paragraphs: [
        'In the published trials, CJC-1295 with DAC was injected subcutaneously and dosed by body weight, as a single dose or as two or three weekly or every-other-week injections, with 30 or 60 mcg/kg described as best tolerated [1]. A later study used single doses of 60 or 90 mcg/kg [2]. No regulator has ever approved a dose of CJC-1295.',
        'Commonly reported research protocols outside those trials describe CJC-1295 with DAC 1-2mg once or twice weekly, reflecting its half-life 6-8 days, and CJC-1295 without DAC 100-200mcg 1-3 times a day. Both are usually given by subcutaneous injection, and the non-DAC form is often timed before sleep or combined with a GHRP such as ipamorelin. These figures come from protocol summaries, not from published trials: none of the studies cited here used them, and no human trial of the non-DAC form has been published.',
        'Research use only. The figures above summarise what published studies and protocols report; they are not a recommendation or medical advice, and our staff are not doctors. Consult a licensed physician before making any health decision.',
      ],
    },
    {
      id: 'safety',
      heading: 'Safety, Side Effects and Regulatory Status',
      paragraphs: [
        'In the Teichman trials no serious adverse reactions were reported, and CJC-1295 was described as safe and relatively well tolerated over the short study periods, particularly at 30 or 60 mcg/kg [1]. Commonly reported short-term effects with GHRH analogs include injection-site reactions, flushing, headache, and water retention or joint discomfort linked to raised GH. The long-term effects of sustained GH and IGF-1 elevation, including on glucose control and tumor growth, have not been studied.',
        'CJC-1295 is not approved by the FDA, the EMA or the UK MHRA for any indication. Research-grade material is not manufactured to pharmaceutical standards. GHRH analogs and other growth hormone releasing factors are prohibited at all times for athletes under class S2 of the World Anti-Doping Agency (WADA) Prohibited List.',
        'It should not be used by anyone who is pregnant or breastfeeding, has an active or past cancer, has diabetes or pituitary disease, or is under 18. Our services are for adults 18+ only. Anyone considering a GH-axis compound should speak to a licensed physician first and have baseline bloodwork, including IGF-1 and glucose.',
      ],
      bullets: [
        'Not approved by the FDA, EMA or MHRA for any use',
        'Prohibited for athletes under WADA class S2',
        'No serious adverse reactions in short trials, but no long-term data [1]',
        'Potential concerns: glucose control, fluid retention, sustained IGF-1 elevation',
        'Not for use in pregnancy, with a history of cancer, or under 18',
      ],
    },
    {
      id: 'extra',
      heading: 'Frequently Asked: Is CJC-1295 the Same as Tesamorelin or Sermorelin?',
      paragraphs: [
        'No. All three are GHRH analogs, but tesamorelin is an FDA-approved medicine for a specific indication and sermorelin was previously approved in the US, whereas CJC-1295 has not been approved anywhere. The published human evidence for CJC-1295 consists of a handful of small, short studies that measured hormone levels, so its long-term benefits and risks remain unknown [1][2].',
        'Quality is also a practical concern. Products sold as CJC-1295 may be mislabeled or impure, and the DAC and non-DAC forms are easily confused despite their very different durations of action. Independent testing and physician oversight are the main safeguards available to anyone researching this compound.',
      ],
    },
  ],
  sources: [
    {
      authors: 'Teichman SL, Neale A, Lawrence B, Gagnon C, Castaigne JP, Frohman LA.',
      title:
        'Prolonged stimulation of growth hormone (GH) and insulin-like growth factor I secretion by CJC-1295, a long-acting analog of GH-releasing hormone, in healthy adults',
      journal: 'Journal of Clinical Endocrinology and Metabolism',
      year: 2006,
      pmid: '16352683',
      doi: '10.1210/jc.2005-1536',
    },
    {
      authors: 'Ionescu M, Frohman LA.',
      title:
        'Pulsatile secretion of growth hormone (GH) persists during continuous stimulation by CJC-1295, a long-acting GH-releasing hormone analog',
      journal: 'Journal of Clinical Endocrinology and Metabolism',
      year: 2006,
      pmid: '17018654',
    },
    {
      authors: 'Sinha DK, Balasubramanian A, Tatem AJ, et al.',
      title:
        'Beyond the androgen receptor: the role of growth hormone secretagogues in the modern management of body composition in hypogonadal males',
      journal: 'Translational Andrology and Urology',
      year: 2020,
      pmid: '32257855',
      doi: '10.21037/tau.2019.11.30',
    },
  ],
};

export default guide;
