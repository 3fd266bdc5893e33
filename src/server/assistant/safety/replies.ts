// The fixed safety replies. Numbers come from the helpline registry (the visitor's likely region first), compounds
// and guide links from the compound registry, cautions and anti-doping lines from the guides themselves.
import { COMPOUND_REGISTRY, compoundByRegistryKey, regionsFor, type RegionLines, type RegistryCompound } from '../../../content/registry';
import * as ar from '../arabic';
import type { SearchIndex } from '../index-builder';
import { appendResearchNote, CONSULTATION_LINK, CONTACT_LINK, mentionsCompound, RESEARCH_NOTE, withResearchNote } from '../notes';
import { andList } from '../text';
import type { Source } from '../types';
import type { Decision, ReplyKind } from './rules';

export type SafetyReply = { kind: ReplyKind; text: string; sources: Source[] };

const NOT_A_DOCTOR = "I'm an AI assistant, not a doctor, and our staff are not doctors either";
const CONSULTATION: Source = { title: 'One-to-one consultations', href: '/solutions/consultations' };
const CLOSE = `If you'd like to talk through your goals with our team, you can ${CONSULTATION_LINK} or ${CONTACT_LINK}. For any decision about your own health, please speak with a licensed physician.`;
/** A refusal or caution never carries a dose figure, even one quoted from a guide. */
export const HAS_FIGURE =
  /\d\s*(?:-\s*\d+\s*)?(?:mg|mcg|µg|micrograms?|milligrams?|nanograms?|iu|units|ml)\b|\d+\s*(?:to|-)\s*\d+\s*(?:mg|mcg)/i;

const lines = (r: RegionLines, which: 'emergency' | 'crisis') => r[which].map((l) => `${l.number} (${l.label})`).join(' or ');
const emergencyList = (regions: RegionLines[]) => regions.map((r) => `- ${r.name}: ${lines(r, 'emergency')}`).join('\n');
const emergencyInline = (regions: RegionLines[]) =>
  regions.map((r) => `${r.name} ${r.emergency.map((l) => l.number).join(' or ')}`).join(', ');
const crisisList = (regions: RegionLines[]) =>
  regions.map((r) => `- ${r.name}: ${r.crisis.map((l) => `call ${l.number}, ${l.label}`).join('; ')}`).join('\n');

export function emergencyText(country?: string | null): string {
  const regions = regionsFor(country);
  return `**This could be a medical emergency. Please get help now.**

Call your local emergency number or go to the nearest emergency department:
${emergencyList(regions)}

If someone is unconscious, struggling to breathe or having a severe allergic reaction, call straight away and follow the dispatcher's instructions. I'm an AI assistant and can't help in an emergency, so please don't wait for an online reply.`;
}

/** One line added to general side-effect answers, in case a symptom is happening now. */
export function urgentLine(country?: string | null): string {
  return `_If you have this symptom now, call your emergency number (${emergencyInline(regionsFor(country))}) or go to the nearest emergency department._`;
}

/** A line before an answer about a diet someone else is on that names a very low intake: where help is. */
export function restrictionLine(country?: string | null): string {
  const lines = regionsFor(country).flatMap((r) => r.eatingDisorder.map((l) => `${r.name} ${l.number}`));
  const support = lines.length ? `, and so can eating-disorder support (${lines.join('; ')})` : '';
  return `_Very low intakes carry real risks. If you're worried about how someone is eating, a doctor can help${support}._`;
}

export function crisisText(country?: string | null): string {
  const regions = regionsFor(country);
  return `I'm really sorry you're going through this. You don't have to face it alone, and talking to someone can help right now.

${crisisList(regions)}

If you are in immediate danger, call emergency services now: ${emergencyInline(regions)}. If you can, reach out to someone you trust and let them know how you feel.`;
}

const MINOR_TEXT = `Our services, products and this assistant are for adults aged 18 and over, so I can't help with products, protocols or consultations for anyone under 18. For questions about health, training or growth, please talk to a parent or guardian and a doctor you trust.`;

const INSTRUCTIONS_TEXT = `I can't share or change the instructions I work under, and I'm an AI assistant, not a doctor. I'm happy to help with questions about our research guides, recovery, performance and services, though. What would you like to know?`;

