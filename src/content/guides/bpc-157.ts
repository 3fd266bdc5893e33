import type { Guide } from '../schema';

const guide: Guide = {
  slug: 'bpc-157',
  name: 'BPC-157',
  headline: 'BPC-157: A Research Guide to the Gastric Pentadecapeptide',
  summary:
    'BPC-157 is a synthetic 15-amino-acid peptide studied mainly in rats for tendon, ligament and wound healing. This guide summarizes what the research reports, where the evidence stops, and where the peptide stands with regulators.',
  seo: {
    title: 'BPC-157 Research Guide | Mechanisms, Research & Safety',
    description:
      'An evidence-based overview of BPC-157: what it is, proposed mechanisms, animal research on tendon and tissue healing, regulatory status and safety notes.',
    keywords: [
      'BPC-157',
      'BPC 157 research',
      'body protection compound 157',
      'gastric pentadecapeptide',
      'BPC-157 tendon healing',
      'BPC-157 safety',
      'BPC-157 WADA',
    ],
  },
  datePublished: '2025-02-10',
  dateModified: '2026-11-26',
  sections: [
    {
      id: 'definition',
      heading: 'What Is BPC-157?',
      paragraphs: [
        'BPC-157 (body protection compound 157) is a synthetic peptide made of 15 amino acids, with the sequence GEPPPGKPADDAGLV [1]. It is a partial sequence of a larger protein originally isolated from human gastric juice, which is why it is often called a gastric pentadecapeptide [2]. Its developers describe it as unusually stable, and animal studies have given it by injection, in drinking water and as a topical cream [4][5].',
        'Most of what is known comes from one research group at the University of Zagreb and a small number of independent laboratories, and almost all of it comes from rats and cell cultures [3]. BPC-157 is widely sold online as a research peptide, but it is not an approved medicine in the United States, the United Kingdom or the European Union.',
      ],
    },
    {
      id: 'mechanisms',
      heading: 'Proposed Mechanisms of Action',
      paragraphs: [
        'No specific receptor for BPC-157 has been identified. In cultured rat tendon cells, it did not directly speed up cell division, but it improved cell survival under oxidative stress, accelerated the outgrowth of cells from tendon explants and increased cell migration. These effects were linked to activation of the FAK-paxillin signaling pathway, which helps cells attach and move [2].',
        'Other animal work describes effects on blood vessel constriction, clotting and thrombosis, and rapid changes in the expression of repair-related genes in rat skin wounds [4]. In the rat Achilles tendon work, BPC-157 also counteracted the growth-inhibiting effect of 4-hydroxynonenal, a product of oxidative damage, on cultured tendon cells [1]. These are laboratory observations; whether they translate to people is not known.',
      ],
      bullets: [
        'Cell migration and survival: increased tendon-cell migration and survival under stress in vitro [2]',
        'Vascular effects: reported actions on vessel constriction, clotting and thrombosis in rats [4]',
        'Gene expression: rapid changes in repair-related genes in rat skin wounds [4]',
        'Oxidative stress: opposed a growth-inhibiting aldehyde in cultured tendon cells [1]',
      ],
    },
    {
      id: 'benefits',
      heading: 'What the Research Reports',
      paragraphs: [
        'The best-known finding comes from a 2003 rat study in which the Achilles tendon was surgically cut. Animals given daily BPC-157 injections showed higher load to failure, better walking function and more organized fibroblast and collagen formation than controls over 14 days [1]. A later study from the same group reported improved healing of a cut knee ligament in rats, whether the peptide was injected, added to drinking water or applied as a cream [5].',
        'Reviews of the wider literature describe consistently positive results in rat models of tendon, ligament, muscle, bone and skin injury, including burns and fistulas [3][4]. A 2019 review, however, stressed that most studies used small rodents, that only a handful of groups have studied the peptide in depth, and that its efficacy has yet to be confirmed in humans [3].',
        'BPC-157 was tested in early clinical work for ulcerative colitis and multiple sclerosis [1][4], but results from large, controlled human trials have not been published, and no trial has tested it for tendon, ligament or muscle injuries. Any benefit for injuries in people therefore remains unproven, however promising the animal results appear.',
      ],
      // From each paragraph's cited sources: see the source list below.
      evidence: [['animal'], ['animal'], 'limits'],
    },
    {
      id: 'dosing',
      heading: 'Dosing in Published Research',
      paragraphs: [
        'Animal studies dose BPC-157 by body weight. In the rat Achilles tendon and knee ligament models, regimens were typically 10 micrograms or 10 nanograms per kilogram, given once daily by intraperitoneal injection starting 30 minutes after injury [1][5]. The ligament study also reported effects with 0.16 micrograms per milliliter in drinking water and with a cream containing 1 microgram per gram applied to the injury site [5].',
        'There is no established human dose. Reviewers note that efficacy has not been confirmed in humans [3], and no human dose-finding trial has been published. Dose figures that circulate online, often given in micrograms per day by subcutaneous injection, are extrapolations from animal work rather than results of controlled studies.',
        'Research use only. The figures above summarise what published studies and protocols report; they are not a recommendation or medical advice, and our staff are not doctors. Consult a licensed physician before making any health decision.',
      ],
    },
    {
      id: 'safety',
      heading: 'Safety, Side Effects and Regulatory Status',
      paragraphs: [
        'Rat studies have not reported toxicity, and reviewers from the developing group state that a lethal dose was not reached in animals [4]. That is not the same as proven safety in people. Human data are limited to small early trials, so the frequency of side effects, long-term effects and interactions with medicines are essentially unknown. Products sold online are unregulated, and their purity, dose accuracy and sterility cannot be assumed.',
        'Because BPC-157 appears to act on blood vessels and tissue growth in animal models [4], some researchers have raised a theoretical concern about its use in people with active or past cancer. BPC-157 is not approved as a medicine by the FDA, the EMA or the UK MHRA, and its status for pharmacy compounding in the US has been under FDA review. It has been on the World Anti-Doping Agency Prohibited List under S0 (non-approved substances) since 2022, so it is banned at all times for tested athletes.',
      ],
      bullets: [
        'Anyone under 18: our services are for adults 18+ only',
        'People who are pregnant, trying to conceive or breastfeeding',
        'People with active cancer or a history of cancer',
        'Competitive athletes subject to anti-doping testing',
        'Anyone taking prescription medicines who has not consulted a physician',
      ],
    },
    {
      id: 'extra',
      heading: 'Research Limitations',
      paragraphs: [
        'Keep three limits in mind when reading BPC-157 claims. First, almost all data come from rats and cell cultures. Second, a large share of the literature comes from one research group, and independent replication is limited [3]. Third, the doses, routes such as intraperitoneal injection, and surgical injury models used in animals differ greatly from how the peptide is used outside research settings.',
      ],
    },
  ],
  sources: [
    {
      authors: 'Staresinic M, Sebecic B, Patrlj L, et al.',
      title:
        'Gastric pentadecapeptide BPC 157 accelerates healing of transected rat Achilles tendon and in vitro stimulates tendocytes growth',
      journal: 'Journal of Orthopaedic Research',
      year: 2003,
      pmid: '14554208',
      doi: '10.1016/S0736-0266(03)00110-4',
    },
    {
      authors: 'Chang CH, Tsai WC, Lin MS, et al.',
      title:
        'The promoting effect of pentadecapeptide BPC 157 on tendon healing involves tendon outgrowth, cell survival, and cell migration',
      journal: 'Journal of Applied Physiology',
      year: 2011,
      pmid: '21030672',
      doi: '10.1152/japplphysiol.00945.2010',
    },
    {
      authors: 'Gwyer D, Wragg NM, Wilson SL.',
      title: 'Gastric pentadecapeptide body protection compound BPC 157 and its role in accelerating musculoskeletal soft tissue healing',
      journal: 'Cell and Tissue Research',
      year: 2019,
      pmid: '30915550',
    },
    {
      authors: 'Seiwerth S, Milavic M, Vukojevic J, et al.',
      title: 'Stable Gastric Pentadecapeptide BPC 157 and Wound Healing',
      journal: 'Frontiers in Pharmacology',
      year: 2021,
      doi: '10.3389/fphar.2021.627533',
    },
    {
      authors: 'Cerovecki T, Bojanic I, Brcic L, et al.',
      title: 'Pentadecapeptide BPC 157 (PL 14736) improves ligament healing in the rat',
      journal: 'Journal of Orthopaedic Research',
      year: 2010,
      pmid: '20225319',
      doi: '10.1002/jor.21107',
    },
  ],
};

export default guide;
