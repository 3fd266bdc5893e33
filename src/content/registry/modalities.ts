// Recovery modalities: cold, red light, sleep, compression, nutrition and hydration. These are not drugs: their
// "how long" and "how often" are protocol figures the site states, answered directly (never refused as a dose).
// answers.test.ts checks each figure against the text of the pages it comes from, so the site and the registry agree.

export type ModalityKey = 'cold' | 'red_light' | 'sleep' | 'compression' | 'nutrition_hydration';

export type Modality = {
  key: ModalityKey;
  name: string;
  /** Lower-case phrases that name it (whole words, after normalising). */
  words: string[];
  /** The page that covers it best, and its sections by kind. */
  page: string;
  sections: { what?: string; research?: string; protocol: string; safety?: string };
  /** What it is, in one sentence. */
  summary: string;
  /** Protocol figures as the site states them. */
  duration: string;
  frequency?: string;
  temperature?: string;
  distance?: string;
  /** Extra protocol notes (first sessions, timing). */
  notes: string[];
  /** Who it suits and who should avoid it or check first, as the site says. */
  forWhom: string;
  avoid: string[];
  /** The same name and protocol figures in Arabic, for Arabic questions (answers.test.ts checks the figures match). */
  /** The protocol's figures in Arabic; `start` is how first sessions begin, `caution` the page's safety line. */
  arabic: { name: string; duration: string; frequency?: string; temperature?: string; distance?: string; start?: string; caution?: string };
};