function eatingDisorderText(country: string | null | undefined, minor: boolean): string {
  const regions = regionsFor(country);
  const ed = regions.flatMap((r) => r.eatingDisorder.map((l) => `- ${r.name}: ${l.number}, ${l.label}`));
  const support = [...ed, ...regions.map((r) => `- ${r.name}: ${r.crisis.map((l) => `${l.number} (${l.label})`).join('; ')}`)].join('\n');
  return `Thank you for telling me. What you describe sounds really hard, and it deserves real support rather than a product. I won't compare weight-loss compounds or give weight-loss figures here: for someone struggling with eating or their weight, these drugs can cause serious harm.${minor ? ' Our services are also for adults aged 18 and over only.' : ''}

Please talk to a doctor, or to someone you trust, about how you are eating and feeling. These services listen and can help:
${support}

If you feel faint, your heart is racing or you are in danger, call emergency services now: ${emergencyInline(regions)}.`;
}

function checkInText(country: string | null | undefined, compounds: RegistryCompound[]): string {
  const regions = regionsFor(country);
  const safety = compounds.filter((c) => c.guide).map((c) => `[${c.name}: safety and side effects](/education/${c.guide}#safety)`);
  const guide = safety.length
    ? `What our guide says about safety is in ${safety.join(' and ')}.`
    : 'Our [research guides](/education/peptides) each have a safety section.';
  return `I want to check you're OK before anything else. I can't advise doses or treatment for you or anyone else, and I'm an AI assistant, not a doctor.

- If this is happening now or you feel unwell: call emergency services (${emergencyInline(regions)}) or go to the nearest emergency department.
- If you're struggling or thinking about harming yourself: ${regions.map((r) => `${r.name} ${r.crisis.map((l) => l.number).join(' or ')}`).join(', ')}.

${guide} For anything about your own health, please speak with a licensed physician, or ${CONTACT_LINK}.`;
}

const guideLink = (c: RegistryCompound, anchor: string, label: string) =>
  c.guide ? `[${c.name} ${label}](/education/${c.guide}#${anchor})` : null;
const guideSource = (c: RegistryCompound, anchor: string, title: string): Source[] =>
  c.guide ? [{ title: `${c.name}: ${title}`, href: `/education/${c.guide}#${anchor}` }] : [];

function personalText(variant: Decision['variant'], compounds: RegistryCompound[]): SafetyReply {
  if (variant === 'med_change') {
    const text = `Please don't stop, start or change a prescribed medication without talking to the doctor who prescribed it. ${NOT_A_DOCTOR}, so I can't advise on your medication or treatment.\n\n${CLOSE}`;
    return { kind: 'personal_medical', text: withResearchNote(text), sources: [CONSULTATION] };
  }
  if (variant === 'diagnosis') {
    const text = `I can't diagnose a condition or tell you whether you have one. ${NOT_A_DOCTOR}. Please see a licensed physician about your symptoms, and if they are severe or came on suddenly, seek urgent care.\n\n${CLOSE}`;
    return { kind: 'personal_medical', text: withResearchNote(text), sources: [CONSULTATION] };
  }
  const links = compounds.map((c) => guideLink(c, 'dosing', 'research guide')).filter(Boolean);
  const literature = links.length
    ? `Our ${links.join(' and ')} ${links.length > 1 ? 'explain' : 'explains'} what published studies used and why those study figures are not a recommendation for anyone.`
    : 'Our [research guides](/education/peptides) explain what published studies report for each compound, as research information only.';
  const text = `I can't recommend a dose, protocol or treatment plan for you personally. ${NOT_A_DOCTOR}. Our products are sold for research use only, not for human use.\n\n${literature}\n\n${CLOSE}`;
  return {
    kind: 'personal_medical',
    text: appendResearchNote(text),
    sources: [...compounds.flatMap((c) => guideSource(c, 'dosing', 'Dosing in research')), CONSULTATION],
  };
}

/** Sentences of a guide's section that match, with no dose figure in them. */
function guideSentences(index: SearchIndex, c: RegistryCompound, section: string, wanted: RegExp, max: number): string[] {
  if (!c.guide) return [];
  const docs = index.docs.filter(
    (d) => d.path === `/education/${c.guide}` && (section === '*' || d.href === `/education/${c.guide}#${section}`),
  );
  return docs
    .flatMap((d) => d.units.map((u) => u.text))
    .flatMap((t) => t.split(/(?<=[.!?])\s+(?=[A-Z])/))
    .filter((s) => wanted.test(s) && !HAS_FIGURE.test(s))
    .slice(0, max);
}

