import type { Guide } from '../schema';

const guide: Guide = {
  slug: 'selank',
  name: 'Selank',
  headline: 'Selank: A Research Guide to the Tuftsin-Derived Peptide',
  summary:
    'Selank is a synthetic seven-amino-acid peptide developed in Russia and studied for anxiety, stress and cognition. Most of the research comes from the institute that created it, and it is not approved in the US, UK or EU.',
  seo: {
    title: 'Selank Research Guide | Mechanisms, Research & Safety',
    description:
      'A research summary of Selank: its origin as a tuftsin analogue, proposed GABA and enkephalin mechanisms, what studies report, regulatory status and safety.',
    keywords: [
      'Selank',
      'Selank peptide',
      'Selank research',
      'tuftsin analogue',
      'Selank anxiety research',
      'Selank GABA',
      'Selank safety',
    ],
  },
  datePublished: '2025-03-03',
  dateModified: '2026-11-26',
  sections: [
    {
      id: 'definition',
      heading: 'What Is Selank?',
      paragraphs: [
        'Selank is a synthetic heptapeptide with the sequence Thr-Lys-Pro-Arg-Pro-Gly-Pro [3]. It was developed at the Institute of Molecular Genetics of the Russian Academy of Sciences as an analogue of tuftsin, a short immune-regulating peptide, extended with a Pro-Gly-Pro tail. It belongs to a family of synthetic peptides modeled on natural regulatory peptides but designed to resist the rapid breakdown that limits the natural molecules [4].',
        'Selank is registered as a medicine in Russia, where it is supplied as nasal drops for anxiety-related conditions. It is not approved by the US FDA, the European Medicines Agency or the UK MHRA, and elsewhere it circulates mainly as an unlicensed research peptide.',
      ],
    },
    {
      id: 'mechanisms',
      heading: 'Proposed Mechanisms of Action',
      paragraphs: [
        "Two main mechanisms have been proposed. First, Selank inhibits enzymes in human serum that break down enkephalins, the body's own opioid-like peptides, which may prolong their activity. In laboratory tests its inhibitory effect was stronger than that of standard peptidase inhibitors such as puromycin and bacitracin [3].",
        'Second, Selank appears to interact with the GABA system, the main inhibitory network that benzodiazepines also act on. In rats, Selank altered the expression of many of the 84 neurotransmission-related genes studied in the frontal cortex within an hour, and the changes correlated with those produced by GABA itself [1]. Another rat study found that Selank enhanced the anti-anxiety effect of diazepam under chronic stress [2].',
      ],
      bullets: [
        'Inhibition of enkephalin-degrading enzymes in human serum [3]',
        'Changes in GABA-related gene expression in rat brain [1]',
        'Interaction with benzodiazepine effects in stressed rats [2]',
      ],
    },
    {
      id: 'benefits',
      heading: 'What the Research Reports',
      paragraphs: [
        'The research group that studies Selank reports that clinical studies in Russia found a spectrum of effects similar to that of benzodiazepines such as diazepam and phenazepam [1], with an anti-anxiety effect comparable to those drugs [2]. These clinical studies were small, were conducted in Russia and have not been replicated by independent trials elsewhere.',
        'In rats, a course of Selank alone was the most effective treatment for the raised anxiety seen after repeated dosing with the test substances, while combining Selank with diazepam was most effective at reducing anxiety under unpredictable chronic mild stress [2]. Gene-expression work suggests Selank has complex effects on nerve cells rather than a single target [1].',
        'These findings are promising but narrow. The human data come from small Russian studies, many published only in Russian, and most of the mechanistic work comes from the institute that developed the compound [1][2][4]. Animal tests of anxiety, such as the elevated plus maze used in the rat studies [2], also capture only part of what anxiety means in people.',
      ],
      // From each paragraph's cited sources: see the source list below.
      evidence: [['human-trial'], ['animal'], 'limits'],
    },
    {
      id: 'dosing',
      heading: 'Dosing and Administration in Research',
      paragraphs: [
        'In Russian clinical use, Selank is given intranasally as drops, a route intended to allow rapid absorption through the nasal lining. Animal studies use weight-based doses; for example, the rat gene-expression study gave 300 micrograms per kilogram [1]. Doses used in Russian clinical studies were set for specific diagnosed conditions under medical supervision.',
        'No Western dose-finding trial exists, and no published study has defined a dose for healthy people. Laboratory potency figures, such as the concentration that halves the activity of enkephalin-degrading enzymes in serum (about 20 micromolar), describe test-tube chemistry rather than a dose for people [3].',
        'Research use only. The figures above summarise what published studies and protocols report; they are not a recommendation or medical advice, and our staff are not doctors. Consult a licensed physician before making any health decision.',
      ],
    },
    {
      id: 'safety',
      heading: 'Safety, Side Effects and Regulatory Status',
      paragraphs: [
        'Safety data by modern Western regulatory standards are limited, including data on long-term use, use with other medicines and use in older adults. Because Selank is thought to act on the GABA and enkephalin systems, combining it with sedatives, alcohol, benzodiazepines or opioids is a reasonable concern; the rat study showing that Selank changes the effect of diazepam illustrates that such interactions can occur [2].',
        'Selank is not approved by the FDA, the EMA or the UK MHRA. Products sold online as research peptides are unregulated, so their identity, concentration and sterility cannot be assumed. Competitive athletes should check the current World Anti-Doping Agency Prohibited List and their federation rules before considering any non-approved substance.',
      ],
      bullets: [
        'Anyone under 18: our services are for adults 18+ only',
        'People who are pregnant, trying to conceive or breastfeeding',
        'Anyone taking benzodiazepines, sleep medicines, opioids or other sedatives',
        'People with a diagnosed anxiety or mood disorder, whose care belongs with their own physician',
      ],
    },
    {
      id: 'extra',
      heading: 'Research Limitations',
      paragraphs: [
        'Nearly all Selank research comes from Russian institutions, much of it from the group that developed the peptide [1][2][4], and many clinical papers are available only in Russian. There are no large, independent, placebo-controlled trials, and Selank has not been rigorously compared with current first-line anxiety treatments such as SSRIs or psychological therapy.',
      ],
    },
  ],
  sources: [
    {
      authors: 'Volkova A, Shadrina M, Kolomin T, et al.',
      title: 'Selank Administration Affects the Expression of Some Genes Involved in GABAergic Neurotransmission',
      journal: 'Frontiers in Pharmacology',
      year: 2016,
      doi: '10.3389/fphar.2016.00031',
    },
    {
      authors: 'Kasian A, Kolomin T, Andreeva L, et al.',
      title: 'Peptide Selank Enhances the Effect of Diazepam in Reducing Anxiety in Unpredictable Chronic Mild Stress Conditions in Rats',
      journal: 'Behavioural Neurology',
      year: 2017,
      pmid: '28280289',
      doi: '10.1155/2017/5091027',
    },
    {
      authors: 'Kost NV, Sokolov OI, Gabaeva MV, et al.',
      title: 'Semax and selank inhibit the enkephalin-degrading enzymes from human serum',
      journal: 'Bioorganicheskaia Khimiia',
      year: 2001,
      pmid: '11443939',
      doi: '10.1023/a:1011373002885',
    },
    {
      authors: 'Kolomin T, Shadrina M, Slominsky P, Limborska S, Myasoedov N.',
      title: 'A New Generation of Drugs: Synthetic Peptides Based on Natural Regulatory Peptides',
      journal: 'Neuroscience & Medicine',
      year: 2013,
      doi: '10.4236/nm.2013.44035',
    },
  ],
};

export default guide;
