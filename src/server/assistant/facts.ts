// Business facts (prices, hours, payment, shipping, timing, location, contact) answered from the typed content,
// never from whichever passage shares a word with the question.
import { businessFacts, noticeFor } from '../../content/business-facts';
import { pageEntry, placesIn, REGION_NAMES, serviceEntry } from '../../content/registry';
import { company, disclaimers } from '../../content/company';
import { payLaterNote } from '../../content/site/booking';
import * as contact from '../../content/site/contact';
import { faqGroups } from '../../content/site/faq';
import { termsSections } from '../../content/site/legal';
import * as solutions from '../../content/site/solutions';
import * as sub from '../../content/site/solutions-subpages';
import type { Compound, ServiceRef } from './entities';
import { PREREQUISITE, type Aspect } from './intent';
import { andList, lowerFirst, NIGHT } from './text';
import type { Source } from './types';

export type FactAnswer = { text: string; sources: Source[] };

const CONTACT: Source = { title: 'Contact', href: '/contact' };
const CONSULTATIONS: Source = { title: 'One-to-one consultations', href: '/solutions/consultations#sessions' };
const SOLUTIONS: Source = { title: 'Solutions and prices', href: '/solutions#solutions' };

const initial = sub.consultations.find((c) => c.id === 'initial')!;
const followUp = sub.consultations.find((c) => c.id === 'follow-up')!;
const cardPrice = (href: string) => solutions.solutionCards.find((c) => c.href === href)?.price ?? '';
const list = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');

/** "What's your cheapest option?", "which is the most expensive?": a ranking the prices themselves answer. */
export const PRICE_RANK =
  /\b(?:cheapest|least expensive|least costly|costs? the least|lowest[- ]price[ds]?|lowest[- ]cost|most affordable|cheapest way|budget option|entry[- ]level|most expensive|most costly|costs? the most|priciest|highest[- ]price[ds]?|dearest)\b/i;
const CHEAP = /\b(?:cheapest|least|lowest|most affordable|budget|entry[- ]level)\b/i;
const amountOf = (price: string) => Number(/\$(\d+(?:\.\d+)?)/.exec(price)?.[1] ?? NaN);

/** The cheapest (or dearest) of the listed services, with the whole list beside it. */
function priceRank(message: string): FactAnswer {
  const cards = solutions.solutionCards.filter((c) => Number.isFinite(amountOf(c.price)));
  const amounts = cards.map((c) => amountOf(c.price));
  const cheap = CHEAP.test(message);
  const target = cheap ? Math.min(...amounts) : Math.max(...amounts);
  const picks = andList(cards.filter((c) => amountOf(c.price) === target).map((c) => `${c.title}, ${lowerFirst(c.price)}`));
  const lead = cheap
    ? `Our lowest-priced paid option is **${picks}**. The free introductory call costs nothing.`
    : `Our highest listed starting price is **${picks}**.`;
  return {
    text: `${lead} All our prices:\n${list(solutions.solutionCards.map((c) => `${c.title}: ${lowerFirst(c.price)}`))}\n\nThe initial consultation is ${initial.price} (${initial.duration}) and a follow-up session ${followUp.price} (${followUp.duration}).`,
    sources: [SOLUTIONS, CONSULTATIONS],
  };
}

/** "How much is it?", "what does this cost?": the thing the page is about, not the price list. */
const THIS_ONE =
  /\b(?:is|does|would) (?:it|this|that|the protocol|this protocol|this one)\b|\b(?:it|this|that|this one) cost\b|\bfor (?:it|this|that)\b/i;

/** The FAQ's own answer on human use ("No. Our peptides are sold strictly for research use only..."). */
const HUMAN_USE_FAQ = faqGroups.flatMap((g) => g.items).find((i) => /human use/i.test(i.question))?.answer ?? '';

