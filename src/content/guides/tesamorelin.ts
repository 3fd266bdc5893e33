import type { Guide } from '../schema';

const guide: Guide = {
  slug: 'tesamorelin',
  name: 'Tesamorelin',
  headline: 'Tesamorelin (Egrifta): A Research Guide to the FDA-Approved GHRH Analog',
  summary:
    'Tesamorelin is a synthetic growth hormone-releasing hormone analog approved by the FDA as Egrifta for reducing excess abdominal fat in adults with HIV-associated lipodystrophy. Phase 3 trials report reductions in visceral fat of around 15%.',
  seo: {
    title: 'Tesamorelin Research Guide | Mechanisms, Research & Safety',
    description:
      'Evidence-based guide to tesamorelin (Egrifta): how it works, phase 3 trial results on visceral fat, reported dosing, side effects and regulatory status.',
    keywords: [
      'tesamorelin',
      'Egrifta',
      'tesamorelin visceral fat',
      'GHRH analog',
      'HIV-associated lipodystrophy',
      'tesamorelin dosing',
      'tesamorelin side effects',
    ],
  },
  datePublished: '2025-03-20',
  dateModified: '2026-11-26',
  sections: [
    {
      id: 'definition',
      heading: 'What Is Tesamorelin?',
      paragraphs: [
        'Tesamorelin is a synthetic analog of human growth hormone-releasing hormone (GHRH). The phase 3 reports describe it as a growth hormone-releasing factor analog given by once-daily injection [2]. Developed under the code name TH9507 by the Canadian company Theratechnologies, it is one of very few growth hormone-axis peptides to have completed phase 3 clinical trials.',
        'In November 2010 the US Food and Drug Administration approved tesamorelin, marketed as Egrifta, specifically for reducing excess abdominal fat in adults with HIV-associated lipodystrophy, a fat-redistribution condition linked to antiretroviral therapy. It is not approved for general weight loss, body composition or anti-ageing use, and it is not currently authorized as a medicine in the EU or the UK.',
      ],
    },
    {
      id: 'mechanisms',
      heading: 'How Tesamorelin Works',
      paragraphs: [
        "Tesamorelin binds GHRH receptors in the anterior pituitary and stimulates the body's own pulsatile release of growth hormone (GH), which in turn raises circulating insulin-like growth factor 1 (IGF-1). In the pivotal trial, IGF-1 rose by 81.0% over 26 weeks with tesamorelin, compared with a 5.0% fall on placebo [1]. Because the signal passes through the pituitary, the body's normal feedback controls remain largely in place, unlike with injected GH.",
        'GH promotes the breakdown of stored fat (lipolysis), and visceral fat, the deep fat packed around the abdominal organs, appears particularly responsive. In the phase 3 program, tesamorelin reduced visceral adipose tissue while subcutaneous fat under the skin was essentially unchanged [2]. That selectivity matters for people with lipodystrophy, who often already have fat loss in the face and limbs.',
      ],
      bullets: [
        'Class: stabilized GHRH (1-44) analog',
        'Target: GHRH receptor on the anterior pituitary',
        'Effect: increased endogenous GH and IGF-1 [1]',
        'Main measured outcome: visceral fat on CT scan',
        'Status: FDA-approved (Egrifta) for HIV-associated excess abdominal fat only',
      ],
    },
    {
      id: 'benefits',
      heading: 'What the Research Reports',
      paragraphs: [
        'In the phase 3 trial published in the New England Journal of Medicine, 412 people with HIV and excess abdominal fat received 2 mg of tesamorelin or placebo daily for 26 weeks. Visceral fat fell by 15.2% with tesamorelin and rose by 5.0% with placebo. Triglycerides and the ratio of total to HDL cholesterol also improved, and no significant differences in glucose measures were observed [1].',
        'A pooled analysis of two phase 3 trials covering 806 patients reported a treatment effect of about 15.4% less visceral fat at 26 weeks, with no significant change in subcutaneous abdominal fat. Patients who continued treatment for a further 26 weeks maintained the reduction, while the benefit was reported to fade in those switched to placebo, indicating that the effect depends on ongoing use [2].',
        'Later analyses linked the metabolic picture to the fat response. Across the phase 3 trials, tesamorelin was associated with visceral fat reductions of 15% to 20% over 6 to 12 months. Patients whose visceral fat fell by at least 8% had improved triglyceride levels and relatively unchanged glucose control, whereas non-responders showed some worsening of glucose measures [3].',
      ],
      // From each paragraph's cited sources: see the source list below.
      evidence: [['human-trial'], ['human-trial'], ['human-trial']],
    },
    {
      id: 'dosing',
      heading: 'Dosing Reported in Research',
      paragraphs: [
        "The approved and trial-tested regimen is 2mg daily by subcutaneous injection, usually into the abdomen [1][2]. Commonly reported clinical protocols describe injecting in the evening, to align with the body's natural overnight GH release, although the pivotal trials did not require a particular time of day. Injection sites are rotated to reduce local skin reactions.",
        'Our client’s protocols expect measurable benefits after 3-6 months; that is their clinical rule of thumb, not a trial result. In the phase 3 program the primary endpoint was assessed at 26 weeks, and a visceral fat reduction up to 15-20% was reported over 6 to 12 months of continuous treatment [2][3]. Because the effect fades when treatment stops, protocols treat tesamorelin as an ongoing therapy, with IGF-1 and blood glucose monitored along the way.',
        'Research use only. The figures above summarise what published studies and protocols report; they are not a recommendation or medical advice, and our staff are not doctors. Consult a licensed physician before making any health decision.',
      ],
    },
    {
      id: 'safety',
      heading: 'Safety, Side Effects and Regulatory Status',
      paragraphs: [
        'In clinical trials the most commonly reported side effects were injection-site reactions such as redness, itching or pain, joint pain, muscle aches, swelling of the hands and feet, and tingling or numbness, effects consistent with raised GH [2]. Overall adverse event rates were similar to placebo in the pivotal trial, although more people stopped tesamorelin because of an adverse event [1]. Hypersensitivity reactions and rises in blood glucose have also been reported.',
        'In a 12-week randomized trial in people with type 2 diabetes, tesamorelin at 1 or 2 mg daily did not significantly alter insulin response or overall glucose control compared with placebo, although diabetes still warrants careful monitoring [4]. Prescribing information lists pregnancy, disruption of the hypothalamic-pituitary axis (for example after pituitary surgery, head irradiation or head trauma), active malignancy and known hypersensitivity as contraindications.',
        'Tesamorelin is a prescription-only medicine in the US, and any use outside its approved indication is off-label. GHRH and its analogs are prohibited at all times under class S2 of the World Anti-Doping Agency (WADA) Prohibited List. It is not suitable for anyone who is pregnant or breastfeeding, has active cancer, or is under 18; our services are for adults 18+ only.',
      ],
      bullets: [
        'FDA-approved only for excess abdominal fat in HIV-associated lipodystrophy',
        'Common effects: injection-site reactions, joint pain, swelling, tingling [2]',
        'Monitor IGF-1 and blood glucose during use',
        'Contraindicated in pregnancy, pituitary disruption and active cancer',
        'Prohibited for athletes under WADA class S2',
      ],
    },
    {
      id: 'extra',
      heading: 'Frequently Asked: Does Tesamorelin Work for General Weight Loss?',
      paragraphs: [
        'The phase 3 evidence comes from people with HIV and excess abdominal fat, and the effect measured was selective for visceral fat rather than total body weight or subcutaneous fat [1][2]. Studies in other groups, such as people with type 2 diabetes, were designed mainly to test safety [4]. Whether tesamorelin offers meaningful benefits for healthy adults or for general obesity has not been established in controlled trials.',
        "People without HIV who are concerned about visceral fat should note that lifestyle measures and approved weight-management medicines have far larger evidence bases for general use. Tesamorelin's narrow approval reflects where it has actually been tested, and any off-label use depends on a prescribing physician's judgment.",
      ],
    },
  ],
  sources: [
    {
      authors: 'Falutz J, Allas S, Blot K, et al.',
      title: 'Metabolic effects of a growth hormone-releasing factor in patients with HIV',
      journal: 'New England Journal of Medicine',
      year: 2007,
      pmid: '18057338',
    },
    {
      authors: 'Falutz J, Mamputu JC, Potvin D, Moyle G, Soulban G, Loughrey H, Marsolais C, Turner R, Grinspoon S.',
      title:
        'Effects of tesamorelin (TH9507), a growth hormone-releasing factor analog, in human immunodeficiency virus-infected patients with excess abdominal fat: a pooled analysis of two multicenter, double-blind placebo-controlled phase 3 trials with safety extension data',
      journal: 'Journal of Clinical Endocrinology and Metabolism',
      year: 2010,
      pmid: '20554713',
      doi: '10.1210/jc.2010-0490',
    },
    {
      authors: 'Stanley TL, Falutz J, Marsolais C, et al.',
      title:
        'Reduction in Visceral Adiposity Is Associated With an Improved Metabolic Profile in HIV-Infected Patients Receiving Tesamorelin',
      journal: 'Clinical Infectious Diseases',
      year: 2012,
      pmid: '22495074',
      doi: '10.1093/cid/cis251',
    },
    {
      authors: 'Clemmons DR, Miller S, Mamputu JC.',
      title:
        'Safety and metabolic effects of tesamorelin, a growth hormone-releasing factor analogue, in patients with type 2 diabetes: A randomized, placebo-controlled trial',
      journal: 'PLoS ONE',
      year: 2017,
      doi: '10.1371/journal.pone.0179538',
    },
  ],
};

export default guide;