function cautionText(variant: Decision['variant'], compounds: RegistryCompound[], index: SearchIndex, recreational: boolean): SafetyReply {
  const pregnancy = variant === 'pregnancy';
  const subject = compounds.length ? compounds.map((c) => c.name).join(' and ') : 'any peptide or supplement';
  const situation = pregnancy
    ? 'during pregnancy or breastfeeding'
    : recreational
      ? 'alongside alcohol or recreational drugs'
      : 'alongside a prescribed medicine';
  const wanted =
    /pregnan|breastfe|interact|alcohol|medication|medicine|insulin|blood[\s-]thinn|anticoag|bleeding|prescri|sedative|combin|avoid|caution|clinician|diabetes/i;
  const cautions = compounds.flatMap((c) => guideSentences(index, c, 'safety', wanted, 3)).slice(0, 3);
  const fromGuide = cautions.length ? `What our guide says on safety:\n${cautions.map((s) => `- ${s}`).join('\n')}\n\n` : '';
  const general = pregnancy
    ? 'Research peptides have not been shown to be safe in pregnancy or breastfeeding, and our guides list people who are pregnant, trying to conceive or breastfeeding among those who should avoid them.'
    : recreational
      ? 'How research peptides combine with alcohol or recreational drugs has not been studied properly, and some combinations (for example, anything affecting blood sugar, heart rate or dehydration) can matter a great deal.'
      : 'Interactions between research peptides and prescribed medicines have not been studied properly, and some (for example, anything affecting blood sugar, bleeding or mood) can matter a great deal.';
  const text = `I can't tell you whether it's safe to use ${subject} ${situation}: please ask ${recreational ? 'a doctor or pharmacist' : 'your prescriber (the doctor or pharmacist who manages your care)'} before combining anything with it. ${general}\n\n${fromGuide}${NOT_A_DOCTOR}, and our products are sold for research use only, not for human use. ${CLOSE}`;
  return {
    kind: 'caution',
    text: appendResearchNote(text),
    sources: [...compounds.flatMap((c) => guideSource(c, 'safety', 'Safety and side effects')), CONSULTATION],
  };
}

/** The guide compounds the registry gives a WADA class that prohibits them, with the class ("BPC-157 (S0)"). */
const PROHIBITED_IN_GUIDES = COMPOUND_REGISTRY.filter(
  (c) => c.guide && (c.antiDoping?.category === 'S0' || c.antiDoping?.category === 'S2'),
)
  .map((c) => `${c.name} (${c.antiDoping!.category}${/\bin males\b/.test(c.antiDoping!.note) ? ', in males' : ''})`)
  .join(', ');

function antiDopingText(compounds: RegistryCompound[], index: SearchIndex): SafetyReply {
  const said = compounds.flatMap((c) =>
    guideSentences(index, c, '*', /anti-doping|wada|prohibited/i, 1).map((s) => `- **${c.name}:** ${s}`),
  );
  // What the registry says of each compound's class: prohibited outright, prohibited by how it is given (an IV drip over
  // 100 mL), or no class given. Only the first is "treat it as prohibited".
  const prohibited = compounds.filter((c) => !c.antiDoping || c.antiDoping.category === 'S0' || c.antiDoping.category === 'S2');
  const others = compounds.filter((c) => !prohibited.includes(c));
  const named = prohibited.length
    ? andList(prohibited.map((c) => c.name))
    : compounds.length
      ? null
      : 'peptide hormones and growth-hormone secretagogues';
  const otherLines = others.map((c) =>
    c.antiDoping!.category === 'conditional'
      ? // No volume figure to a tested athlete: "how big can the bag be?" would be answered by it.
        `${c.name} itself is not named as prohibited in our guide, but the way it is given can be: WADA prohibits IV infusions and injections above a set volume outside specific medical settings, whatever they contain, so an IV drip can break the rules.`
      : c.antiDoping!.category === 'monitored'
        ? `${c.name} is not on the Prohibited List today (our guide: ${c.antiDoping!.note}); check the current List before competing.`
        : `Our ${c.name} guide gives no anti-doping class for it (${c.antiDoping!.note}); check before using it.`,
  );
  const body = said.length
    ? `What our guides say:\n${said.join('\n')}`
    : others.length && !prohibited.length
      ? ''
      : `Many of the compounds in our guides are on the World Anti-Doping Agency (WADA) Prohibited List: peptide hormones, growth factors and growth-hormone secretagogues under S2 (prohibited at all times), and non-approved substances under S0.${compounds.length ? '' : ` Those our guides name as prohibited: ${PROHIBITED_IN_GUIDES}.`}`;
  const lead = [
    ...(named ? [`If you are an athlete subject to testing, please treat ${named} as prohibited.`] : []),
    ...otherLines,
    "I can't give advice on timing, detection windows or how to pass a test.",
  ].join(' ');
  const text = `${lead}${body ? `\n\n${body}` : ''}\n\nCheck the current WADA Prohibited List and your sport's anti-doping organisation, and talk to your team doctor before using anything. ${NOT_A_DOCTOR}.`;
  return {
    kind: 'anti_doping',
    text: appendResearchNote(text),
    sources: compounds
      .flatMap((c) => guideSource(c, 'overview', 'Research guide'))
      .map((s) => ({ ...s, href: s.href.replace('#overview', '') })),
  };
}