function price(services: ServiceRef[], compounds: Compound[], message = ''): FactAnswer {
  if (PRICE_RANK.test(message) && !compounds.length && !services.length) return priceRank(message);
  const consult = services.find((s) => s.service === 'consultation');
  const stack = services.find((s) => s.service === 'stack');
  if (consult?.variant === 'follow-up') {
    return { text: `A follow-up session costs **${followUp.price}** and lasts ${followUp.duration}.`, sources: [CONSULTATIONS] };
  }
  if (consult?.variant === 'initial') {
    return { text: `The initial consultation costs **${initial.price}** and lasts ${initial.duration}.`, sources: [CONSULTATIONS] };
  }
  if (consult) {
    return {
      text: `The initial consultation is **${initial.price}** (${initial.duration}); follow-up sessions are **${followUp.price}** (${followUp.duration}). Both are booked through our [contact page](/contact) and held remotely.`,
      sources: [CONSULTATIONS],
    };
  }
  if (stack) {
    const name = stack.variant ? `The ${sub.stacks[stack.variant as keyof typeof sub.stacks].name}` : 'Our peptide stacks';
    const href = stack.variant ? `/solutions/${stack.variant}-stack` : '/solutions/peptides';
    return {
      text: `${name} ${stack.variant ? 'is' : 'are'} priced **${lowerFirst(cardPrice('/solutions/peptides'))}** (peptide stacks start at that price). For an exact quote for your plan, [contact our team](/contact).`,
      sources: [
        { title: stack.variant ? sub.stacks[stack.variant as keyof typeof sub.stacks].name : 'Research peptide stacks', href },
        SOLUTIONS,
      ],
    };
  }
  if (services.some((s) => s.service === 'nutrition')) {
    return {
      text: `Nutrition plans are **${lowerFirst(cardPrice('/solutions/nutrition'))}**.`,
      sources: [{ title: 'Nutrition plans', href: '/solutions/nutrition#plans' }],
    };
  }
  if (services.some((s) => s.service === 'dosing_system')) {
    return {
      text: `Dosing systems are **${lowerFirst(cardPrice('/solutions/dosing'))}**.`,
      sources: [{ title: 'Dosing systems', href: '/solutions/dosing#tools' }],
    };
  }
  if (compounds.length) {
    const names = compounds.map((c) => c.name).join(' and ');
    return {
      text: `The site doesn't list a price for ${names} on its own. Peptide stacks are ${lowerFirst(cardPrice('/solutions/peptides'))}; for current prices of individual research compounds, please [contact our team](/contact).`,
      sources: [SOLUTIONS, CONTACT],
    };
  }
  return {
    text: `Our prices:\n${list(solutions.solutionCards.map((c) => `${c.title}: ${lowerFirst(c.price)}`))}\n\nThe initial consultation is ${initial.price} (${initial.duration}) and a follow-up session ${followUp.price} (${followUp.duration}).`,
    sources: [SOLUTIONS, CONSULTATIONS],
  };
}

function duration(services: ServiceRef[]): FactAnswer {
  const consult = services.find((s) => s.service === 'consultation');
  if (consult?.variant === 'follow-up')
    return { text: `A follow-up session lasts **${followUp.duration}** (${followUp.price}).`, sources: [CONSULTATIONS] };
  if (consult?.variant === 'initial')
    return { text: `The initial consultation lasts **${initial.duration}** (${initial.price}).`, sources: [CONSULTATIONS] };
  return {
    text: `The initial consultation lasts **${initial.duration}** (${initial.price}); follow-up sessions last **${followUp.duration}** (${followUp.price}).`,
    sources: [CONSULTATIONS],
  };
}

const clock = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
};

/** The closing time of each day group, from company.hours ("We close Mon-Fri at ..."). */
function closingTimes(): string {
  const parts = company.hours.map((h) => (h.closes ? `${h.days} at ${clock(h.closes)}` : `${h.days} closed`));
  return `We close ${parts.join('; ')} (GST, UTC+4).`;
}

/** The fact answer for a business aspect, or null when the aspect is not a business fact. */
/** "An office I can visit?", "can I come in?": the visitor wants to meet in person. */
const VISIT = /\bvisit\b|\bcome (?:in|by|over|to (?:you|your|the))\b|\bdrop (?:in|by)\b|\bin[\s-]person\b|\bwalk[\s-]in\b/;
/** The site's own notice while the contact details are examples awaiting the client's confirmation ("" once confirmed). */
const contactNotice = () => {
  const notice = noticeFor('contact');
  return notice ? `\n\n_${notice}_` : '';
};

/** "Who pays customs?": the terms' own sentence on import duties. */
const CUSTOMS = /\bcustoms?\b|\bdut(?:y|ies)\b|\bimport (?:tax|taxes|fees?|charges?)\b|\btariffs?\b|\bvat\b/;
const DUTIES = termsSections
  .flatMap((sec) => sec.paragraphs.flatMap((p) => p.match(/[^.]*\bimport duties\b[^.]*\./g) ?? []))
  .map((x) => x.trim())[0];

