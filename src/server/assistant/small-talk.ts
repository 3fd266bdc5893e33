import { CONTACT_LINK } from './notes';

export type SmallTalk = { kind: 'greeting' | 'thanks' | 'bye' | 'identity'; text: string };

const GREETING =
  /^(?:hi+|hello|hey+|hiya|howdy|yo|greetings|good (?:morning|afternoon|evening|day)|salam|salaam|as-?salamu? ?alaykum|marhaba|hola|bonjour)(?: there| assistant| bot| team)?[\s!.,?]*$/i;
const HOW_ARE_YOU = /^(?:hi|hello|hey)?[\s,!]*(?:how are you|how's it going|how are things)(?: doing)?(?: today)?[\s!.?]*$/i;
const THANKS =
  /^(?:(?:ok(?:ay)?|great|perfect|awesome|cool|nice|brilliant|got it)[\s,!.]*)?(?:thanks?(?: you)?(?: so much| a lot| very much)?|thx|ty|cheers|much appreciated|appreciate it)[\s!.,]*(?:that(?:'s| is| was)? (?:helpful|great|useful))?[\s!.]*$/i;
const THANKS_START =
  /^(?:(?:ok(?:ay)?|great|perfect|awesome|cool|nice|brilliant|got it)[\s,!.]*)?(?:thanks?|thank you|thx|ty|cheers|much appreciated|appreciate it)\b|^شكر|^مشكور/i;
const ARABIC_GREETING = /^(?:مرحبا|مرحباً|السلام عليكم|سلام|أهلا|اهلا|أهلاً|صباح الخير|مساء الخير|هلا)[\s!.،؟]*$/;
const BYE = /^(?:bye|goodbye|good bye|see you|see ya|later|take care|have a (?:good|nice) (?:day|one))[\s!.,]*$/i;
const IDENTITY =
  /\b(?:are you (?:a |an )?(?:real |actual |qualified |licensed |medical )?(?:doctor|physician|nurse|human|real person|person|bot|robot|ai|medical professional)|who are you(?! (?:people|guys|all|lot|folks|as a (?:company|business))\b)(?!,? (?:and )?(?:how long|when|where))|what are you|what can you do|what do you do(?! (?:as a company|as a business))|who am i (?:talking|speaking) to)\b/i;

/** Greetings, thanks, goodbyes and "who are you": answered kindly without searching the library. */
export function smallTalk(message: string): SmallTalk | null {
  const m = message.trim();
  if (GREETING.test(m) || HOW_ARE_YOU.test(m) || ARABIC_GREETING.test(m)) {
    return {
      kind: 'greeting',
      text: "Hello! I'm the Oasis Peptide Lab assistant. I can explain what published research reports on the compounds in our guides, walk you through recovery methods like cold plunges and red light, or tell you how our consultations work. What would you like to know?",
    };
  }
  if (THANKS.test(m) || (THANKS_START.test(m) && m.length < 60 && !m.includes('?'))) {
    return {
      kind: 'thanks',
      text: "You're welcome! If anything else comes up about our research guides, recovery or our services, just ask.",
    };
  }
  if (BYE.test(m)) {
    return { kind: 'bye', text: `Take care! If you'd like to talk to a person, you can ${CONTACT_LINK} any time.` };
  }
  if (IDENTITY.test(m) && m.length < 120) {
    return {
      kind: 'identity',
      text: `I'm an AI assistant for Oasis Peptide Lab, not a doctor or a person. I share educational information from our library (research guides, recovery and performance), with links to the pages I use. I can't give medical advice, and our staff are not doctors either; for anything about your own health, please speak to a licensed physician. For questions about our services, you can ${CONTACT_LINK}.`,
    };
  }
  return null;
}

const OFF_TOPIC =
  /\b(?:weather|forecast|football|soccer|basketball|nba|nfl|cricket|tennis|world cup|stock(?:s| market| price)|bitcoin price|crypto price|recipe|cook(?:ing)?|movie|film|song|lyrics|music|joke|poem|story|code|coding|program(?:ming)?|javascript|python|capital of|president|prime minister|election|politic|news|translate|homework|math|equation|travel|flight|hotel|restaurant|game|horoscope|lottery)\b/i;

/** A question plainly outside the assistant's subject (asked only when the library found nothing). */
export function isOffTopic(message: string): boolean {
  return OFF_TOPIC.test(message);
}

export const OFF_TOPIC_ANSWER = `That's outside what I can help with: I'm the Oasis Peptide Lab assistant, so I stick to our research guides, recovery, neuroscience, performance and our services. You could ask me how long a cold plunge should last, what our research guides cover, or how our consultations work.`;

export const NO_ANSWER = `I couldn't find that in our library, and I'd rather not guess. Our team can help: ${CONTACT_LINK} and we reply within 24 hours. You can also browse our [research guides](/education/peptides) and [FAQ](/education/faq).`;