function cureText(compounds: RegistryCompound[]): SafetyReply {
  const links = compounds.map((c) => guideLink(c, 'benefits', 'research guide')).filter(Boolean);
  const research = links.length
    ? ` What published studies report, and their limits, is in our ${links.join(' and ')}.`
    : ' Our [research guides](/education/peptides) summarise what published studies report, and their limits.';
  const text = `No. Nothing on this site treats, cures or prevents any disease, and we make no medical claims: our products are sold for research use only, not for human use.${research}\n\nFor a diagnosed condition, please speak with your doctor about treatments that are approved for it. ${NOT_A_DOCTOR}.`;
  return {
    kind: 'cure',
    text: withResearchNote(text),
    sources: compounds.flatMap((c) => guideSource(c, 'benefits', 'What the research reports')),
  };
}

// Arabic: emergency and crisis lines from the registry; the others from arabic.ts where it has them.
function arabicEmergency(country?: string | null): string {
  const regions = regionsFor(country);
  return `**قد تكون هذه حالة طبية طارئة. يرجى طلب المساعدة الآن.**

اتصل برقم الطوارئ المحلي أو توجّه إلى أقرب قسم طوارئ:
${regions.map((r) => `- ${r.nameAr}: ${r.emergency.map((l) => l.number).join(' أو ')}`).join('\n')}

إذا كان الشخص فاقدًا للوعي أو يعاني من صعوبة في التنفس أو رد فعل تحسسي شديد، فاتصل فورًا واتبع تعليمات المسعف. أنا مساعد ذكاء اصطناعي ولا أستطيع المساعدة في حالات الطوارئ (emergency)، فلا تنتظر ردًا عبر الإنترنت.`;
}
function arabicCrisis(country?: string | null): string {
  const regions = regionsFor(country);
  return `أنا آسف جدًا لما تمر به. لست وحدك، والتحدث مع شخص ما الآن يمكن أن يساعد.

${regions.map((r) => `- ${r.nameAr}: ${r.crisis.map((l) => l.number).join(' أو ')}`).join('\n')}

إذا كنت في خطر مباشر، اتصل بالطوارئ الآن: ${regions.map((r) => `${r.nameAr} ${r.emergency.map((l) => l.number).join(' أو ')}`).join('، ')}. وإن استطعت، تواصل مع شخص تثق به وأخبره بما تشعر به.`;
}
function arabicEatingDisorder(country?: string | null): string {
  const regions = regionsFor(country);
  return `شكرًا لأنك أخبرتني. ما تصفه يستحق دعمًا حقيقيًا وليس منتجًا، لذلك لن أقارن أدوية إنقاص الوزن ولن أذكر أرقامًا عنها. يرجى التحدث مع طبيب أو شخص تثق به عن أكلك وشعورك. خطوط الدعم:
${regions.map((r) => `- ${r.nameAr}: ${r.crisis.map((l) => l.number).join(' أو ')}`).join('\n')}

إذا شعرت بدوخة شديدة أو تسارع في القلب، اتصل بالطوارئ: ${regions.map((r) => `${r.nameAr} ${r.emergency.map((l) => l.number).join(' أو ')}`).join('، ')}. خدماتنا للبالغين من عمر 18 عامًا فما فوق.`;
}
function arabicCheckIn(country?: string | null): string {
  const regions = regionsFor(country);
  return `أريد أن أطمئن عليك أولًا. لا يمكنني تقديم جرعات أو علاج لك أو لأي شخص، وأنا مساعد ذكاء اصطناعي ولست طبيبًا.
- إذا كان الأمر يحدث الآن أو تشعر بتوعك: اتصل بالطوارئ (${regions.map((r) => `${r.nameAr} ${r.emergency.map((l) => l.number).join(' أو ')}`).join('، ')}).
- إذا كنت تمر بوقت صعب: ${regions.map((r) => `${r.nameAr} ${r.crisis.map((l) => l.number).join(' أو ')}`).join('، ')}.
لأي قرار يخص صحتك يرجى استشارة طبيب مرخّص، أو [تواصل مع فريقنا](/contact).`;
}
/** What the registry says of each compound's place on the WADA list, in Arabic. */
const ARABIC_WADA: Record<string, string> = {
  S0: 'مدرج في قائمة الوكالة العالمية لمكافحة المنشطات (WADA) ضمن الفئة S0 (المواد غير المعتمدة)، ومحظور في جميع الأوقات داخل المنافسات وخارجها',
  S2: 'مدرج في قائمة الوكالة العالمية لمكافحة المنشطات (WADA) ضمن الفئة S2 (الهرمونات الببتيدية وعوامل النمو والمواد المرتبطة بها)، ومحظور في جميع الأوقات',
  conditional: 'تحظر الوكالة العالمية لمكافحة المنشطات (WADA) طريقة استخدامه في حالات معينة (التفاصيل في دليلنا)',
};

