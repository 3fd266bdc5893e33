import type { PageIntro, RecoveryMethod, Stat } from '../schema';

export const recoveryPage: PageIntro = {
  seo: {
    title: 'Recovery Modalities & Protocols | Oasis Peptide Lab',
    description:
      'Six recovery modalities with clear protocols: cold therapy, red light, peptide research support, sleep, compression and mobility, and nutrition.',
    keywords: [
      'recovery modalities',
      'cold therapy',
      'red light therapy',
      'sleep optimization',
      'recovery peptides',
      'athlete recovery Dubai',
    ],
  },
  eyebrow: 'Recovery',
  heading: 'Recover better, train more consistently',
  intro:
    'Recovery is where training turns into progress. These six modalities each come with a simple protocol, and we can combine them into a personalized plan for you.',
};

export const recoveryModalities: RecoveryMethod[] = [
  {
    icon: 'snowflake',
    title: 'Cold Therapy',
    duration: '2-15 minutes',
    description: 'Cold plunges and cold showers after training. Research suggests cold exposure may reduce perceived muscle soreness.',
    benefits: ['May reduce perceived soreness', 'Boosts alertness', 'Builds tolerance to discomfort'],
    protocol: 'Cold plunge at 10-15°C. Start with 1-2 minutes and build gradually toward 2-15 minutes as you adapt.',
  },
  {
    icon: 'sun',
    title: 'Red Light Therapy',
    duration: '10-20 minutes',
    description: 'Red and near-infrared light panels, studied for muscle recovery, skin health and collagen.',
    benefits: ['Studied for muscle recovery', 'Skin and collagen research', 'Quick, passive routine'],
    protocol: 'Position the panel 6-12 inches from your skin for 10-20 minutes, 3-5 sessions a week.',
  },
  {
    icon: 'flask',
    title: 'Peptide Support',
    duration: 'Per research protocol',
    description: 'Research compounds such as BPC-157 and TB-500, studied in animal models of soft-tissue repair. For research use only.',
    benefits: ['Reviewed against the published research', '99%+ purity compounds', 'Discussed in consultation'],
    protocol: 'Reviewed with our team in consultation; products are research use only and nothing here is medical advice.',
  },
  {
    icon: 'moon',
    title: 'Sleep Optimization',
    duration: '7-9 hours',
    description: 'Sleep is the foundation of recovery. Consistent timing matters as much as total hours.',
    benefits: ['Supports muscle repair and adaptation', 'Sharper focus and mood', 'Steadier appetite'],
    protocol: 'Aim for 7-9 hours at consistent times, in a cool, dark room, with screens off before bed.',
  },
  {
    icon: 'activity',
    title: 'Compression & Mobility',
    duration: '20-30 minutes',
    description: 'Compression boots or garments plus light mobility work to ease stiffness after long or intense sessions.',
    benefits: ['May ease perceived leg fatigue', 'Maintains range of motion', 'Easy to do on rest days'],
    protocol: 'Use compression for 20-30 minutes after hard sessions, then 10 minutes of gentle mobility drills.',
  },
  {
    icon: 'droplet',
    title: 'Nutrition & Hydration',
    duration: 'Every day',
    description: 'Protein, carbohydrate and fluids after training give your body what it needs to recover, especially in hot climates.',
    benefits: ['Refuels energy stores', 'Supports muscle repair', 'Replaces fluids and electrolytes'],
    protocol: 'Eat a protein-rich meal with carbohydrates after training and replace fluids and electrolytes lost in sweat.',
  },
];

export const recoveryStats: Stat[] = [
  {
    number: '24/7',
    label: 'Monitoring',
    description:
      'Log your progress and message us at any hour, with our AI assistant always on; our team reviews messages during business hours and replies within 24 hours.',
  },
  {
    number: '15+',
    label: 'Modalities',
    description: 'From cold exposure and red light to sleep, nutrition and peptide research support.',
  },
  {
    number: '100%',
    label: 'Personalized',
    description: 'Every recovery plan is built around your goals, training and schedule.',
  },
];