export const MODALITIES: readonly Modality[] = [
  {
    key: 'cold',
    name: 'Cold therapy',
    words: [
      'cold plunge',
      'cold plunges',
      'cold plunging',
      'plunge',
      'plunges',
      'ice bath',
      'ice baths',
      'cold therapy',
      'cold water immersion',
      'cold immersion',
      'cold shower',
      'cold showers',
      'cryotherapy',
      'cold exposure',
      'cold tub',
      'cold water',
      // "And the cold one?" after another method: the cold sessions.
      'cold one',
      'cold ones',
      'cold session',
      'cold sessions',
      'cold stuff',
    ],
    page: '/education/cold-therapy',
    sections: {
      what: '/education/cold-therapy#what-is-cold-therapy',
      research: '/education/cold-therapy#research-findings',
      protocol: '/education/cold-therapy#protocol',
      safety: '/education/cold-therapy#safety',
    },
    summary:
      'Cold therapy means deliberately exposing the body to cold for a short, controlled period: cold plunges and ice baths, cold showers or cryotherapy chambers.',
    duration: '2-15 minutes',
    temperature: '10-15°C',
    arabic: {
      name: 'العلاج بالبرودة (الغطس البارد)',
      duration: '2-15 دقيقة',
      temperature: '10-15 درجة مئوية',
      start: 'في الجلسات الأولى: ابدأ بدقيقة إلى دقيقتين وزِد المدة تدريجيًا على مدى عدة أسابيع.',
      caution: 'لا تغطس وحدك أبدًا، واخرج فورًا إذا شعرت بخدر أو تشوش أو ألم في الصدر أو رجفة لا تستطيع التحكم بها.',
    },
    notes: [
      'First sessions: start with 1-2 minutes and add time over several weeks.',
      'Regular cold immersion straight after strength or muscle-building sessions may blunt gains, so many people keep plunges to other times or days.',
      'Never plunge alone; get out at once if you feel numbness, confusion, chest pain or shivering you cannot control.',
    ],
    forWhom:
      'adults who want a recovery routine after endurance work, competition or on rest days; the research found the best results for soreness with water at 10-15°C for 10-15 minutes',
    avoid: [
      'Heart disease, arrhythmia or high blood pressure',
      "Raynaud's phenomenon, cold urticaria or poor circulation",
      'Pregnancy',
      'Epilepsy or a history of fainting',
      'After alcohol, or when unwell or exhausted',
      'Anyone under 18',
    ],
  },
  {
    key: 'red_light',
    name: 'Red light therapy',
    words: [
      'red light',
      'red light therapy',
      'red-light',
      'photobiomodulation',
      'pbm',
      'near infrared',
      'near-infrared',
      'led panel',
      'light panel',
      'light therapy',
      'infrared light',
    ],
    page: '/education/red-light',
    sections: {
      what: '/education/red-light#what-is-photobiomodulation',
      research: '/education/red-light#research',
      protocol: '/education/red-light#protocol',
      safety: '/education/red-light#safety',
    },
    summary:
      'Red light therapy (photobiomodulation) uses red or near-infrared light at low power, usually from LED panels, to produce a biological effect in cells without heating tissue.',
    duration: '5-20 minutes per area',
    frequency: '3-5 sessions a week',
    distance: '6-12 inches from the panel',
    arabic: {
      name: 'العلاج بالضوء الأحمر',
      duration: '5-20 دقيقة لكل منطقة',
      frequency: '3-5 جلسات في الأسبوع',
      distance: 'على بعد 6-12 إنشًا من اللوحة',
    },
    notes: [
      'Skin clean and free of lotions or sunscreen.',
      'Before training for performance, or after training for recovery.',
      'Regular sessions matter more than long ones; always follow your device instructions.',
    ],
    forWhom: 'adults interested in muscle recovery, skin and collagen research who want a quick, passive routine',
    avoid: [
      'Wear the supplied goggles and never stare into the LEDs',
      'Check with a clinician first if you take photosensitizing medication or have a light-sensitive condition',
      'Seek advice before use during pregnancy or over any area with a history of cancer',
      'Stop if your skin becomes hot, red or irritated',
    ],
  },
  {
    key: 'sleep',
    name: 'Sleep optimization',
    words: [
      'sleep',
      'sleeping',
      'sleep optimization',
      'sleep optimisation',
      'bedtime',
      'rest and sleep',
      'before bed',
      'screens off',
      'screen time',
      'blue light',
      'lights out',
    ],
    page: '/recovery',
    sections: { protocol: '/recovery#modalities' },
    summary: 'Sleep is the foundation of recovery; consistent timing matters as much as total hours.',
    duration: '7-9 hours',
    frequency: 'every night, at consistent times',
    arabic: { name: 'تحسين النوم', duration: '7-9 ساعات', frequency: 'كل ليلة، في أوقات ثابتة' },
    notes: ['In a cool, dark room, with screens off before bed.'],
    forWhom: 'everyone who trains: it supports muscle repair and adaptation, focus, mood and appetite',
    avoid: [],
  },
  {
    key: 'compression',
    name: 'Compression and mobility',
    words: ['compression', 'compression boots', 'compression garments', 'normatec', 'mobility', 'mobility work'],
    page: '/recovery',
    sections: { protocol: '/recovery#modalities' },
    summary: 'Compression boots or garments plus light mobility work to ease stiffness after long or intense sessions.',
    duration: '20-30 minutes',
    frequency: 'after hard sessions, and easy to do on rest days',
    arabic: { name: 'الضغط والحركة', duration: '20-30 دقيقة', frequency: 'بعد الحصص الشاقة، ويسهل القيام به في أيام الراحة' },
    notes: ['Then 10 minutes of gentle mobility drills.'],
    forWhom: 'people who feel leg fatigue or stiffness after long or intense sessions',
    avoid: [],
  },
  {
    key: 'nutrition_hydration',
    name: 'Nutrition and hydration',
    words: [
      'hydration',
      'electrolytes',
      'post workout meal',
      'post-workout meal',
      'refuel',
      'refueling',
      'eat/drink',
      'eat or drink',
      'eat and drink',
      'eat after training',
      'drink after training',
      'eat after a workout',
      'eat after lifting',
    ],
    page: '/recovery',
    sections: { protocol: '/recovery#modalities' },
    summary: 'Protein, carbohydrate and fluids after training give your body what it needs to recover, especially in hot climates.',
    duration: 'every day',
    frequency: 'after every training session',
    arabic: { name: 'التغذية والترطيب', duration: 'كل يوم', frequency: 'بعد كل حصة تدريب' },
    notes: ['A protein-rich meal with carbohydrates after training; replace fluids and electrolytes lost in sweat.'],
    forWhom: 'everyone who trains, especially in hot climates',
    avoid: [],
  },
];

export const modalityByKey = new Map(MODALITIES.map((m) => [m.key, m]));

/**
 * Recovery methods visitors ask about that the site does not cover: the assistant says so and offers the team, and
 * never answers with the nearest method it does cover ("infrared sauna" is not red light).
 */
export const UNCOVERED_MODALITIES: readonly { name: string; words: readonly string[] }[] = [
  { name: 'saunas', words: ['sauna', 'saunas', 'infrared sauna', 'steam room', 'hammam'] },
  { name: 'massage', words: ['massage', 'massages', 'sports massage', 'deep tissue'] },
  { name: 'hyperbaric oxygen', words: ['hyperbaric', 'hbot', 'oxygen chamber'] },
  { name: 'float tanks', words: ['float tank', 'float tanks', 'flotation', 'floatation', 'sensory deprivation'] },
  { name: 'acupuncture', words: ['acupuncture', 'dry needling', 'cupping'] },
  { name: 'hot tubs', words: ['hot tub', 'jacuzzi'] },
];
