import type { Guide } from '../schema';

const guide: Guide = {
  slug: 'tirzepatide',
  name: 'Tirzepatide',
  headline: 'Tirzepatide: Research Guide to the Dual GIP and GLP-1 Agonist',
  summary:
    'Tirzepatide is an FDA-approved once-weekly GIP and GLP-1 receptor agonist, prescribed as Mounjaro for type 2 diabetes and as Zepbound for chronic weight management.',
  seo: {
    title: 'Tirzepatide Research Guide | Mechanism, Trials & Safety',
    description:
      'Evidence-based guide to tirzepatide (Mounjaro, Zepbound): how the dual GIP/GLP-1 agonist works, SURMOUNT trial results, dose escalation and safety.',
    keywords: [
      'tirzepatide',
      'Mounjaro',
      'Zepbound',
      'GIP GLP-1 agonist',
      'SURMOUNT-1',
      'tirzepatide weight loss research',
      'tirzepatide side effects',
      'tirzepatide dose escalation',
    ],
  },
  datePublished: '2025-02-18',
  dateModified: '2026-11-26',
  sections: [
    {
      id: 'definition',
      heading: 'What Is Tirzepatide?',
      paragraphs: [
        'Tirzepatide is a once-weekly injectable peptide that activates two gut-hormone receptors, those for glucose-dependent insulinotropic polypeptide (GIP) and glucagon-like peptide-1 (GLP-1), whereas semaglutide is a selective GLP-1 receptor agonist [4]. Tirzepatide was developed by Eli Lilly and studied early on under the code LY3298176 [2].',
        'Tirzepatide is an approved prescription medicine. The FDA approved it as Mounjaro in 2022 to improve blood sugar control in adults with type 2 diabetes, and as Zepbound in 2023 for chronic weight management in adults with obesity, or overweight with at least one weight-related condition, alongside diet and physical activity. It is also authorized in the UK and EU under the Mounjaro name.',
      ],
    },
    {
      id: 'mechanisms',
      heading: 'How Tirzepatide Works',
      paragraphs: [
        'GLP-1 and GIP are incretins: hormones released from the gut after eating that amplify insulin secretion when blood sugar is raised. Tirzepatide mimics both. GLP-1 receptor activation is known to reduce appetite, slow stomach emptying and lower glucagon, while GIP receptor activation adds to glucose-dependent insulin release and is thought to influence fat tissue metabolism and appetite signaling.',
        'In a 26-week phase 2 trial in type 2 diabetes, tirzepatide produced larger reductions in HbA1c and body weight than dulaglutide, a GLP-1-only drug, supporting the idea that adding GIP activity contributes beyond GLP-1 alone [2]. The molecule is engineered to circulate for a long time, with a half-life of roughly five days, which allows a single injection each week.',
      ],
      bullets: [
        'Dual agonist at the GIP and GLP-1 receptors',
        'Reduces appetite and food intake',
        'Slows gastric emptying, most noticeably early in treatment',
        'Enhances glucose-dependent insulin release and lowers glucagon',
        'Half-life of about five days supports once-weekly dosing',
      ],
    },
    {
      id: 'benefits',
      heading: 'What the Research Reports',
      paragraphs: [
        'SURMOUNT-1, a 72-week phase 3 trial in 2,539 adults with obesity or overweight but without diabetes, reported mean weight changes of -15.0%, -19.5% and -20.9% with 5 mg, 10 mg and 15 mg weekly, compared with -3.1% with placebo [1]. At the 10 mg and 15 mg doses, 50% and 57% of participants lost 20% or more of their body weight. Weight loss of 15-22% is the range commonly quoted for tirzepatide at maintenance doses; it is a rounded summary across studies, not the result of this or any single trial.',
        'SURMOUNT-4 looked at what happens when treatment continues or stops [3]. After 36 weeks of open-label tirzepatide, participants had lost an average of 20.9% of their body weight. Those who continued lost a further 5.5% over the next 52 weeks, while those switched to placebo regained 14.0%, indicating that the effect depends on ongoing treatment.',
        'SURMOUNT-1 also reported improvements in cardiometabolic measures such as waist circumference, blood pressure and lipids [1]. In type 2 diabetes, the 40-week SURPASS-2 trial of 1,879 patients reported HbA1c reductions of 2.01 to 2.30 percentage points with tirzepatide, alongside weight loss of up to 11.2 kg [4]. Our client’s protocol notes describe the SURPASS and SURMOUNT phase 3 programs as having enrolled over 15,000 trial participants in total; that total is their summary, not a figure from the trials cited here, which enrolled 2,539 [1], 783 [3] and 1,879 [4] people.',
      ],
      // From each paragraph's cited sources: see the source list below.
      evidence: [['human-trial'], ['human-trial'], ['human-trial']],
    },
    {
      id: 'dosing',
      heading: 'Dosing and Administration',
      paragraphs: [
        'The approved labeling for both brands uses a gradual escalation designed to limit gastrointestinal side effects; SURMOUNT-1, for example, included a 20-week dose-escalation period [1]. Treatment starts at 2.5mg weekly for 4 weeks, a dose intended to improve tolerability rather than to produce the full effect. The dose is then raised in 2.5 mg steps, at least 4 weeks apart, to a maintenance dose of 5, 7.5, 10, 12.5 or 15mg weekly, depending on response and tolerability.',
        'Tirzepatide is injected subcutaneously once a week, on the same day each week, at any time of day, with or without meals. The labeled injection sites are the abdomen, thigh or upper arm, with the site rotated each week. Under label guidance, a missed dose can be taken within 4 days; after that it is skipped and the usual schedule resumes.',
        'Research use only. The figures above summarise what published studies and protocols report; they are not a recommendation or medical advice, and our staff are not doctors. Consult a licensed physician before making any health decision.',
      ],
    },
    {
      id: 'safety',
      heading: 'Safety, Side Effects and Regulatory Status',
      paragraphs: [
        'The most common side effects are gastrointestinal: nausea, diarrhea, vomiting, constipation, indigestion and abdominal discomfort. In SURPASS-2 they were primarily mild to moderate in severity [4], and SURMOUNT-1 raised the dose gradually over a 20-week escalation period [1]. In SURMOUNT-1, about 6% of participants on 15 mg stopped treatment because of adverse events, compared with 2.6% on placebo [1].',
        'The US label carries a boxed warning because tirzepatide caused thyroid C-cell tumors in rats; whether it does so in humans is unknown. Other labeled warnings include pancreatitis, gallbladder disease, low blood sugar when combined with insulin or sulfonylureas, kidney problems linked to dehydration, and reduced effectiveness of oral contraceptives after starting treatment and after each dose increase.',
        'Tirzepatide is a prescription-only medicine and should be used only under the care of a licensed clinician. Compounded or online research-grade versions are not the approved product and have not been evaluated by regulators. Our services are for adults 18+. It is contraindicated or unsuitable for the groups below.',
      ],
      bullets: [
        'Anyone under 18',
        'Personal or family history of medullary thyroid carcinoma or MEN2',
        'Pregnancy, planned pregnancy or breastfeeding',
        'Known serious hypersensitivity to tirzepatide',
        'History of pancreatitis or severe gastrointestinal disease, such as gastroparesis, without specialist advice',
      ],
    },
    {
      id: 'extra',
      heading: 'Frequently Asked',
      paragraphs: [
        'Is tirzepatide the same as semaglutide? No. Semaglutide acts only on the GLP-1 receptor, while tirzepatide also activates the GIP receptor. A head-to-head trial in type 2 diabetes reported greater HbA1c and weight reductions with tirzepatide than with semaglutide 1 mg, but individual responses vary and the choice between them is a clinical decision [4].',
        'What happens if treatment stops? In SURMOUNT-4, participants switched to placebo regained a substantial share of the weight they had lost, while those who continued maintained and extended their loss [3]. Obesity is generally managed as a long-term condition, so plans for maintenance or stopping should be made with a physician.',
      ],
    },
  ],
  sources: [
    {
      authors: 'Jastreboff AM, Aronne LJ, Ahmad NN, et al.',
      title: 'Tirzepatide Once Weekly for the Treatment of Obesity',
      journal: 'New England Journal of Medicine',
      year: 2022,
      doi: '10.1056/NEJMoa2206038',
    },
    {
      authors: 'Frias JP, Nauck MA, Van J, et al.',
      title:
        'Efficacy and safety of LY3298176, a novel dual GIP and GLP-1 receptor agonist, in patients with type 2 diabetes: a randomised, placebo-controlled and active comparator-controlled phase 2 trial',
      journal: 'The Lancet',
      year: 2018,
      doi: '10.1016/S0140-6736(18)32260-8',
    },
    {
      authors: 'Aronne LJ, Sattar N, Horn DB, et al.',
      title:
        'Continued Treatment With Tirzepatide for Maintenance of Weight Reduction in Adults With Obesity: The SURMOUNT-4 Randomized Clinical Trial',
      journal: 'JAMA',
      year: 2024,
      doi: '10.1001/jama.2023.24945',
    },
    {
      authors: 'Frías JP, Davies MJ, Rosenstock J, et al.; SURPASS-2 Investigators.',
      title: 'Tirzepatide versus Semaglutide Once Weekly in Patients with Type 2 Diabetes',
      journal: 'New England Journal of Medicine',
      year: 2021,
      doi: '10.1056/NEJMoa2107519',
    },
  ],
};

export default guide;