/**
 * "Do you ship to Germany?": whether the place named is in a region the business serves, with the site's own words on
 * lawful supply. Empty when no place is named.
 */
function shippingPlace(t: string): string {
  const places = placesIn(t);
  if (!places.length) return '';
  const served = andList(company.serviceAreas);
  const inside = places.filter((p) => p.region);
  const outside = places.filter((p) => !p.region);
  const lines: string[] = [];
  if (inside.length)
    lines.push(
      `${inside.map((p) => (REGION_NAMES[p.region!].endsWith(p.name) ? REGION_NAMES[p.region!].replace(/^the/, 'The') : `${p.name} is in ${REGION_NAMES[p.region!]}`)).join('; ')}${inside.length === 1 && REGION_NAMES[inside[0]!.region!].endsWith(inside[0]!.name) ? ' is' : ','} one of the regions we serve (${served}). We only ship where we are permitted to, and may decline orders to destinations where a product cannot be lawfully supplied; you are responsible for making sure a purchase is lawful where you live.`,
    );
  if (outside.length)
    lines.push(
      `Our site lists ${served} as the regions we serve and doesn't say we deliver to ${outside.map((p) => p.name).join(' or ')}, so I won't promise it: [contact our team](/contact) and they'll tell you (we reply within 24 hours).`,
    );
  return `${lines.join(' ')}\n\n`;
}

