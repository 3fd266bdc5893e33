import type { Guide } from '../schema';

const guide: Guide = {
  slug: 'retatrutide',
  name: 'Retatrutide',
  headline: 'Retatrutide: Research Guide to the Investigational Triple Agonist',
  summary:
    'Retatrutide is an investigational once-weekly GIP, GLP-1 and glucagon receptor agonist that produced average weight loss of up to 24% in a phase 2 trial. It is not approved for any use.',
  seo: {
    title: 'Retatrutide Research Guide | Mechanism, Trials & Safety',
    description:
      'Research guide to retatrutide, the investigational GIP/GLP-1/glucagon triple agonist: how it works, phase 2 trial results, reported protocols and safety.',
    keywords: [
      'retatrutide',
      'LY3437943',
      'triple agonist',
      'GIP GLP-1 glucagon agonist',
      'retatrutide research',
      'retatrutide phase 2 trial',
      'retatrutide side effects',
      'retatrutide dosing research',
    ],
  },
  datePublished: '2025-04-10',
  dateModified: '2026-11-26',
  sections: [
    {
      id: 'definition',
      heading: 'What Is Retatrutide?',
      paragraphs: [
        'Retatrutide (development code LY3437943) is an investigational peptide developed by Eli Lilly that activates three hormone receptors at once: those for glucose-dependent insulinotropic polypeptide (GIP), glucagon-like peptide-1 (GLP-1) and glucagon [1][3]. It is given as a once-weekly subcutaneous injection and is being studied for obesity, type 2 diabetes and related metabolic conditions.',
        'Retatrutide is not an approved medicine. It has not been authorized by the FDA, the EMA or the UK MHRA for any use, and only clinical trial participants receive the pharmaceutical product that was studied. Material sold online under the name is not that product, and its identity, purity and dose cannot be assumed.',
      ],
    },
    {
      id: 'mechanisms',
      heading: 'How Retatrutide Works',
      paragraphs: [
        'Like other incretin-based drugs, retatrutide acts on the GLP-1 receptor, which in studies reduces appetite, slows stomach emptying and supports insulin release when blood sugar is high. Its GIP receptor activity is thought to add to these effects on appetite and glucose control. In laboratory assays the molecule showed balanced activity at the GLP-1 and glucagon receptors and stronger activity at the GIP receptor [3].',
        'The distinguishing feature is glucagon receptor activity. In obese mice, researchers found that glucagon signaling increased energy expenditure on top of the reduced food intake driven by GIP and GLP-1 signaling, producing greater weight loss than the dual agonist tirzepatide in the same models [3]. In a phase 1 single-dose study, its pharmacokinetic profile supported once-weekly dosing [3]. How fully the animal energy-expenditure findings apply to people is still being studied [4].',
      ],
      bullets: [
        'GLP-1 receptor: appetite, fullness and glucose-dependent insulin release',
        'GIP receptor: adds to GLP-1 effects on appetite and glucose control',
        'Glucagon receptor: increased energy expenditure in animal studies [3]',
        'Pharmacokinetics in early human studies consistent with once-weekly dosing',
      ],
    },
    {
      id: 'benefits',
      heading: 'What the Research Reports',
      paragraphs: [
        'The main evidence comes from a 48-week phase 2 trial in 338 adults with obesity, or overweight plus a weight-related condition, who did not have diabetes [1]. Mean body-weight change at 48 weeks was -8.7% with 1 mg, -17.1% with 4 mg, -22.8% with 8 mg and -24.2% with 12 mg, compared with -2.1% with placebo. The higher-dose groups therefore averaged weight loss over 20%, up to 24% at the top dose.',
        'A separate phase 2 trial in adults with type 2 diabetes compared retatrutide with placebo and with dulaglutide, an established GLP-1 drug [2]. Retatrutide was associated with dose-dependent reductions in HbA1c, a marker of long-term blood sugar, and in body weight over 36 weeks, with larger effects than placebo and dulaglutide at the higher doses.',
        'The trials also reported favorable changes in waist circumference, blood pressure and blood lipids alongside weight loss [1][4]. These are secondary findings from relatively short studies. Larger phase 3 trials, known as the TRIUMPH program, are designed to test efficacy, safety and longer-term outcomes in thousands of participants.',
      ],
      // From each paragraph's cited sources: see the source list below.
      evidence: [['human-trial'], ['human-trial'], ['human-trial']],
    },
    {
      id: 'dosing',
      heading: 'Dosing in Research',
      paragraphs: [
        'In the obesity phase 2 trial, retatrutide was given once weekly by subcutaneous injection, and most groups started at a low dose and stepped up gradually to limit gastrointestinal side effects; the 12 mg group, for example, began at 2 mg [1]. Commonly reported research protocols follow a similar pattern: 2mg weekly for 4 weeks, then stepwise increases, typically at 4-week intervals, to 4, 8, up to 12mg weekly depending on tolerance.',
        'In these protocols the injection is subcutaneous, into the fatty tissue in the abdomen or thigh, on the same day each week with injection sites rotated. In the phase 2 obesity trial, gastrointestinal events were partly mitigated by starting at 2 mg rather than 4 mg [1]. Phase 3 trials use their own escalation schemes, so phase 2 schedules should not be read as a final or approved regimen.',
        'Research use only. The figures above summarise what published studies and protocols report; they are not a recommendation or medical advice, and our staff are not doctors. Consult a licensed physician before making any health decision.',
      ],
    },
    {
      id: 'safety',
      heading: 'Safety, Side Effects and Regulatory Status',
      paragraphs: [
        'In the phase 2 trials the most common adverse events were gastrointestinal, including nausea, diarrhea, vomiting and constipation [1][2]. They were dose-related, mostly mild to moderate, and most frequent during dose escalation. Dose-dependent increases in heart rate were also observed, peaking at about 24 weeks and declining afterward [1]. Some participants stopped treatment because of adverse events.',
        'Because retatrutide shares mechanisms with approved GLP-1 medicines, the cautions that apply to that class are generally considered relevant: pancreatitis, gallbladder problems, dehydration from vomiting or diarrhea, and low blood sugar when combined with insulin or sulfonylureas. Long-term safety, effects on lean muscle mass and cardiovascular outcomes have not yet been established.',
        'Retatrutide remains investigational and is not approved by the FDA, EMA or MHRA. It should not be used outside a supervised clinical trial, where participants are screened and monitored, and the groups below are routinely excluded from trials. Anyone considering a metabolic medicine should discuss approved options with a licensed physician. Our services are for adults 18+.',
      ],
      bullets: [
        'Anyone under 18',
        'People who are pregnant, planning pregnancy or breastfeeding',
        'Personal or family history of medullary thyroid carcinoma or MEN2',
        'History of pancreatitis or significant gallbladder disease',
        'People using insulin or sulfonylureas without medical supervision',
      ],
    },
    {
      id: 'extra',
      heading: 'Research Limitations',
      paragraphs: [
        'The published human data come mainly from phase 2 trials lasting 36 to 48 weeks, each with a few hundred participants [1][2]. They were sponsored by the manufacturer, conducted in the United States, and were not designed to detect rare adverse events or to measure long-term outcomes such as heart attacks or strokes.',
        'The manufacturer has begun announcing topline results from phase 3 trials, but full peer-reviewed publications and regulatory review are still needed before the balance of benefits and risks can be judged. Open questions include the heart-rate signal, the proportion of weight lost as muscle, and how much weight returns after treatment stops.',
      ],
    },
  ],
  sources: [
    {
      authors: 'Jastreboff AM, Kaplan LM, Frías JP, et al.',
      title: 'Triple-Hormone-Receptor Agonist Retatrutide for Obesity - A Phase 2 Trial',
      journal: 'New England Journal of Medicine',
      year: 2023,
      doi: '10.1056/NEJMoa2301972',
    },
    {
      authors: 'Rosenstock J, Frías J, Jastreboff AM, et al.',
      title:
        'Retatrutide, a GIP, GLP-1 and glucagon receptor agonist, for people with type 2 diabetes: a randomised, double-blind, placebo and active-controlled, parallel-group, phase 2 trial conducted in the USA',
      journal: 'The Lancet',
      year: 2023,
      doi: '10.1016/s0140-6736(23)01053-x',
    },
    {
      authors: 'Coskun T, Urva S, Roell WC, et al.',
      title:
        'LY3437943, a novel triple glucagon, GIP, and GLP-1 receptor agonist for glycemic control and weight loss: From discovery to clinical proof of concept',
      journal: 'Cell Metabolism',
      year: 2022,
      doi: '10.1016/j.cmet.2022.07.013',
    },
    {
      authors: 'Jakubowska A, le Roux CW, Viljoen A.',
      title:
        'The Road towards Triple Agonists: Glucagon-Like Peptide 1, Glucose-Dependent Insulinotropic Polypeptide and Glucagon Receptor - An Update',
      journal: 'Endocrinology and Metabolism',
      year: 2024,
      pmid: '38356208',
      doi: '10.3803/EnM.2024.1942',
    },
  ],
};

export default guide;
