// Arabic versions of the fixed replies: safety messages, the handoff offer, greetings and "not covered" answers.
// Content answers stay English (the library is written in English) with the one-line note below.
import { company } from '../../content/company';
import { researchCategories } from '../../content/site/solutions-subpages';
import { REGIONS, serviceEntry, type Modality, type Region, type RegistryCompound, type ServiceKey } from '../../content/registry';

export const CONTENT_NOTE = '_ملاحظة: محتوى مكتبتنا متوفر باللغة الإنجليزية فقط، لذلك الإجابة التالية بالإنجليزية._';

const EMERGENCY = `**قد تكون هذه حالة طبية طارئة. يرجى طلب المساعدة الآن.**

اتصل برقم الطوارئ المحلي أو توجّه إلى أقرب قسم طوارئ:
- الإمارات: 998 (الإسعاف) أو 999
- الولايات المتحدة: 911
- المملكة المتحدة: 999
- الاتحاد الأوروبي: 112

إذا كان الشخص فاقدًا للوعي أو يعاني من صعوبة في التنفس أو رد فعل تحسسي شديد، فاتصل فورًا واتبع تعليمات المسعف. أنا مساعد ذكاء اصطناعي ولا أستطيع المساعدة في حالات الطوارئ، فلا تنتظر ردًا عبر الإنترنت.`;

const SELF_HARM = `أنا آسف جدًا لما تمر به. لست وحدك، والتحدث مع شخص ما الآن يمكن أن يساعد.

- الإمارات: اتصل بخط الدعم النفسي 800 HOPE (800 4673)
- الولايات المتحدة: اتصل أو أرسل رسالة إلى 988
- المملكة المتحدة: اتصل بـ Samaritans على 116 123 مجانًا في أي وقت
- الاتحاد الأوروبي: اتصل بـ 112 أو بخط الأزمات المحلي في بلدك

إذا كنت في خطر مباشر، اتصل بالطوارئ الآن: الإمارات 999، الولايات المتحدة 911، المملكة المتحدة 999، الاتحاد الأوروبي 112. وإن استطعت، تواصل مع شخص تثق به وأخبره بما تشعر به.`;

const MINOR = `شكرًا لإخبارنا. خدماتنا ومنتجاتنا وهذا المساعد مخصصة للبالغين من عمر 18 عامًا فما فوق، لذلك لا يمكنني المساعدة في المنتجات أو البروتوكولات أو الاستشارات لأي شخص دون 18 عامًا. للأسئلة المتعلقة بالصحة أو التدريب أو النمو، يرجى التحدث مع أحد الوالدين أو الوصي وطبيب تثق به.`;

const INSTRUCTIONS = `لا يمكنني مشاركة التعليمات التي أعمل بها أو تغييرها، وأنا مساعد ذكاء اصطناعي ولست طبيبًا. يسعدني الإجابة عن أسئلتك حول أدلتنا البحثية والتعافي والأداء وخدماتنا.`;

const PERSONAL = `لا يمكنني أن أوصي بجرعة أو بروتوكول أو خطة علاجية لك شخصيًا. أنا مساعد ذكاء اصطناعي ولست طبيبًا، وفريقنا ليسوا أطباء أيضًا. تُباع منتجاتنا للاستخدام البحثي فقط وليست للاستخدام البشري.

أدلتنا البحثية (/education/peptides) تشرح ما استخدمته الدراسات المنشورة كمعلومات بحثية فقط. يمكنك [حجز استشارة](/solutions/consultations) أو [التواصل مع فريقنا](/contact)، ولأي قرار يخص صحتك يرجى استشارة طبيب مرخّص.`;

const CAUTION = `لا يمكنني أن أحدد ما إذا كان ذلك آمنًا لك أثناء الحمل أو الرضاعة أو مع دواء موصوف: يرجى سؤال الطبيب أو الصيدلي الذي يصف لك العلاج (prescriber) قبل الجمع بين أي شيء معه. لم تُدرس هذه التداخلات بشكل كافٍ. تُباع منتجاتنا للاستخدام البحثي فقط. يمكنك [التواصل مع فريقنا](/contact).`;

const CURE = `لا. لا شيء في هذا الموقع يعالج أي مرض أو يشفيه أو يمنعه (does not treat or cure any disease)، ولا نقدم أي ادعاءات طبية: منتجاتنا للاستخدام البحثي فقط. إذا كانت لديك حالة مشخّصة، يرجى التحدث مع طبيبك عن العلاجات المعتمدة لها.`;

