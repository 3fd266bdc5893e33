import type { Guide } from '../schema';

const guide: Guide = {
  slug: 'ipamorelin',
  name: 'Ipamorelin',
  headline: 'Ipamorelin: A Research Guide to the Selective Growth Hormone Secretagogue',
  summary:
    'Ipamorelin is a synthetic five-amino-acid peptide that prompts the pituitary to release growth hormone by mimicking ghrelin. It is an investigational research compound, not an approved medicine, and human evidence remains limited.',
  seo: {
    title: 'Ipamorelin Research Guide | Mechanisms, Research & Safety',
    description:
      'An evidence-based overview of ipamorelin: how this ghrelin-mimetic peptide works, what human and animal studies report, reported protocols and safety.',
    keywords: [
      'ipamorelin',
      'ipamorelin research',
      'growth hormone secretagogue',
      'ghrelin receptor agonist',
      'GHRP',
      'ipamorelin safety',
      'ipamorelin studies',
    ],
  },
  datePublished: '2025-04-08',
  dateModified: '2026-11-26',
  sections: [
    {
      id: 'definition',
      heading: 'What Is Ipamorelin?',
      paragraphs: [
        'Ipamorelin is a synthetic pentapeptide, a chain of five amino acids, developed in the 1990s as a growth hormone secretagogue: a compound that signals the pituitary gland to release its own growth hormone (GH) rather than supplying the hormone directly. It belongs to the growth hormone-releasing peptide (GHRP) family, alongside older compounds such as GHRP-2 and GHRP-6, and appears in reviews of secretagogues being explored in body-composition research [1].',
        'Ipamorelin has never been approved as a medicine by the FDA, the EMA or the UK MHRA. Its most rigorous human test was a phase 2 trial in hospital patients recovering from bowel surgery, which did not meet its main efficacy goal [3]. Today it circulates mainly as a research peptide, and many claims made about it online go well beyond what has actually been measured in people.',
      ],
    },
    {
      id: 'mechanisms',
      heading: 'How Ipamorelin Works',
      paragraphs: [
        "Ipamorelin acts as an agonist at the growth hormone secretagogue receptor (GHS-R1a), the same receptor used by ghrelin, the body's hunger hormone. Activating this receptor on pituitary cells triggers a pulse of GH release. Compounds in this class are also thought to dampen somatostatin, the natural brake on GH secretion, and to work alongside growth hormone-releasing hormone (GHRH), which is why they are often studied together with GHRH analogs [1][4].",
        'In healthy male volunteers given intravenous infusions, ipamorelin produced a single, short-lived episode of GH release that peaked about 40 minutes after dosing and then declined toward baseline. The peptide had a terminal half-life of about 2 hours, and its pharmacokinetics were proportional to dose across the range tested [2]. This brief, pulse-like profile contrasts with the days-long action of long-acting GHRH analogs such as CJC-1295 with DAC.',
        "Because secretagogues work through the body's own pituitary, GH output remains subject to negative feedback, which reviewers suggest may limit the supraphysiological levels seen with injected GH [4]. Ipamorelin is often described as more selective than older GHRPs, with less effect on cortisol and prolactin, but that evidence comes mainly from animal pharmacology.",
      ],
      bullets: [
        'Class: growth hormone-releasing peptide (ghrelin mimetic)',
        'Target: GHS-R1a, the ghrelin receptor, on the pituitary',
        "Effect: a short pulse of the body's own GH, with downstream IGF-1",
        'Human half-life: about 2 hours after intravenous infusion [2]',
      ],
    },
    {
      id: 'benefits',
      heading: 'What the Research Reports',
      paragraphs: [
        'Human data on ipamorelin are sparse. The pharmacokinetic study in healthy men confirmed that it stimulates GH release at every dose level tested, which establishes the basic biology but says nothing about longer-term outcomes such as muscle, fat or recovery [2]. Reviews of the secretagogue class note that these compounds have been associated with increases in GH and IGF-1, and in some studies with changes in lean mass, but that rigorous long-term trials are lacking [1][4].',
        'The largest human trial tested intravenous ipamorelin in 114 adults after bowel resection, on the basis that ghrelin-receptor stimulation can speed gut motility. The median time to tolerating a solid meal was 25.3 hours with ipamorelin versus 32.6 hours with placebo, a difference that was not statistically significant in this small proof-of-concept study [3].',
        'Claims that ipamorelin improves sleep, fat loss, skin quality or injury recovery in healthy adults rest largely on extrapolation from GH physiology, rodent studies and anecdote. None of these effects has been confirmed in controlled human trials, so they should be treated as hypotheses rather than findings.',
      ],
      // From each paragraph's cited sources: see the source list below.
      evidence: [['human-trial'], ['human-trial'], 'limits'],
    },
    {
      id: 'dosing',
      heading: 'Dosing Reported in Research',
      paragraphs: [
        'No approved dose of ipamorelin exists. In the published human studies it was given intravenously: as 15-minute infusions across five ascending dose levels in healthy volunteers [2], and as 0.03 mg/kg infusions twice daily for up to seven days in patients recovering from surgery [3]. Neither tested the subcutaneous self-administration common in the research-peptide market.',
        'Informal protocols reported in that market commonly describe 100-300mcg by subcutaneous injection one to three times daily, often on an empty stomach or before sleep, and sometimes combined with a GHRH analog such as CJC-1295 without DAC. These figures come from practitioner and community protocols, not from controlled trials, and their safety over months of use has not been studied.',
        'Research use only. The figures above summarise what published studies and protocols report; they are not a recommendation or medical advice, and our staff are not doctors. Consult a licensed physician before making any health decision.',
      ],
    },
    {
      id: 'safety',
      heading: 'Safety, Side Effects and Regulatory Status',
      paragraphs: [
        'In the post-surgical trial, adverse events were common in both groups (87.5% with ipamorelin and 94.8% with placebo), reflecting the setting of major abdominal surgery rather than a clear drug effect [3]. Reviews of GH secretagogues describe them as generally well tolerated in short studies, with recurring concerns about raised blood glucose, increased appetite and the unknown long-term consequences of elevated GH and IGF-1, including for cancer risk [4].',
        'Ipamorelin is not approved by the FDA or the EMA for any use, and research-grade products are not manufactured to pharmaceutical standards, so purity and dose accuracy cannot be assumed. Growth hormone secretagogues are prohibited at all times under class S2 of the World Anti-Doping Agency (WADA) Prohibited List, so athletes subject to testing should not use it.',
        'People who should avoid ipamorelin include anyone who is pregnant or breastfeeding, anyone with an active or past cancer, anyone with diabetes or impaired glucose control, and anyone under 18. Our services are for adults 18+ only, and GH-axis compounds should only be considered with input from a licensed physician.',
      ],
      bullets: [
        'Not approved by the FDA, EMA or MHRA for any indication',
        'Prohibited for athletes under WADA class S2',
        'Possible effects on blood glucose and appetite [4]',
        'No long-term human safety data',
        'Not for use in pregnancy, with a history of cancer, or under 18',
      ],
    },
    {
      id: 'extra',
      heading: 'Research Limitations',
      paragraphs: [
        'The evidence base for ipamorelin rests on a small number of human studies, most of them short, intravenous and conducted in narrow populations. There are no published long-term randomized trials in healthy adults, no trials of the subcutaneous protocols used in practice, and no data on hard outcomes such as fractures, cardiovascular events or cancer. Confident marketing claims should be weighed against this limited peer-reviewed evidence [1][4].',
        'When reading about ipamorelin, it helps to check whether a claim comes from a human trial, an animal study or a vendor. The human pharmacology and safety data are summarized above; anything beyond hormone release and short-term tolerability currently falls outside what has actually been studied [2][3].',
      ],
    },
  ],
  sources: [
    {
      authors: 'Sinha DK, Balasubramanian A, Tatem AJ, et al.',
      title:
        'Beyond the androgen receptor: the role of growth hormone secretagogues in the modern management of body composition in hypogonadal males',
      journal: 'Translational Andrology and Urology',
      year: 2020,
      pmid: '32257855',
      doi: '10.21037/tau.2019.11.30',
    },
    {
      authors: 'Gobburu JVS, Agerso H, Jusko WJ, Ynddal L.',
      title: 'Pharmacokinetic-pharmacodynamic modeling of ipamorelin, a growth hormone releasing peptide, in human volunteers',
      journal: 'Pharmaceutical Research',
      year: 1999,
      pmid: '10496658',
      doi: '10.1023/A:1018955126402',
    },
    {
      authors: 'Beck DE, Sweeney WB, McCarter MD; Ipamorelin 201 Study Group.',
      title:
        'Prospective, randomized, controlled, proof-of-concept study of the Ghrelin mimetic ipamorelin for the management of postoperative ileus in bowel resection patients',
      journal: 'International Journal of Colorectal Disease',
      year: 2014,
      pmid: '25331030',
      doi: '10.1007/s00384-014-2030-8',
    },
    {
      authors: 'Sigalos JT, Pastuszak AW.',
      title: 'The Safety and Efficacy of Growth Hormone Secretagogues',
      journal: 'Sexual Medicine Reviews',
      year: 2018,
      pmid: '28400207',
      doi: '10.1016/j.sxmr.2017.02.004',
    },
  ],
};

export default guide;