function arabicAntiDoping(compounds: RegistryCompound[]): string {
  const lines = compounds.flatMap((c) => {
    const said = c.antiDoping && ARABIC_WADA[c.antiDoping.category];
    return said ? [`- **${c.name}**: ${said}.`] : [];
  });
  const named = lines.length ? `\n\nما تقوله أدلتنا:\n${lines.join('\n')}` : '';
  return `إذا كنت رياضيًا تخضع لفحص المنشطات، فاعتبر هذه المركبات محظورة: كثير من الببتيدات في أدلتنا مدرجة في قائمة الوكالة العالمية لمكافحة المنشطات (WADA) ضمن الفئة S2 (محظورة في جميع الأوقات) أو S0. لا يمكنني تقديم نصائح عن التوقيت أو مدة الكشف أو اجتياز الفحص.${named}\n\nراجع قائمة WADA الحالية وطبيب فريقك.`;
}

export type ReplyContext = {
  compounds: string[];
  country?: string | null;
  arabic: boolean;
  index: SearchIndex;
  minor?: boolean;
  recreational?: boolean;
};

/** The reply for a decision. */
export function replyFor(d: Decision, ctx: ReplyContext): SafetyReply {
  const compounds = ctx.compounds.map((k) => compoundByRegistryKey.get(k)).filter((c): c is RegistryCompound => Boolean(c));
  const english = ((): SafetyReply => {
    switch (d.kind) {
      case 'self_harm':
        return { kind: d.kind, text: crisisText(ctx.country), sources: [] };
      case 'emergency':
        return { kind: d.kind, text: emergencyText(ctx.country), sources: [] };
      case 'minor':
        return { kind: d.kind, text: MINOR_TEXT, sources: [] };
      case 'eating_disorder':
        return { kind: d.kind, text: eatingDisorderText(ctx.country, Boolean(ctx.minor)), sources: [] };
      case 'anti_doping':
        return antiDopingText(compounds, ctx.index);
      case 'caution':
        return cautionText(d.variant, compounds, ctx.index, Boolean(ctx.recreational));
      case 'personal_medical':
        return personalText(d.variant, compounds);
      case 'cure':
        return cureText(compounds);
      case 'instructions':
        return { kind: d.kind, text: INSTRUCTIONS_TEXT, sources: [] };
      case 'check_in':
        return {
          kind: d.kind,
          text: withResearchNote(checkInText(ctx.country, compounds)),
          sources: compounds.flatMap((c) => guideSource(c, 'safety', 'Safety and side effects')),
        };
    }
  })();
  if (!ctx.arabic) return english;
  const text =
    d.kind === 'emergency'
      ? arabicEmergency(ctx.country)
      : d.kind === 'self_harm'
        ? arabicCrisis(ctx.country)
        : d.kind === 'eating_disorder'
          ? arabicEatingDisorder(ctx.country)
          : d.kind === 'check_in'
            ? arabicCheckIn(ctx.country)
            : d.kind === 'anti_doping'
              ? arabicAntiDoping(compounds)
              : ar.safetyText(d.kind, english.text);
  // The research-use note stays on every reply that carried it, and follows any Arabic reply that names a compound or
  // research peptides (it is written once, in English, like the library).
  return { ...english, text: english.text.includes(RESEARCH_NOTE) || mentionsCompound(text) ? appendResearchNote(text) : text };
}
