import type { Guide } from '../schema';

const guide: Guide = {
  slug: 'nad',
  name: 'NAD+',
  headline: 'NAD+: Research Guide to the Cellular Energy Coenzyme',
  summary:
    'NAD+ is a coenzyme central to energy metabolism and DNA repair whose levels decline with age. Human evidence for raising it is still early and comes mostly from studies of oral precursors.',
  seo: {
    title: 'NAD+ Research Guide | Mechanisms, Research & Safety',
    description:
      'Research guide to NAD+: its role in energy metabolism and DNA repair, what human studies of IV NAD+ and oral precursors report, protocols and safety.',
    keywords: [
      'NAD+',
      'nicotinamide adenine dinucleotide',
      'NAD+ IV',
      'NAD+ injection',
      'nicotinamide riboside',
      'NMN',
      'NAD+ aging research',
      'NAD+ side effects',
    ],
  },
  datePublished: '2025-03-03',
  dateModified: '2026-11-26',
  sections: [
    {
      id: 'definition',
      heading: 'What Is NAD+?',
      paragraphs: [
        'Nicotinamide adenine dinucleotide (NAD+) is a coenzyme found in every living cell. It carries electrons in the reactions that turn food into usable energy and is an essential substrate for enzymes involved in DNA repair, gene regulation and immune cell function [1]. The body makes NAD+ from dietary forms of vitamin B3 and from the amino acid tryptophan, and recycles it continuously.',
        'Interest in NAD+ grew after studies found that tissue NAD+ levels decline gradually with age in several model organisms, including rodents, and in humans [1]. In wellness settings NAD+ itself is given by intravenous drip or injection, while oral supplements usually supply precursors such as nicotinamide riboside (NR) or nicotinamide mononucleotide (NMN), which cells convert into NAD+.',
      ],
    },
    {
      id: 'mechanisms',
      heading: 'How NAD+ Works',
      paragraphs: [
        "In energy metabolism, NAD+ accepts electrons during the breakdown of glucose and fats, becoming NADH, which then feeds the mitochondrial machinery that produces ATP, the cell's energy currency [1]. In this redox role NAD+ is recycled rather than used up, so it acts as a shuttle for energy rather than a fuel in its own right.",
        'NAD+ is also consumed by several enzyme families: sirtuins, which regulate metabolism and gene expression; poly(ADP-ribose) polymerases (PARPs), which help repair damaged DNA; and CD38, an enzyme abundant on immune cells that breaks NAD+ down [1]. Reviews propose that greater consumption by these enzymes, alongside changes in synthesis, contributes to the age-related decline, although the relative weight of each factor in humans is still debated.',
      ],
      bullets: [
        'Redox coenzyme for glycolysis, the citric acid cycle and mitochondrial energy production',
        'Substrate for sirtuins, linked to metabolic regulation',
        'Substrate for PARP enzymes involved in DNA repair',
        'Degraded by CD38, an NAD+-consuming enzyme linked to immune function',
        'Replenished from precursors including NR, NMN, nicotinamide and tryptophan',
      ],
    },
    {
      id: 'benefits',
      heading: 'What the Research Reports',
      paragraphs: [
        'In animal models, restoring NAD+ levels has been associated with improvements in metabolic, muscle, cognitive and other age-related measures, and these findings are the main reason for clinical interest [1]. They are preclinical results, and the same review stresses that it remains unclear whether raising NAD+ is safe and beneficial in aging humans.',
        'Human studies so far mostly test oral precursors. In a 6-week crossover trial in 30 healthy middle-aged and older adults, daily NR was well tolerated and stimulated NAD+ metabolism; the authors suggested that possible effects on blood pressure and arterial stiffness deserve larger trials [3]. In an 8-week randomized trial in overweight adults, NR at 100, 300 and 1,000 mg a day raised whole-blood NAD+ by 22%, 51% and 142% within two weeks [4].',
        'A systematic review of human trials described the results so far as promising yet still speculative, with the most encouraging signals in areas such as skeletal muscle and psoriasis, and called for further trials to establish the best way to raise NAD+ and which conditions it might help [2]. Evidence for intravenous NAD+ specifically is much thinner than for oral precursors.',
      ],
      // From each paragraph's cited sources: see the source list below.
      evidence: [['animal'], ['human-trial'], ['human-trial']],
    },
    {
      id: 'dosing',
      heading: 'Dosing and Administration in Research',
      paragraphs: [
        'No dose of NAD+ is approved for any indication, and protocols vary widely. Commonly reported research and clinical protocols include IV 250-750mg over 2-4 hours, 1-3 times weekly, often as an initial series followed by less frequent maintenance sessions. How fast to infuse has not been set by any controlled trial; the one published infusion study below ran slowly over 6 hours [5].',
        'A small pilot study infused NAD+ slowly over 6 hours at about 3 micromoles per minute; plasma NAD+ and its metabolites did not change for at least the first 2 hours, suggesting that infused NAD+ is rapidly taken up or broken down [5]. Other reported approaches are subcutaneous 50-100mg daily or several times a week, and oral precursors 250-1000mg daily, a range that overlaps the NR doses tested in a controlled dose-ranging trial [4].',
        'Research use only. The figures above summarise what published studies and protocols report; they are not a recommendation or medical advice, and our staff are not doctors. Consult a licensed physician before making any health decision.',
      ],
    },
    {
      id: 'safety',
      heading: 'Safety, Side Effects and Regulatory Status',
      paragraphs: [
        'Oral NR has the best controlled safety data. In the trials cited here, NR taken for 6 to 8 weeks, at up to 1,000 mg a day in the dose-ranging study, was well tolerated, with no reports of flushing and no significant difference in adverse events compared with placebo [3][4]. Safety over years of use has not been established.',
        'For intravenous and injected NAD+, controlled safety data are limited: the one published infusion study was a small pilot [5], and we found no controlled trial of repeated infusions or injections, so any list of infusion side effects would rest on anecdote rather than on a source we can cite. Reviews also note unresolved theoretical questions, for example whether raising NAD+ could support the metabolism of existing tumor cells [1].',
        'NAD+ injections and infusions are not approved by the FDA, EMA or MHRA as medicines for any indication. NR has been the subject of US dietary supplement notifications [4], and the status of precursors such as NMN varies by country. Athletes should note that WADA prohibits IV infusions or injections of more than 100 mL per 12-hour period outside specific medical settings, whatever they contain. Our services are for adults 18+.',
      ],
      bullets: [
        'Anyone under 18',
        'Pregnant or breastfeeding women, for whom there are no safety data',
        'People with active cancer or a history of cancer, without oncology advice',
        'People with significant heart, liver or kidney disease',
        'Anyone taking prescription medicines, who should check with a physician first',
      ],
    },
    {
      id: 'extra',
      heading: 'Research Limitations',
      paragraphs: [
        'Most NAD+ research is preclinical, and the human trials that exist are small, short and mostly test oral precursors rather than NAD+ itself [2]. Many measure NAD+ levels in blood rather than clinical outcomes, and raising a blood marker does not by itself demonstrate a health benefit.',
        'For intravenous NAD+, the published evidence consists of small pilot work, and the protocols used in clinics have not been compared with one another or with oral precursors in rigorous trials [5]. Review authors note that it is still unclear how best to restore NAD+, whether doing so is safe, and whether it benefits aging humans [1].',
      ],
    },
  ],
  sources: [
    {
      authors: 'Covarrubias AJ, Perrone R, Grozio A, Verdin E.',
      title: 'NAD+ metabolism and its roles in cellular processes during ageing',
      journal: 'Nature Reviews Molecular Cell Biology',
      year: 2021,
      pmid: '33353981',
      doi: '10.1038/s41580-020-00313-x',
    },
    {
      authors: 'Radenkovic D, Reason, Verdin E.',
      title: 'Clinical Evidence for Targeting NAD Therapeutically',
      journal: 'Pharmaceuticals',
      year: 2020,
      pmid: '32942582',
      doi: '10.3390/ph13090247',
    },
    {
      authors: 'Martens CR, Denman BA, Mazzo MR, et al.',
      title: 'Chronic nicotinamide riboside supplementation is well-tolerated and elevates NAD+ in healthy middle-aged and older adults',
      journal: 'Nature Communications',
      year: 2018,
      pmid: '29599478',
      doi: '10.1038/s41467-018-03421-7',
    },
    {
      authors: 'Conze D, Brenner C, Kruger CL.',
      title:
        'Safety and Metabolism of Long-term Administration of NIAGEN (Nicotinamide Riboside Chloride) in a Randomized, Double-Blind, Placebo-controlled Clinical Trial of Healthy Overweight Adults',
      journal: 'Scientific Reports',
      year: 2019,
      pmid: '31278280',
      doi: '10.1038/s41598-019-46120-z',
    },
    {
      authors: 'Grant R, Berg J, Mestayer R, et al.',
      title:
        'A Pilot Study Investigating Changes in the Human Plasma and Urine NAD+ Metabolome During a 6 Hour Intravenous Infusion of NAD+',
      journal: 'Frontiers in Aging Neuroscience',
      year: 2019,
      doi: '10.3389/fnagi.2019.00257',
    },
  ],
};

export default guide;
