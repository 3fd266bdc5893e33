import type { Guide } from '../schema';

const guide: Guide = {
  slug: 'hcg',
  name: 'HCG',
  headline: 'HCG (Human Chorionic Gonadotropin): A Research Guide',
  summary:
    'Human chorionic gonadotropin is a pregnancy hormone used as an approved prescription medicine in fertility care and male hypogonadism. FDA labeling states that it is not effective for weight loss, a conclusion supported by controlled trials.',
  seo: {
    title: 'HCG Research Guide | Mechanisms, Research & Safety',
    description:
      'Evidence-based guide to human chorionic gonadotropin (HCG): how it works, its approved fertility uses, why it is not effective for weight loss, and safety.',
    keywords: [
      'HCG',
      'human chorionic gonadotropin',
      'hCG fertility',
      'hCG hypogonadism',
      'hCG and testosterone therapy',
      'hCG diet evidence',
      'hCG side effects',
    ],
  },
  datePublished: '2025-05-06',
  dateModified: '2026-11-26',
  sections: [
    {
      id: 'definition',
      heading: 'What Is HCG?',
      paragraphs: [
        'Human chorionic gonadotropin (HCG) is a glycoprotein hormone produced by the placenta in early pregnancy; it is the hormone that pregnancy tests detect. It is made of two subunits, one shared with luteinizing hormone (LH), FSH and TSH and one unique to HCG, and it acts on the same receptor as LH. Pharmaceutical HCG is either purified from the urine of pregnant women or produced with recombinant technology.',
        'Unlike the research peptides covered elsewhere in our guides, HCG is an approved prescription medicine. In the US it is licensed for specific indications, including induction of ovulation in certain infertile women, hypogonadotropic hypogonadism in men, and prepubertal cryptorchidism (undescended testes). FDA labeling also states that HCG has not been demonstrated to be effective for weight loss or the treatment of obesity.',
      ],
    },
    {
      id: 'mechanisms',
      heading: 'How HCG Works',
      paragraphs: [
        'HCG binds the LH/choriogonadotropin receptor (LHCGR). In men, this receptor sits on the Leydig cells of the testes, so HCG acts as a long-acting stand-in for LH and stimulates testicular testosterone production. Very high testosterone concentrations inside the testis are needed for sperm production, which is why HCG is used to start or support spermatogenesis in men whose pituitary does not produce enough LH [1].',
        'In women, HCG mimics the mid-cycle LH surge. In assisted reproduction it is given as a trigger injection once follicles have matured, prompting final egg maturation ahead of ovulation or egg collection; in pregnancy, natural HCG sustains the corpus luteum, which makes progesterone. Because external testosterone suppresses LH and FSH and can impair fertility, HCG is also discussed as a way to maintain testicular function in men who need androgen therapy [2].',
      ],
      bullets: [
        'Class: glycoprotein gonadotropin hormone',
        'Target: the LH/choriogonadotropin receptor',
        'In men: stimulates Leydig-cell testosterone and supports sperm production [1]',
        'In women: triggers final egg maturation and ovulation',
        'Status: prescription-only medicine for defined indications',
      ],
    },
    {
      id: 'benefits',
      heading: 'What the Research Reports',
      paragraphs: [
        'In men with gonadotropin deficiency, endocrinology reviews describe gonadotropin therapy as effective at increasing sperm concentrations in most patients. HCG alone is usually started first; some men, particularly those whose deficiency began after puberty, become fertile on HCG alone, while others need FSH added. Sperm typically takes several months to appear, so courses of treatment are long [1].',
        "For men with low testosterone who wish to preserve fertility, reviews discuss HCG, selective estrogen receptor modulators and aromatase inhibitors as alternatives or additions to testosterone therapy, because they stimulate the body's own hormone production rather than suppressing it [2]. Much of this evidence comes from observational studies and small trials rather than large randomized outcome trials.",
        'For weight loss, the evidence points firmly the other way. A criteria-based meta-analysis of 24 trials of the Simeons HCG diet found that HCG did not bring about weight loss or fat redistribution, did not reduce hunger and did not improve wellbeing beyond what the very-low-calorie diet achieved on its own. The authors concluded that there is no scientific evidence that HCG is effective in treating obesity [3].',
      ],
      // From each paragraph's cited sources: see the source list below.
      evidence: [['human-observational'], ['human-observational', 'human-trial'], ['human-trial']],
    },
    {
      id: 'dosing',
      heading: 'Dosing Reported in Research',
      paragraphs: [
        'HCG doses are measured in international units (IU) and are set by a prescriber for a specific indication. In male hypogonadotropic hypogonadism, endocrinology reviews describe HCG given first, adjusted to testosterone levels, with FSH added for men who remain without sperm after several months [1]; the dose itself is set by the prescriber from the product label, and the reviews cited here give no figure we can quote.',
        'In fertility treatment for women, a single larger trigger dose is typical, commonly 5,000-10,000 IU of urinary HCG or 250 mcg of recombinant HCG, timed to follicle size on ultrasound. Lower doses have been studied alongside testosterone therapy to maintain testicular function [2]. Diet programs that pair small daily HCG doses with roughly 500-calorie diets have no supporting evidence [3].',
        'Research use only. The figures above summarise what published studies and protocols report; they are not a recommendation or medical advice, and our staff are not doctors. Consult a licensed physician before making any health decision.',
      ],
    },
    {
      id: 'safety',
      heading: 'Safety, Side Effects and Regulatory Status',
      paragraphs: [
        'Reported side effects include headache, fatigue, irritability or mood changes, injection-site pain and fluid retention. In men, rising testosterone and estradiol can cause breast tenderness or gynecomastia, particularly at higher doses. In women, the most important risk is ovarian hyperstimulation syndrome (OHSS), which can cause abdominal swelling, fluid shifts and, rarely, blood clots; fertility treatment also raises the chance of a multiple pregnancy.',
        'Labeling lists contraindications including precocious puberty, prostate cancer or other androgen-dependent tumors, and previous hypersensitivity to HCG. HCG also interferes with pregnancy tests and some hormone assays. It should only be used under the care of a physician who can monitor hormone levels, and apart from specialist pediatric care it is not for anyone under 18; our services are for adults 18+ only.',
        'HCG is a prescription-only medicine in the US, the UK and the EU. Over-the-counter HCG products sold for weight loss, including so-called homeopathic drops, are not approved, and the FDA has warned that they are illegal. For athletes, the World Anti-Doping Agency (WADA) prohibits chorionic gonadotrophin in males at all times under class S2, because it raises testosterone production.',
      ],
      bullets: [
        'Approved prescription medicine for specific fertility and hypogonadism indications',
        'Not effective for weight loss, per FDA labeling and controlled trials [3]',
        'Key risks: OHSS in women, gynecomastia in men',
        'Prohibited in male athletes under WADA class S2',
        'Use only under medical supervision',
      ],
    },
    {
      id: 'extra',
      heading: 'Frequently Asked: Why Is the HCG Diet Still Promoted?',
      paragraphs: [
        'The HCG diet dates to the 1950s, when the British physician A.T.W. Simeons proposed daily HCG injections combined with a diet of roughly 500 calories. Weight lost on such a plan is explained by the severe calorie restriction itself: the trials scored in the Lijesen criteria-based meta-analysis showed no added effect of HCG on weight, fat distribution or hunger [3]. Very-low-calorie diets without medical supervision carry their own risks, including gallstones and nutrient deficiencies.',
        'Regulators have acted on this evidence. HCG labeling states that it has not been shown to be effective adjunctive therapy for obesity, and US authorities have taken action against over-the-counter HCG weight-loss products. Anyone offered HCG for weight loss should ask to see the evidence and consult a licensed physician.',
      ],
    },
  ],
  sources: [
    {
      authors: 'Anawalt BD.',
      title: 'Approach to Male Infertility and Induction of Spermatogenesis',
      journal: 'Journal of Clinical Endocrinology and Metabolism',
      year: 2013,
      pmid: '24014811',
      doi: '10.1210/jc.2012-2400',
    },
    {
      authors: 'Majzoub A, Sabanegh E Jr.',
      title: 'Testosterone replacement in the infertile man',
      journal: 'Translational Andrology and Urology',
      year: 2016,
      doi: '10.21037/tau.2016.08.03',
    },
    {
      authors: 'Lijesen GK, Theeuwen I, Assendelft WJ, Van Der Wal G.',
      title:
        'The effect of human chorionic gonadotropin (HCG) in the treatment of obesity by means of the Simeons therapy: a criteria-based meta-analysis',
      journal: 'British Journal of Clinical Pharmacology',
      year: 1995,
      pmid: '8527285',
      doi: '10.1111/j.1365-2125.1995.tb05779.x',
    },
  ],
};

export default guide;
