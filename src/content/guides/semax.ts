import type { Guide } from '../schema';

const guide: Guide = {
  slug: 'semax',
  name: 'Semax',
  headline: 'Semax: A Research Guide to the ACTH(4-10) Analogue',
  summary:
    'Semax is a synthetic seven-amino-acid peptide derived from a fragment of the hormone ACTH, used in Russia and studied for cognition and stroke recovery. Evidence from outside Russia is very limited.',
  seo: {
    title: 'Semax Research Guide | Mechanisms, Research & Safety',
    description:
      'A research overview of Semax: its ACTH-derived structure, proposed mechanisms, what animal and Russian human studies report, regulatory status and safety.',
    keywords: [
      'Semax',
      'Semax peptide',
      'Semax research',
      'ACTH(4-10) analogue',
      'Semax nootropic research',
      'Semax stroke research',
      'Semax safety',
    ],
  },
  datePublished: '2025-03-03',
  dateModified: '2026-11-26',
  sections: [
    {
      id: 'definition',
      heading: 'What Is Semax?',
      paragraphs: [
        'Semax is a synthetic heptapeptide, Met-Glu-His-Phe-Pro-Gly-Pro, designed as an analogue of the ACTH(4-10) fragment of adrenocorticotropic hormone [2]. It joins the ACTH(4-7) sequence to a Pro-Gly-Pro tripeptide at the C-terminal end [3], following a design approach meant to make synthetic regulatory peptides resist rapid breakdown [5]. ACTH itself stimulates the adrenal glands, but Semax was designed to keep the brain-related activity of ACTH fragments without that hormonal action.',
        'Semax was developed in Moscow by the Institute of Molecular Genetics of the Russian Academy of Sciences with Moscow State University. It is used in Russia, mainly as nasal drops, including in the treatment of stroke [3]. It is not approved by the US FDA, the European Medicines Agency or the UK MHRA.',
      ],
    },
    {
      id: 'mechanisms',
      heading: 'Proposed Mechanisms of Action',
      paragraphs: [
        'In rats given Semax, the extracellular level of 5-HIAA, the main breakdown product of serotonin, in the striatum rose gradually to as much as 180% of its starting level within 1-4 hours. On its own Semax did not change dopamine levels, but given before d-amphetamine it strongly enhanced amphetamine-induced dopamine release and locomotor activity [2]. This suggests a modulating effect on brain systems involved in attention and motivation.',
        'In a rat model of stroke, a genome-wide analysis found that Semax mainly altered the expression of immune-response genes, including chemokines and immunoglobulins, together with genes linked to blood vessel formation [3]. The same group had earlier reported effects on genes for neurotrophic factors, proteins that support neuron survival. Like Selank, Semax also inhibits enkephalin-degrading enzymes from human serum in the test tube [4].',
      ],
      bullets: [
        'Modulation of serotonin and dopamine systems in rodents [2]',
        'Immune and vascular gene-expression changes after experimental stroke [3]',
        'Regulation of neurotrophic-factor genes in ischemia models [3]',
        'Inhibition of enkephalin-degrading enzymes in vitro [4]',
      ],
    },
    {
      id: 'benefits',
      heading: 'What the Research Reports',
      paragraphs: [
        'The most cited human evidence is a 1996 report from the Moscow State University group. In a small placebo-controlled study of power-plant operators, a single intranasal dose was associated with better preserved accuracy across an eight-hour shift and into the next morning, and EEG studies recorded brain-wave changes the authors classed as nootropic-like [1]. The three sub-studies included 36 people in total and have not been independently replicated.',
        'Semax is used in Russian stroke care, and rat studies describe protective and gene-regulating effects after experimental ischemia [3]. These results come from rodent models and from clinical experience in Russia rather than from large international randomized trials, so they do not establish benefit for stroke recovery, memory or focus in the wider population.',
      ],
      // From each paragraph's cited sources: see the source list below.
      evidence: [['human-trial'], ['animal']],
    },
    {
      id: 'dosing',
      heading: 'Dosing and Administration in Research',
      paragraphs: [
        'In the 1996 human studies, volunteers received single intranasal doses of 0.25 to 1.0 mg [1]. Rodent studies use weight-based doses; the monoamine study, for example, gave 0.15 mg per kilogram by intraperitoneal injection [2]. In Russia, Semax is supplied as nasal drops in 0.1% and 1% strengths for use under medical supervision.',
        'These figures describe study conditions, not a regimen. There are no Western dose-finding trials, the 1996 doses were single doses rather than courses, and intranasal peptide products sold online are not manufactured to pharmaceutical standards, so their actual content may differ from the label.',
        'Research use only. The figures above summarise what published studies and protocols report; they are not a recommendation or medical advice, and our staff are not doctors. Consult a licensed physician before making any health decision.',
      ],
    },
    {
      id: 'safety',
      heading: 'Safety, Side Effects and Regulatory Status',
      paragraphs: [
        'Formal safety data by Western regulatory standards are limited, particularly for long-term or repeated use by healthy people. Because Semax enhanced the effects of amphetamine on dopamine release in rodents [2], combining it with stimulants, antidepressants or other drugs that act on dopamine and serotonin calls for particular caution.',
        'Semax is not approved by the FDA, the EMA or the UK MHRA. Online products are unregulated, so their identity, strength and sterility cannot be assumed. Competitive athletes should check the current World Anti-Doping Agency Prohibited List and their federation rules before considering any non-approved substance.',
      ],
      bullets: [
        'Anyone under 18: our services are for adults 18+ only',
        'People who are pregnant, trying to conceive or breastfeeding',
        'People taking stimulants, antidepressants or other psychiatric medicines',
        'People recovering from stroke or living with a neurological condition, whose care belongs with their own specialist',
      ],
    },
    {
      id: 'extra',
      heading: 'Research Limitations',
      paragraphs: [
        'Most Semax studies come from the Russian institutes that developed it [2][3][5], and many clinical reports were published in Russian. Animal findings on neurotransmitters and gene expression are mechanistic clues, not proof of benefit in people, and the human cognitive data rest on a few small studies from the 1990s [1]. Large, independent, placebo-controlled trials are still needed.',
      ],
    },
  ],
  sources: [
    {
      authors: 'Kaplan AY, Kochetova AG, Nezavibatko VN, Ryasina TV, Ashmarin IP.',
      title: 'Synthetic ACTH analogue Semax displays nootropic-like activity in humans',
      journal: 'Neuroscience Research Communications',
      year: 1996,
      doi: '10.1002/(SICI)1520-6769(199609)19:2<115::AID-NRC171>3.0.CO;2-B',
    },
    {
      authors: 'Eremin KO, Kudrin VS, Saransaari P, et al.',
      title: 'Semax, An ACTH(4-10) Analogue with Nootropic Properties, Activates Dopaminergic and Serotoninergic Brain Systems in Rodents',
      journal: 'Neurochemical Research',
      year: 2005,
      doi: '10.1007/s11064-005-8826-8',
    },
    {
      authors: 'Medvedeva EV, Dmitrieva VG, Povarova OV, et al.',
      title:
        'The peptide semax affects the expression of genes related to the immune and vascular systems in rat brain focal ischemia: genome-wide transcriptional analysis',
      journal: 'BMC Genomics',
      year: 2014,
      doi: '10.1186/1471-2164-15-228',
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