export function factAnswer(aspect: Aspect, services: ServiceRef[], compounds: Compound[], message: string, page = ''): FactAnswer | null {
  const t = message.toLowerCase();
  switch (aspect) {
    case 'price':
      // "And how much is it?" on the free recovery guidance (the protocol page, a method's page): no price, and what does cost.
      if (!services.length && !compounds.length && pageEntry(page)?.free && THIS_ONE.test(message) && !PRICE_RANK.test(message))
        return {
          text: `**The recovery protocol is free guidance**: the site lists no price for it, and nothing on that page is sold. If you want a plan built around you, the initial consultation is ${initial.price} (${initial.duration}), a follow-up session ${followUp.price} (${followUp.duration}), and the introductory call is free. [Book a call](/book) or [contact our team](/contact).`,
          sources: [{ title: 'Recovery protocol', href: '/solutions/recovery-protocol' }, CONSULTATIONS],
        };
      return price(services, compounds, message);
    case 'duration':
      return services.some((s) => s.service === 'consultation') || /\bconsult|session|appointment/.test(t) ? duration(services) : null;
    case 'process': {
      // "How do I get started?" about a nutrition plan: the steps its own page lists.
      const stepped = services.map((x) => serviceEntry(x.service, x.variant)).find((e) => e?.howToStart?.length);
      if (stepped?.howToStart) {
        // "Do I have to do the paid consultation first?": the site sets no such step; the free call is there if wanted.
        const session = services.find((x) => x.service === 'consultation');
        const free = serviceEntry('free_consultation');
        const first =
          session && PREREQUISITE.test(t)
            ? `\n\nThe site doesn't say you need ${session.variant === 'follow-up' ? 'a follow-up session' : `the ${initial.title.toLowerCase()} (${initial.price})`} first: the steps above are how a plan starts.${free ? ` If you'd like to talk it through before deciding, the ${free.name.toLowerCase()} is ${free.duration}, with no obligation: [book a call](/book).` : ''}`
            : '';
        return {
          text: `To start ${stepped.key === 'nutrition' && (!stepped.variant || services.length > 1) ? 'a nutrition plan' : `the ${stepped.name} plan`}:\n${stepped.howToStart.map((x, i) => `${i + 1}. ${x}`).join('\n')}${first}\n\nYou can [send us a message](/contact) to begin: we reply within 24 hours.`,
          sources: [{ title: stepped.name, href: stepped.href }],
        };
      }
      // "How does the consultation process work, start to finish?": the sessions in order, then what happens next.
      const free = serviceEntry('free_consultation');
      const steps =
        /\bconsult|\bsessions?\b|\b(?:free|intro\w*) calls?\b|\bstart to finish\b|\bfrom start\b|\bend to end\b/.test(t) && free
          ? `The consultations, in order:\n1. ${free.name}: ${free.duration}, free, no obligation\n2. ${initial.title}: ${initial.duration}, ${initial.price}\n3. ${followUp.title}: ${followUp.duration}, ${followUp.price}, as your plan evolves\n\n`
          : '';
      return {
        text: `${steps}What happens next:\n- We reply within 24 hours\n${list(contact.whatToExpect)}\n\nYou can [book a call](/book) or send the [contact form](/contact).`,
        sources: steps ? [CONSULTATIONS, CONTACT] : [CONTACT],
      };
    }
    case 'hours': {
      if (/24\/7|around the clock/.test(t) || (/\b(?:real person|human|someone|anyone|a person|people)\b/.test(t) && NIGHT.test(t)))
        return { text: `${contact.supportLine}\n${list(company.hours.map((h) => h.label))}`, sources: [CONTACT] };
      const day = /\bsaturday/.test(t) ? 'Sat' : /\bsunday/.test(t) ? 'Sun' : null;
      // "Can I call you on Saturday?" asks when the phone line is staffed, not when the office is open.
      const byPhone = /\b(?:call|calling|phone|ring|telephone)\b/.test(t);
      const phoneLine = `The phone line (${company.phone.display}) is staffed ${company.phoneHours}.`;
      const lead = byPhone
        ? day === 'Sat'
          ? `Not by phone: ${lowerFirst(businessFacts.hours.value.saturdayNote)}`
          : day === 'Sun'
            ? `No: we're closed on Sundays. ${phoneLine}`
            : phoneLine
        : day === 'Sat'
          ? `Yes. ${businessFacts.hours.value.saturdayNote}`
          : day === 'Sun'
            ? "We're closed on Sundays."
            : /\bclos/.test(t)
              ? closingTimes()
              : 'Our business hours:';
      return {
        text: `${lead}\n${list(company.hours.map((h) => h.label))}\n\nEmail any time: we reply within 24 hours.`,
        sources: [{ title: 'Contact: business hours', href: '/contact' }],
      };
    }
    case 'payment': {
      // "Do I have to pay upfront?": sessions are booked now and paid later.
      if (/\bup ?front\b|\bin advance\b|\bwhen (?:i|you) book\b|\bat booking\b|\bpay (?:now|first|before)\b/.test(t))
        return { text: payLaterNote, sources: [{ title: 'Book a call', href: '/book' }] };
      const crypto = /\bcrypto|bitcoin|btc|eth\b/.test(t);
      // A method the site doesn't list (Apple Pay, Tabby...) is said to be not listed, never silently skipped.
      const other =
        /\b(apple pay|google pay|samsung pay|paypal|tabby|tamara|klarna|afterpay|cash|cheque|western union|venmo|zelle|revolut)\b/.exec(
          t,
        )?.[1];
      if (other)
        return {
          text: `The site doesn't list ${other.replace(/\b\w/g, (x) => x.toUpperCase())} as a payment method. We accept ${company.paymentMethods.map((m) => m.toLowerCase()).join(', ')} (in ${company.currencies.join(', ')}). For anything else, please [contact our team](/contact).`,
          sources: [CONTACT],
        };
      const currency = /\bcurrenc|aed|usd|eur|dollar|dirham|euro/.test(t);
      const lead = crypto
        ? 'Yes, we accept cryptocurrency.'
        : currency
          ? `We accept ${company.currencies.join(', ')}.`
          : `We accept ${andList(company.paymentMethods.map((m) => m.toLowerCase()))}.`;
      return {
        text: `${lead}\n- Payment methods: ${company.paymentMethods.map((m) => m.toLowerCase()).join(', ')}\n- Currencies: ${company.currencies.join(', ')}`,
        sources: [CONTACT],
      };
    }
    case 'shipping':
      if (/\bpick(?:ing)?[\s-]?up\b|\bpick (?:it|them|my|an|the)\b|\bcollect\b|\bclick and collect\b/.test(t))
        return {
          text: `Our site doesn't say that orders can be collected in person, so I won't promise it: [contact our team](/contact) and they'll tell you what is possible where you are (we reply within 24 hours). What the site does say: orders are shipped, free on orders **$${company.freeShippingThreshold}+**, packed discreetly and protected from heat in transit.`,
          sources: [CONTACT],
        };
      if (/\bhow long\b|\bhow (?:fast|quick)|\bwhen will\b|\bdays?\b|\barrive\b|\bdelivery time|\bturnaround\b/.test(t))
        return {
          text: `Our site doesn't give delivery times, so I won't guess: [contact our team](/contact) with your country and they'll tell you (we reply within 24 hours). What the site does say: shipping is free on orders **$${company.freeShippingThreshold}+**, packed discreetly and protected from heat in transit.`,
          sources: [CONTACT],
        };
      return {
        text: `${shippingPlace(t)}Shipping is free on orders **$${company.freeShippingThreshold}+**. Orders are packed discreetly and protected from heat in transit.${CUSTOMS.test(t) && DUTIES ? ` Our terms say: ${DUTIES}` : ''} For delivery to your country, [contact our team](/contact): regulations differ by region.`,
        sources: [
          { title: 'FAQ: shipping and storage', href: '/education/faq' },
          ...(placesIn(t).length ? [{ title: 'Legal status by region', href: '/education/peptides#legal-status' }] : []),
        ],
      };
    case 'human_use':
      return {
        text: `**No: our products are for research use only.** ${disclaimers.researchOnly} ${HUMAN_USE_FAQ.replace(/^No\. [^.]+\. /, '')} ${disclaimers.notMedicalAdvice} ${disclaimers.adultsOnly} See [legal status by region](/education/peptides#legal-status).`,
        sources: [
          { title: 'FAQ: products and quality', href: '/education/faq' },
          { title: 'Legal status by region', href: '/education/peptides#legal-status' },
        ],
      };
    case 'location':
      return {
        text: `We're headquartered in **${company.address.locality}**, Dubai: ${contact.contactInfo.address}. We serve clients in ${andList(company.serviceAreas)}, with remote consultations worldwide.${VISIT.test(t) ? ` You can meet us there: consultations are ${serviceEntry('consultation', 'initial')?.delivery ?? 'held remotely'}; [book a call](/book) or [contact our team](/contact) to arrange a time.` : ''}${contactNotice()}`,
        sources: [CONTACT],
      };
    case 'timing':
      if (
        /\bemail|message|reply|respond|answer|\bgets? back|\bhear back|\b(?:contact |enquiry |inquiry )?form\b/.test(t) &&
        !/\bconsult|session|appointment/.test(t)
      ) {
        return {
          text: `We reply to every message **within 24 hours**. Phone: ${company.phone.display} (${company.hours[0].label}).`,
          sources: [CONTACT],
        };
      }
      return {
        text: `We schedule your initial consultation **within 48 hours** of your request. Send it through our [contact page](/contact); we reply to messages within 24 hours, and consultations are held remotely.`,
        sources: [CONSULTATIONS, CONTACT],
      };
    case 'about':
      return {
        // "Who founded it?", "who owns you?": the site names no founder or owner, and says so rather than answer around it.
        text: `${/\b(?:who (?:founded|started|set up|owns|runs|is behind)|founders?|owners?|ceo|who'?s the boss)\b/i.test(message) ? `Our site doesn't name the founders or owners; [contact our team](/contact) if you need to know. ` : ''}${company.name} was founded in **${company.foundingYear}** in Dubai. Today a team of ${company.employees.min}-${company.employees.max} people works from ${company.address.locality}, serving clients in ${andList(company.serviceAreas)}.`,
        sources: [{ title: 'About us: our story', href: '/about#story' }],
      };
    case 'contents': {
      const stack = services.find((s) => s.service === 'stack' && s.variant);
      if (!stack) return null;
      const key = stack.variant as keyof typeof sub.stacks;
      const detail = sub.stacks[key];
      return {
        text: `The ${detail.name} brings together:\n${list(detail.compounds.map((c) => c.name))}\n\n${detail.tagline} It is ${lowerFirst(cardPrice('/solutions/peptides'))} (the starting price of our stacks).`,
        sources: [{ title: detail.name, href: `/solutions/${key}-stack#compounds` }],
      };
    }
    case 'contact':
      return {
        text: `You can reach us by:\n- Email: ${company.email} (we reply within 24 hours)\n- Phone: ${company.phone.display} (${company.hours[0].label})\n- The form on our [contact page](/contact)${contactNotice()}`,
        sources: [CONTACT],
      };
    default:
      return null;
  }
}