export const GREETING = `مرحبًا! أنا مساعد Oasis Peptide Lab. يمكنني شرح ما تذكره الأبحاث المنشورة عن المركبات في أدلتنا، وطرق التعافي مثل الغطس البارد والضوء الأحمر، وكيف تعمل استشاراتنا. بماذا يمكنني مساعدتك؟`;
export const THANKS = `على الرحب والسعة! إذا كان لديك أي سؤال آخر عن الببتيدات أو التعافي أو خدماتنا، فلا تتردد.`;
export const OFF_TOPIC = `هذا خارج ما يمكنني المساعدة فيه: أنا مساعد Oasis Peptide Lab وأجيب عن الببتيدات البحثية والتعافي والأداء وخدماتنا. إذا أردت التحدث مع شخص، [تواصل مع فريقنا](/contact).`;
export const NO_ANSWER = `لم أجد ذلك في مكتبتنا، ولا أريد التخمين. يمكن لفريقنا المساعدة: [تواصل معنا](/contact) ونرد خلال 24 ساعة.`;

const BY_KIND: Record<string, string> = {
  emergency: EMERGENCY,
  self_harm: SELF_HARM,
  minor: MINOR,
  instructions: INSTRUCTIONS,
  personal_medical: PERSONAL,
  caution: CAUTION,
  cure: CURE,
};

/** The Arabic safety message for a kind (the English text when there is none). */
export function safetyText(kind: string, english: string): string {
  return BY_KIND[kind] ?? english;
}

// ---- Fixed business facts in Arabic, read from the business facts and the registry (never written here) ----

const AR_DAYS: Record<string, string> = { 'Mon-Fri': 'من الاثنين إلى الجمعة', Sat: 'السبت', Sun: 'الأحد' };
const arTime = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h < 12 ? 'صباحًا' : 'مساءً';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${suffix}`;
};

/** Opening hours, one line per day group, from company.hours. */
export function hoursText(): string {
  const lines = company.hours.map((h) =>
    h.opens && h.closes
      ? `- ${AR_DAYS[h.days] ?? h.days}: ${arTime(h.opens)} - ${arTime(h.closes)} بتوقيت الخليج`
      : `- ${AR_DAYS[h.days] ?? h.days}: مغلق`,
  );
  return `ساعات العمل:\n${lines.join('\n')}\n\nيمكنك مراسلتنا في أي وقت، ونرد خلال 24 ساعة.`;
}

const weekdays = company.hours[0];
const weekdayLine =
  weekdays.opens && weekdays.closes
    ? `${AR_DAYS[weekdays.days]}، ${arTime(weekdays.opens)} - ${arTime(weekdays.closes)} بتوقيت الخليج`
    : '';

export const HANDOFF = `بالتأكيد، يمكن لفريقنا متابعة سؤالك. استخدم زر "اسأل فريقنا" لإرسال هذه المحادثة إليهم مع اسمك وبريدك الإلكتروني، أو [تواصل معنا](/contact)، أو اتصل على ${company.phone.display} (${weekdayLine}). نرد خلال 24 ساعة.`;

/** "Can I call you on Saturday?": not by phone; the line is staffed on weekdays only. */
export const PHONE_WEEKDAYS_ONLY = `لا يمكن الاتصال هاتفيًا في عطلة نهاية الأسبوع: خط الهاتف (${company.phone.display}) متاح ${weekdayLine} فقط. يوم السبت يكون المكتب مفتوحًا ويرد الفريق على الرسائل، ويمكنك مراسلتنا في أي وقت.`;

/** The Arabic reply for a business fact, or null when the fact has no fixed Arabic reply (the English answer follows a note). */
export function factText(
  aspect: string,
  consultation?: { initial: { price: string; duration: string }; followUp: { price: string; duration: string } },
): string | null {
  switch (aspect) {
    case 'hours':
      return hoursText();
    case 'human_use':
      return 'لا: منتجاتنا للاستخدام البحثي فقط، وليست مخصصة للاستهلاك البشري أو لتشخيص أي مرض أو علاجه أو شفائه أو الوقاية منه. المعلومات في هذا الموقع تعليمية وليست نصيحة طبية، وفريقنا ليسوا أطباء، وخدماتنا للبالغين من عمر 18 عامًا فما فوق. تختلف القوانين بين الإمارات والولايات المتحدة والمملكة المتحدة والاتحاد الأوروبي: راجع [الوضع القانوني حسب المنطقة](/education/peptides#legal-status).';
    case 'contact':
      return `يمكنك التواصل معنا عبر:\n- البريد الإلكتروني: ${company.email} (نرد خلال 24 ساعة)\n- الهاتف: ${company.phone.display} (${weekdayLine})\n- نموذج [صفحة التواصل](/contact)`;
    case 'location':
      return `مقرنا في ${company.address.locality} (واحة دبي للسيليكون)، دبي، الإمارات العربية المتحدة: ${company.address.street}. نخدم العملاء في الإمارات والولايات المتحدة والمملكة المتحدة والاتحاد الأوروبي، مع استشارات عن بُعد حول العالم.`;
    case 'online':
      return 'تُعقد الاستشارات عن بُعد، لذلك يمكنك الانضمام من أي مكان في العالم، ويمكن أيضًا عقدها حضوريًا في دبي. يمكنك [حجز مكالمة](/book) أو [التواصل معنا](/contact).';
    case 'who_for':
      return audienceText();
    case 'age':
      return 'يجب أن يكون عمرك 18 عامًا أو أكثر: خدماتنا مخصصة للبالغين فقط، ومنتجاتنا للاستخدام البحثي فقط.';
    // "Do I have to pay online when I book?" (the booking page's "book now, pay later").
    case 'pay_later':
      return 'لا: احجز الآن وادفع لاحقًا، فلا يُدفع أي مبلغ عبر الإنترنت عند الحجز. نرسل لك تفاصيل الدفع بالبريد الإلكتروني قبل موعدك، ويمكنك الإلغاء مجانًا. [احجز مكالمة](/book)';
    case 'booking':
      return consultation
        ? `نعم، يمكنك [حجز مكالمة من هنا](/book). الخيارات:\n- استشارة مجانية: مكالمة تعريفية قصيرة بدون أي التزام\n- الاستشارة الأولى: ${consultation.initial.duration.replace('minutes', 'دقيقة')}، ${consultation.initial.price}\n- جلسة المتابعة: ${consultation.followUp.duration.replace('minutes', 'دقيقة')}، ${consultation.followUp.price}`
        : null;
    case 'price':
      return consultation
        ? `- الاستشارة الأولى: ${consultation.initial.price} (${consultation.initial.duration.replace('minutes', 'دقيقة')})\n- جلسة المتابعة: ${consultation.followUp.price} (${consultation.followUp.duration.replace('minutes', 'دقيقة')})\n${otherPrices()}\n\nالتفاصيل في [صفحة الحلول](/solutions).`
        : null;
    default:
      return null;
  }
}

const AR_SERVICE: Record<string, string> = {
  stack: 'باقات الببتيدات',
  nutrition: 'خطط التغذية',
  dosing_system: 'أنظمة الجرعات',
};
/** One service's starting price in Arabic ("وكم سعرها؟" after the nutrition plans), from the registry; null when it has none. */
export function servicePriceText(key: string, variant?: string): string | null {
  const name = AR_SERVICE[key];
  const e = name ? serviceEntry(key as ServiceKey, variant) : undefined;
  if (!name || !e?.price) return null;
  const which = variant && e.variant === variant ? ` (${e.name})` : '';
  return `${name}${which}: ${arabicPrice(e.price)}. التفاصيل (بالإنجليزية) في [${e.name}](${e.href}).`;
}

/** A starting price ("From $N/month") in Arabic. */
export function arabicPrice(price: string): string {
  const m = /^From (\$[\d,]+)\/(month|session)$/.exec(price);
  return m ? `ابتداءً من ${m[1]} ${m[2] === 'month' ? 'شهريًا' : 'للجلسة'}` : price;
}
/** The other services' starting prices, one line each, from the registry; the free call last. */
function otherPrices(): string {
  const lines = Object.entries(AR_SERVICE).flatMap(([key, name]) => {
    const e = serviceEntry(key as ServiceKey);
    return e?.price ? [`- ${name}: ${arabicPrice(e.price)}`] : [];
  });
  return [...lines, '- المكالمة التعريفية: مجانية وبدون أي التزام'].join('\n');
}

/** Who the business is for, in Arabic (the audience, adults only, the regions). */
export function audienceText(): string {
  return `خدماتنا موجّهة إلى ${company.audienceArabic}، ولا يُشترط أن تكون رياضيًا محترفًا. نخدم البالغين من عمر 18 عامًا فما فوق فقط، في الإمارات والولايات المتحدة والمملكة المتحدة والاتحاد الأوروبي، مع استشارات عن بُعد حول العالم. كل ما نقدمه تعليمي وليس نصيحة طبية. يمكنك [حجز مكالمة مجانية](/book) أو [التواصل مع فريقنا](/contact).`;
}

/** A recovery method's protocol figures in Arabic ("how cold, how many minutes?"), from the registry. */
export function modalityText(m: Modality, aspects: readonly string[]): string {
  const a = m.arabic;
  const rows: string[] = [];
  const want = (k: string) => aspects.includes(k);
  if (want('temperature') && a.temperature) rows.push(`- درجة الحرارة: ${a.temperature}`);
  if (want('distance') && a.distance) rows.push(`- المسافة: ${a.distance}`);
  if (want('duration') || !rows.length) rows.push(`- المدة: ${a.duration}`);
  if (want('frequency') && a.frequency) rows.push(`- عدد المرات: ${a.frequency}`);
  // How long a first session is, and the page's safety line, beside a length asked for.
  if (want('duration') && a.start) rows.push(`- ${a.start}`);
  if (a.caution) rows.push(`- ${a.caution}`);
  return `**${a.name}**:\n${rows.join('\n')}\n\nهذه إرشادات عامة من صفحتنا، وليست وصفة طبية. التفاصيل (بالإنجليزية): [${m.name}](${m.sections.protocol}).`;
}

const AR_REGION: Record<Region, string> = {
  us: 'الولايات المتحدة (FDA)',
  uk: 'المملكة المتحدة (MHRA)',
  eu: 'الاتحاد الأوروبي (EMA)',
  uae: 'الإمارات',
};
const AR_STATUS = { approved: 'معتمد', not_approved: 'غير معتمد', not_stated: 'لا يغطيه دليلنا' } as const;

/** A compound's regulatory status per region in Arabic ("هل BPC-157 معتمد من FDA؟"), from the registry. */
export function statusText(c: RegistryCompound, regions: readonly Region[], guideHref: string, elsewhere?: string): string | null {
  if (!c.status) return null;
  const order = [...regions, ...REGIONS.filter((r) => !regions.includes(r))];
  // (The UAE row is what the guide's regulatory block found: no registration as a medicine, not a decision against it.)
  const word = (r: Region) =>
    r === 'uae' && c.status![r]!.status === 'not_approved' ? 'لم نجد له تسجيلاً كدواء' : AR_STATUS[c.status![r]!.status];
  const rows = order.flatMap((r) => (c.status?.[r] ? [`- ${AR_REGION[r]}: ${word(r)}`] : []));
  // A country outside the four regions ("هل هو مسموح في كندا؟"): said plainly first, then what the guide gives.
  if (elsewhere)
    return `دليل ${c.name} لا يذكر وضعه في ${elsewhere}، لذلك لن أخمّن: [تواصل مع فريقنا](/contact). هذا ما يذكره للمناطق التي نخدمها:\n${rows.join('\n')}\n\nمنتجاتنا مخصصة للأبحاث فقط ولا تُباع كأدوية في أي مكان. التفاصيل (بالإنجليزية): [${c.name}](${guideHref}). القواعد تتغير، فتحقق من الجهة المختصة في بلدك.`;
  // The UAE, where no registration was found (or the guide gives none): what the site says of its rules, and the team.
  if (c.status.uae && c.status.uae.status !== 'approved' && order[0] === 'uae')
    rows.push(
      '\nفي الإمارات تُنظَّم الأدوية على المستوى الاتحادي ومن هيئات صحية في كل إمارة مثل هيئة الصحة بدبي، ولا يجوز تسويق منتجات غير معتمدة على أنها أدوية، وقد يتطلب الاستيراد تصاريح. للحصول على إجابة حالية، [تواصل مع فريقنا](/contact).',
    );
  return `**الوضع التنظيمي لـ ${c.name}** كما يذكره دليلنا:\n${rows.join('\n')}\n\nمنتجاتنا مخصصة للأبحاث فقط ولا تُباع كأدوية في أي مكان. التفاصيل (بالإنجليزية): [${c.name}](${guideHref}). القواعد تتغير، فتحقق من الجهة المختصة في بلدك.`;
}

/** Whether we sell a compound, in Arabic ("وانتو بتبيعوه؟"): GLP-1 medicines never; the research compounds we supply. */
export function buyText(r: RegistryCompound): string {
  const supplied = researchCategories.filter((k) => k.itemsLabel === 'Compounds').flatMap((k) => k.items);
  if (r.kind === 'glp1')
    return `**لا، لا نبيع ${r.name}.** أدوية GLP-1 أدوية معتمدة أو قيد البحث، لذلك نغطي أبحاثها في [موقعنا](${r.guide ? `/education/${r.guide}` : (r.page ?? '/education/peptides')}) ولا نبيعها.`;
  if (supplied.some((n) => n.toLowerCase() === r.name.toLowerCase()))
    return `نوفّر ${r.name} كمركّب بحثي بنقاء 99%+، للاستخدام البحثي فقط وليس للاستهلاك البشري. الأسعار الفردية غير مدرجة: [تواصل مع فريقنا](/contact). خدماتنا للبالغين من عمر 18 عامًا فما فوق.`;
  return `لا يذكر موقعنا ${r.name} ضمن المركّبات التي نوفّرها (${supplied.join('، ')}). لأي شيء آخر [تواصل مع فريقنا](/contact).`;
}
