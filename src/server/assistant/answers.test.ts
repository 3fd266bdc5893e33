// The answers work: registry-driven answer shapes, thread state, languages and business facts read from their source.
import { describe, expect, it } from 'vitest';
import { company } from '../../content/company';
import { COMPOUND_REGISTRY, MODALITIES, REGIONS, SERVICES, suggestedQuestions } from '../../content/registry';
import { solutionCards } from '../../content/site/solutions';
import { consultations } from '../../content/site/solutions-subpages';
import { composeAnswer, HANDOFF_ANSWER } from './answer';
import * as ar from './arabic';
import { compoundsIn, modalitiesIn } from './entities';
import { siteIndex } from './retrieval';
import { decideSafety } from './safety/policy';

type Turn = { role: 'user' | 'assistant'; content: string };

/** Asks a conversation's questions in order, each with the earlier ones as history; returns every answer. */
function thread(questions: string[], page = '/') {
  const history: Turn[] = [];
  return questions.map((q) => {
    const a = composeAnswer({ message: q, history: [...history], pageContext: page });
    history.push({ role: 'user', content: q }, { role: 'assistant', content: a.text });
    return a;
  });
}
const ask = (q: string, page = '/') => thread([q], page)[0]!;

describe('registry', () => {
  it('every guide compound states its status in the four regions with the date it was checked, and its anti-doping category', () => {
    for (const c of COMPOUND_REGISTRY.filter((x) => x.guide)) {
      expect(Object.keys(c.status ?? {}).sort(), c.key).toEqual([...REGIONS].sort());
      expect(c.statusChecked, c.key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(c.antiDoping, c.key).toBeDefined();
    }
  });

  it('adding a compound is one entry: every name and spelling in the registry is recognised', () => {
    for (const c of COMPOUND_REGISTRY) {
      for (const spelling of [c.name, ...c.aliases.filter((a) => /^[a-z0-9 .+-]+$/.test(a) && a.length > 3)]) {
        expect(
          compoundsIn(`tell me about ${spelling}`).map((x) => x.key),
          `${c.key}: ${spelling}`,
        ).toContain(c.key);
      }
    }
    for (const m of MODALITIES) expect(modalitiesIn(`what about ${m.words[0]}?`).map((x) => x.key)).toContain(m.key);
  });

  it('prices come from the site content: the answer quotes what solutions.ts and solutions-subpages.ts say', () => {
    for (const s of SERVICES.filter((x) => x.price && x.key !== 'free_consultation')) {
      expect(SERVICES.find((x) => x === s)!.price).toBeTruthy();
    }
    const initial = consultations.find((c) => c.id === 'initial')!;
    expect(ask('How much is the initial consultation?').text).toContain(initial.price);
    const dosing = solutionCards.find((c) => c.href === '/solutions/dosing')!;
    expect(ask('what do the dosing systems cost?').text).toContain(dosing.price.replace('From ', ''));
  });

  it('no price, phone number or opening hour is written into the assistant code', () => {
    const sources = import.meta.glob(['./*.ts', '!./*.test.ts', '!./eval-set.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    for (const [file, text] of Object.entries(sources)) {
      expect(text, file).not.toMatch(/\$\d{2,}/);
      expect(text, file).not.toContain(company.phone.display);
      expect(text, file).not.toMatch(/\b9 AM\b|\b6 PM\b/);
    }
    expect(HANDOFF_ANSWER).toContain(company.phone.display);
    expect(HANDOFF_ANSWER).toContain(company.hours[0].label);
    expect(ar.HANDOFF).toContain(company.phone.display);
  });

  it("every modality figure is stated on the site's own pages (the registry and the pages agree)", () => {
    for (const m of MODALITIES) {
      const text = siteIndex.docs
        .filter((d) => d.path === m.page || d.path === '/recovery' || d.path === '/solutions/recovery-protocol')
        .map((d) => d.text)
        .join(' ')
        .toLowerCase();
      for (const figure of [m.duration, m.temperature, m.distance].filter((x): x is string => Boolean(x)))
        expect(text, `${m.key}: ${figure}`).toContain(figure.toLowerCase());
      if (m.frequency && /\d/.test(m.frequency)) expect(text, `${m.key}: ${m.frequency}`).toContain(m.frequency.toLowerCase());
    }
  });

  it('suggested questions come from the page topic', () => {
    expect(suggestedQuestions('/education/tirzepatide').join(' ')).toContain('Tirzepatide');
    expect(suggestedQuestions('/education/red-light')).toContain('How far away do I sit from the panel?');
    expect(suggestedQuestions('/solutions/recovery-stack').length).toBe(3);
  });
});

describe('thread state', () => {
  it('carries a modality into a short follow-up, and resolves "it" against it', () => {
    const [, howLong, straight] = thread(['How cold should a cold plunge be?', 'and for how long?', 'can i do it straight after lifting?']);
    expect(howLong!.text).toContain('2-15 minutes');
    expect(howLong!.text).not.toMatch(/compression/i);
    expect(straight!.text).toMatch(/blunt gains/);
  });

  it('carries a service: "is it done online?" after a consultation question, "how much is that?" after booking', () => {
    const [, online] = thread(['What does the initial consultation include?', 'Is it done online?']);
    expect(online!.text).toMatch(/remote/i);
    expect(online!.text).not.toMatch(/TB-500|BPC-157/);
    const [, price] = thread(['can I book a call?', 'how much is that?']);
    expect(price!.text).toMatch(/\$297/);
  });

  it('resolves "the second one" and "the other one" against the compounds the thread named', () => {
    const [, second, other] = thread(['tell me about bpc-157 and tb-500', 'what about the second one?', 'and the other one?']);
    expect(second!.text).toMatch(/^TB-500|thymosin/);
    expect(other!.text).toMatch(/^BPC-157/);
  });

  it('changes topic and back', () => {
    const [, , back] = thread(['what is tesamorelin?', 'what about red light therapy, how often?', 'and is tesamorelin banned in sport?']);
    expect(back!.text).toMatch(/S2/);
  });

  it('a comparison after a compound answers both sides, with a table', () => {
    const [, compare] = thread(['what is CJC-1295?', 'compare it with tesamorelin']);
    expect(compare!.text).toContain('**CJC-1295:**');
    expect(compare!.text).toContain('**Tesamorelin:**');
    expect(compare!.text).toMatch(/\| Regulatory status \|/);
  });
});

describe('answer shapes', () => {
  it('approval status per region, the region asked first, with the checked date', () => {
    const [, uk] = thread(["I'm reading about tirzepatide", 'is it approved in the UK?']);
    expect(uk!.text).toMatch(/^\*\*Tirzepatide in the United Kingdom: approved\*\*/);
    expect(uk!.text).toMatch(/Checked against our guide on \d+ \w+ \d{4}/);
    expect(uk!.text).not.toMatch(/Dubai Silicon Oasis/);
  });

  it('anti-doping status says what is prohibited and gives no timing advice', () => {
    const a = ask('is bpc 157 on the wada list');
    expect(a.text).toMatch(/S0/);
    expect(a.text).toMatch(/no advice on timing/);
  });

  it('modality frequency and distance are protocol figures, not doses', () => {
    const a = ask('how far from the red light panel and how often', '/education/red-light');
    expect(a.kind).toBe('answer');
    expect(a.text).toContain('6-12 inches');
    expect(a.text).toContain('3-5 sessions a week');
  });

  it('who should avoid it, from the guide or the modality', () => {
    expect(ask("who shouldn't take tirzepatide").text).toMatch(/medullary thyroid carcinoma/);
    expect(ask("who shouldn't do cold plunges").text).toMatch(/Raynaud/);
  });

  it('price and what is included; the free consultation is free; booking links to /book', () => {
    expect(ask('what do I get in the free consultation?').text).toMatch(/costs nothing/);
    const book = ask('can I book a call?');
    expect(book.text).toContain('](/book)');
    expect(ask('whats in the longevity stack').text).toMatch(/Epitalon[\s\S]*GHK-Cu/);
  });

  it('a page summary is three to five sentences with links to its sections', () => {
    const a = ask('summarise this page', '/education/bpc-157');
    const links = a.text.split('**Sources**')[0]!.match(/\]\(\/education\/bpc-157#[a-z-]+\)/g) ?? [];
    expect(links.length).toBeGreaterThanOrEqual(3);
    expect(links.length).toBeLessThanOrEqual(5);
  });

  it('storage: what the site says, or plainly not covered with the team offered', () => {
    expect(ask('how should i store them once they arrive', '/education/faq').text).toContain('2-8°C');
    expect(ask('how should I store tesamorelin?').text).toMatch(/doesn't cover storage[\s\S]*contact our team/);
  });

  it('never answers about another topic: an unknown subject is "not covered", not a nearby passage', () => {
    for (const q of ['what does the research say about melanotan 2?', 'do you have a sauna protocol? how hot and how long?']) {
      const a = ask(q, '/research');
      expect(a.kind, q).toBe('no_answer');
      expect(a.text, q).toContain('contact our team');
    }
  });
});

describe('languages', () => {
  it('a French question gets a note in French and the English answer, never "not found" for its language', () => {
    const a = ask("Quelles sont vos heures d'ouverture ?");
    expect(a.text).toMatch(/^_Nos réponses sont en anglais/);
    expect(a.text).toContain(company.hours[0].label);
  });

  it('an Arabic business-fact question gets an Arabic reply built from the business facts', () => {
    const a = ask('ما هي ساعات العمل؟');
    expect(a.text).toBe(ar.hoursText());
    expect(a.text).toContain('مغلق');
  });

  it('an Arabic follow-up about sport keeps the compound and answers (with the note in Arabic)', () => {
    const [, sport] = thread(['هل BPC-157 معتمد؟', 'وهل هو محظور في الرياضة؟']);
    expect(sport!.text).toContain(ar.CONTENT_NOTE);
    expect(sport!.text).toMatch(/S0/);
  });
});

// Round 3's capabilities, checked with phrasings of our own (not the blind round's).
describe('two-part questions and readings fixed after blind round 3', () => {
  it('calling on a weekend is about the phone line, which is staffed on weekdays only', () => {
    const a = ask('is your phone line open on saturdays?');
    expect(a.text).toMatch(/weekdays only/);
    expect(a.text).not.toMatch(/^Yes/);
    expect(ask('what number can I ring and when?').text).toContain(company.phoneHours);
  });

  it('an Arabic word that merely contains a short business word is not that business word', () => {
    // "مكتبكم" (your office) contains "بكم" (how much): no price list for a question about a lift at the office.
    const a = ask('هل يوجد مصعد في مكتبكم؟');
    expect(a.text).not.toContain(consultations[0]!.price);
    // The plural "استشارات" (consultations) with "online" is the consultations' delivery, in Arabic.
    expect(ask('هل الاستشارات اونلاين؟').text).toContain('عن بُعد');
  });

  it('asks both halves: a temperature and a duration, who it suits and who not, what X is and whether it is approved', () => {
    const cold = ask('ice bath: what temp, and how many minutes?');
    expect(cold.text).toMatch(/°C/);
    expect(cold.text).toMatch(/minutes/);
    const who = ask('who is this peptide for, and who is it not for?', '/education/tesamorelin');
    expect(who.text).toMatch(/studied for/);
    expect(who.text).toMatch(/unsuitable|specialist advice|not suitable|contraindicat|should avoid/);
    const what = ask('what is retatrutide, and is it approved in Europe?');
    expect(what.text).toMatch(/GIP/);
    expect(what.text).toMatch(/Not approved/);
    expect(what.text.indexOf('GIP')).toBeLessThan(what.text.indexOf('Not approved'));
  });

  it('"do you sell X or Y?" answers whether each is sold, not a comparison', () => {
    const a = ask('can I buy ozempic or mounjaro from you?');
    expect(a.text).toMatch(/^\*\*No: we don't sell/);
    expect(a.text).not.toMatch(/\| Regulatory status \|/);
  });

  it('a discount or promo code question is not off topic: it is not covered, and the team is offered', () => {
    const a = ask('do you have a discount code for a first order?');
    expect(a.kind).toBe('no_answer');
    expect(a.text).toMatch(/contact/i);
  });
});

describe('what happens when it stops', () => {
  it('answers from the guide section on stopping (SURMOUNT-4 on tirzepatide), not with the definition', () => {
    const a = ask('what happens when people stop taking it?', '/education/tirzepatide');
    expect(a.text).toMatch(/SURMOUNT-4/);
    expect(a.text).toMatch(/regain|placebo/i);
    expect(thread(['tell me about tirzepatide', 'and if you come off it?'])[1]!.text).toMatch(/SURMOUNT-4|regain/i);
  });
});

describe('blind round 4 shapes', () => {
  it('answers the consultation process step by step, and Arabic summaries and weight-loss questions with their shape', () => {
    expect(ask('How does the whole consultation process work, step by step?').text).toMatch(/48 hours/);
    const summary = ask('لخص لي هذه الصفحة باختصار', '/education/tesamorelin');
    expect(summary.kind).not.toBe('no_answer');
    expect(summary.text).toMatch(/tesamorelin/i);
    expect(ask('هل إبر HCG تنحف فعلاً؟', '/education/hcg').text).toMatch(/did not bring about weight loss|not effective/i);
  });
});

describe('terms questions', () => {
  it('finds the section a terms question is about by its telling words, not the page name', () => {
    expect(ask("which country's law applies to your terms and conditions?").text).toMatch(/Delaware/);
  });
});

describe('collecting an order', () => {
  it('says the site does not offer collection rather than answering about consultations, and offers the team', () => {
    const a = ask('Can I pick up my order in person somewhere in Abu Dhabi?');
    expect(a.text).toMatch(/doesn't say that orders can be collected/);
    expect(a.text).toMatch(/contact our team/);
    expect(a.text).not.toMatch(/Consultations: held/);
  });
});

describe('a business question about something the site never mentions', () => {
  it('says so and offers the team before giving the nearest fact, instead of passing that fact off as the answer', () => {
    for (const [q, word] of [
      ['do you keep the same hours over Eid and other public holidays?', 'public holidays'],
      ['does your Silicon Oasis office have valet?', 'valet'],
    ] as const) {
      const a = ask(q);
      expect(a.text, q).toContain(`doesn't say anything about ${word}`);
      expect(a.text, q).toContain('(/contact)');
    }
    // Known words, synonyms the assistant folds ("opening hours") and day names are not new subjects.
    for (const q of ['what are your opening hours on saturday?', 'where is your office located?', 'how quickly do you reply?'])
      expect(ask(q).text, q).not.toContain("doesn't say anything about");
  });

  it('"do I have to come in?" is a question about the service, not a request for a diagnosis', () => {
    expect(decideSafety('is it done online or do i have to come into dubai?').decision).toBeNull();
    expect(decideSafety('do i have to book a week ahead?').decision).toBeNull();
    expect(decideSafety('my knees ache every morning, do i have arthritis?').decision?.variant).toBe('diagnosis');
  });
});

describe('round 5 capabilities', () => {
  it('"the other one" after one of a service\'s two versions answers the other version', () => {
    const [, other] = thread(['how long is the follow-up session?', 'and the other one?'], '/solutions/consultations');
    expect(other!.text).toMatch(/Initial Consultation/);
    expect(other!.text).toMatch(/90 minutes/);
  });

  it('a sentence that introduces a list brings the list', () => {
    const a = ask('why does independent verification of research material matter?', '/education/peptides');
    expect(a.text).toMatch(/checks below\.\n- HPLC[^\n]*\n- Mass spectrometry/);
  });

  it('Arabic: a cold-bath temperature and minutes, and a region named in Arabic', () => {
    const cold = ask('ما هي درجة الحرارة المناسبة لحوض الثلج؟');
    expect(cold.text).toMatch(/10-15 درجة مئوية/);
    const [, uae] = thread(['ما هو TB-500؟', 'هل هو مسموح في الإمارات؟']);
    expect(uae!.text).toMatch(/هيئة الصحة بدبي/);
    expect(uae!.text).toMatch(/لم نجد له تسجيلاً كدواء/);
    // Status asked in Arabic is answered in Arabic from the registry, with the research-use note.
    // Arabic spellings with the article, hamza or a dropped letter are still the compound.
    expect(compoundsIn('هل الإيباموريلين آمن؟').map((c) => c.key)).toEqual(['ipamorelin']);
    expect(compoundsIn('شو هو سي جي سي').map((c) => c.key)).toEqual(['cjc1295']);
    const fda = ask('هل Tesamorelin معتمد في أمريكا؟');
    expect(fda.text).toMatch(/الولايات المتحدة \(FDA\): معتمد/);
    expect(fda.text).toMatch(/Research use only/);
  });

  it("a UAE status is the guide's regulatory block: no registration found (with the region's rules), or approved", () => {
    const a = ask('can I legally buy selank in the uae?');
    expect(a.text).toMatch(/Selank in the UAE: no registration found/);
    expect(a.text).toMatch(/emirate health authorities/);
    expect(a.text).not.toMatch(/doesn't cover its status in the UAE/);
    const t = ask('is mounjaro legal in the emirates?');
    expect(t.text).toMatch(/Tirzepatide in the UAE: approved/);
    expect(t.text).toMatch(/since 2022/);
    // A status the registry does not give for a region still says so.
    expect(ask('is nmn legal in the uae?').text).not.toMatch(/UAE: approved/);
  });
});

describe('comparisons and summaries', () => {
  it('"is it the same as X?" after a compound compares the two', () => {
    const [, a] = thread(['what is ipamorelin?', 'is it pretty much the same as tesamorelin?']);
    expect(a!.text).toMatch(/Ipamorelin/);
    expect(a!.text).toMatch(/Tesamorelin/);
  });

  it('a page summary gives a protocol section its labelled figures', () => {
    const a = ask('give me the short version of this page', '/education/red-light');
    expect(a.text).toMatch(/Distance: 6-12 inches/);
    expect(a.text).toMatch(/3-5 sessions a week/);
  });

  it('a modality asked about around training answers with what its page says on timing', () => {
    const [, a] = thread(['what temperature should an ice bath be?', 'can I jump in straight after a workout?']);
    expect(a!.text).toMatch(/may blunt gains/);
    expect(ask('red light: pre-workout or post-workout?').text).toMatch(/Before training for performance, or after training for recovery/);
  });
});

describe('round 6 capabilities', () => {
  it('a region alone as a follow-up asks the same question for that region', () => {
    const [, eu] = thread(['is tirzepatide approved in the US?', 'and in the EU?']);
    expect(eu!.text).toMatch(/Tirzepatide in the European Union: approved/);
  });

  it('"when people stop" is the stopping aspect', () => {
    const [, a] = thread(['what did the tesamorelin trials find?', 'what happens if patients stop?'], '/education/tesamorelin');
    expect(a!.text).toMatch(/benefit was reported to fade/);
  });

  it("cancelling or moving a session is the booking's free cancellation, not the product refund policy", () => {
    const [, a] = thread(['can I book the initial consultation online?', 'can I reschedule it if I need to?']);
    expect(a!.text).toMatch(/cancel free of charge/);
    expect(a!.text).not.toMatch(/all sales are final/);
    expect(ask('what is your refund policy?').text).toMatch(/all sales are final/);
  });

  it('whether the team are doctors, with a second question answered too', () => {
    const a = ask('is your staff medically qualified, like actual doctors? and how old do I need to be?');
    expect(a.text).toMatch(/not doctors/);
    expect(a.text).toMatch(/18/);
  });

  it('booking answers say how far ahead and that nothing is paid online', () => {
    const a = ask('how do I book a consultation?');
    expect(a.text).toMatch(/30 days ahead/);
    expect(a.text).toMatch(/nothing is charged online/);
  });

  it('what a service includes, asked loosely, and a privacy question in German', () => {
    expect(ask('what do I really get with the dosing app?').text).toMatch(/Response tracking/);
    expect(ask('Wie lange werden meine Daten gespeichert?').text).toMatch(/Data Retention|90 days/);
  });
});

describe('round 7 capabilities', () => {
  it('"are you a real person?" is about the assistant, not a request for the team', () => {
    const a = ask('wait, am I talking to a bot? are you a real person?');
    expect(a.kind).toBe('identity');
    expect(a.text).toMatch(/AI assistant/);
  });

  it('does a diet or product "actually work": what the research found about it', () => {
    expect(ask('be honest, does the hcg diet really work?').text).toMatch(/did not bring about weight loss/);
  });

  it('"if someone stops" after a compound is its stopping section', () => {
    const [, a] = thread(['what did tesamorelin do to visceral fat?', 'what if somebody stops?'], '/education/tesamorelin');
    expect(a!.text).toMatch(/benefit was reported to fade/);
  });

  it('testing and certificates get what the site states, never a buyer checklist as our own claim', () => {
    const a = ask('is every batch lab tested and do I get a COA?');
    expect(a.text).toMatch(/99%\+ purity/);
    expect(a.text).toMatch(/For a specific batch/);
  });

  it('governing law, guest chats, Arabic side effects and recovery food, a German study question', () => {
    expect(ask('what courts and laws govern your terms?').text).toMatch(/Delaware/);
    expect(ask('do you store my messages if I use the chat as a guest?').text).toMatch(/Guest chats: not stored/);
    expect(ask('ما هي الآثار الجانبية للتيرزيباتايد؟').text).toMatch(/nausea/);
    expect(ask('شو لازم آكل وأشرب بعد التمرين؟').text).toMatch(/electrolytes/);
    const de = ask('Gibt es Studien zu Semax beim Menschen?');
    expect(de.text).toMatch(/Unsere Antworten sind auf Englisch/);
  });
});

describe('two questions in one message', () => {
  it('answers each, the second read as a follow-up to the first, without repeating what the first said', () => {
    const a = ask('is tesamorelin approved anywhere? and how long until people see results?');
    expect(a.text).toMatch(/Egrifta/);
    expect(a.text).toMatch(/3-6 months/);
    const pay = ask('do you take crypto? and can I pay in dirhams?');
    expect(pay.text.match(/Currencies: USD, EUR, AED/g)).toHaveLength(1);
    const cancel = ask('do I pay when I book? and what if I have to cancel?');
    expect(cancel.text).toMatch(/cancel free of charge or move it/);
    expect(cancel.text).not.toMatch(/all sales are final/);
  });

  it('a remark after a question is not a second question', () => {
    const a = ask('what is epitalon? never heard of it');
    expect(a.text.match(/synthetic tetrapeptide/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe('round 8 capabilities', () => {
  it('a page question with its own words is answered from the section that has them', () => {
    const a = ask('on this page: what actually separates a research peptide from a proper medicine?', '/education/peptides');
    expect(a.text).toMatch(/phased human clinical trials/);
  });

  it('the boxed warning, paying upfront, deleting everything, weight lost asked in Spanish, eyes in Arabic', () => {
    expect(ask('what is the boxed warning about?', '/education/tirzepatide').text).toMatch(/thyroid C-cell tumors/);
    expect(ask('do I pay upfront for a consultation?').text).toMatch(/nothing is charged online/);
    const [, del] = thread(['do you keep my chats?', 'how do I delete everything?']);
    expect(del!.text).toMatch(/Delete account/);
    expect(ask('¿Cuánto peso perdieron con tirzepatida?').text).toMatch(/-20\.9%/);
    expect(ask('هل الضوء الأحمر يضر العيون؟').text).toMatch(/goggles/);
  });

  it('a recovery method the site does not cover is said to be not covered, never answered with the nearest one', () => {
    for (const q of ['do you do infrared sauna sessions too? what is the protocol', 'can I book a sports massage after training?']) {
      const a = ask(q, '/recovery');
      expect(a.kind, q).toBe('no_answer');
      expect(a.text, q).toMatch(/doesn't cover/);
      expect(a.text, q).not.toMatch(/6-12 inches/);
    }
    expect(ask('what is red light therapy', '/recovery').text).toMatch(/near-infrared/);
  });

  it('cold water in Arabic is the cold plunge, and a prescription question is about the rules, not a dose', () => {
    expect(ask('كم دقيقة لازم أقعد في الماء البارد وكم تكون درجة الحرارة؟', '/recovery').text).toMatch(/10-15 درجة مئوية/);
    const hcg = ask('can i buy hcg over the counter in the UK or do i need a prescription', '/education/hcg');
    expect(hcg.kind).not.toBe('personal_medical');
    expect(hcg.text).toMatch(/prescription-only/);
  });

  it('two versions compared get both sides, in the order the guide tells them; a compound with no guide gets no invented dose', () => {
    for (const q of ['cjc with DAC vs without DAC, whats the actual difference?', 'whats the diff between with DAC and without?']) {
      const t = ask(q, '/education/cjc-1295').text;
      expect(t, q).toMatch(/binds to albumin/);
      expect(t, q).toMatch(/without DAC, often called modified GRF/);
      expect(t.indexOf('albumin'), q).toBeLessThan(t.indexOf('modified GRF'));
    }
    const epitalon = ask('whats the usual dose for epitalon?', '/solutions/longevity-stack');
    expect(epitalon.text).toMatch(/gives no dose for Epitalon/);
    expect(epitalon.text).toMatch(/contact our team/);
  });

  it('round 10: the recovery window, a drip session, plans and their price, Arabic days and an Arabic follow-up', () => {
    expect(ask('how long should i rest before training chest hard again?').text).toMatch(/24-48 hours/);
    const nad = ask('IV NAD - how long is a session and how often do people have one?', '/education/nad');
    expect(nad.text).toMatch(/2-4 hours, 1-3 times weekly/);
    expect(nad.text).not.toMatch(/90 minutes/);
    const plans = ask('what do i get with these plans and how much', '/solutions/nutrition');
    expect(plans.kind).not.toBe('personal_medical');
    expect(plans.text).toMatch(/\$197/);
    expect(ask('هل انتم فاتحين يوم الجمعة؟', '/contact').text).toMatch(/الجمعة/);
    const [, minutes] = thread(['كم لازم تكون درجة حرارة الماء في الغطس البارد؟', 'وكم دقيقة لازم أقعد فيه؟'], '/recovery');
    expect(minutes!.text).toMatch(/2-15 دقيقة/);
  });

  it('round 11: a shipping threshold is not a dose, and an Arabic follow-up asks whether consultations are online', () => {
    const ship = ask('free delivery over what amount? and how should I store them when they arrive', '/education/faq');
    expect(ship.kind).not.toBe('personal_medical');
    expect(ship.text).toMatch(/\$150/);
    const [, online] = thread(['كم سعر الاستشارة الأولى؟', 'وهل تتم عن طريق الإنترنت؟'], '/contact');
    expect(online!.text).toMatch(/عن بُعد/);
  });

  it('two or three questions joined in one sentence are each answered; one the site does not cover is said so', () => {
    const a = ask('how long is a cold plunge supposed to be and how many hours of sleep do I need?', '/recovery');
    expect(a.text).toMatch(/2-15 minutes/);
    expect(a.text).toMatch(/7-9 hours/);
    const b = ask('tesamorelin side effects + who should stay away from it', '/education/tesamorelin');
    expect(b.text).toMatch(/pregnan/i);
    expect(b.text.length).toBeGreaterThan(400);
    const c = ask('what does the initial consultation cost? and can I pay in dirhams? and do you sell gift vouchers?');
    expect(c.text).toMatch(/\$297/);
    expect(c.text).toMatch(/AED/);
    expect(c.text).toMatch(/doesn't say anything about (?:gift )?vouchers/);
    // A part that only asks about what was named ("what kinds are there?") is never said to be "not covered".
    expect(ask('how much is the dosing system? what types are there').text).not.toMatch(/doesn't say anything/);
  });

  it('a city or country named is its region: shipping there and consultations from there', () => {
    const ship = ask('do you deliver to Amsterdam?');
    expect(ship.text).toMatch(/Amsterdam is in the European Union, one of the regions we serve/);
    expect(ship.text).toMatch(/lawfully supplied/);
    const far = ask('can you ship to Canada?');
    expect(far.text).toMatch(/doesn't say we deliver to Canada/);
    expect(far.text).toMatch(/contact our team/);
    const consult = ask('is it possible to have the consultation from Manchester?');
    expect(consult.text).toMatch(/Manchester \(the United Kingdom\), one of the regions we serve/);
    // German: "kostenlos" (free) is not a price question, and "liefert ihr" is shipping.
    const de = ask('Liefert ihr auch nach Österreich? Ist der Versand kostenlos?');
    expect(de.text).toMatch(/Austria is in the European Union/);
    expect(de.text).toMatch(/\$150/);
    expect(de.text).not.toMatch(/\$197/);
  });

  it('which one of two compounds, this stack on its page, and whether the team are doctors', () => {
    const [, which] = thread(['how does tesamorelin compare with ipamorelin?', 'which of them is approved in the US?'], '/');
    expect(which!.text).toMatch(/Tesamorelin in the United States: approved/);
    expect(which!.text).toMatch(/Ipamorelin in the United States: not approved/);
    const stack = ask("what's actually in this stack?", '/solutions/longevity-stack');
    expect(stack.text).toMatch(/Longevity Stack/);
    expect(stack.text).toMatch(/Epitalon/);
    const doctors = ask('is anyone on your team a real doctor? are all of your staff doctors?');
    expect(doctors.text).toMatch(/not doctors/);
    expect(doctors.kind).not.toBe('off_topic');
  });

  it('a short summary bullet does not stand in for the sentence that says it in full', () => {
    const a = ask('what do men usually notice as side effects on hcg?', '/');
    expect(a.text).toMatch(/headache, fatigue/);
  });

  it('a page of many sections is summarised whole; a guide summary keeps its limits', () => {
    const recovery = ask('give me the short version of this page', '/recovery');
    for (const m of ['Cold Therapy', 'Red Light', 'Sleep', 'Compression', 'Nutrition']) expect(recovery.text).toMatch(m);
    const faq = ask('short version of the faq please', '/education/faq');
    expect(faq.text).toMatch(/Shipping is free on orders \$\d+\+\. Orders are packed discreetly/);
    const guide = ask('tl;dr please', '/education/bpc-157');
    expect(guide.text).toMatch(/Research Limitations|limitation/i);
  });

  it('round 12: human testing is evidence, not product testing; selling beside status; the free call and the 90-minute session', () => {
    const human = ask('has tb-500 been tried on people at all?', '/education/tb-500');
    expect(human.text).not.toMatch(/99%\+ purity/);
    expect(human.text).toMatch(/human|people|patients/i);
    const sell = ask('is tirzepatide approved in the US? and do u guys sell it');
    expect(sell.text).toMatch(/Zepbound/);
    expect(sell.text).toMatch(/we don't sell Tirzepatide/);
    const [, length] = thread(['tell me about the free intro call', 'how many minutes is it?'], '/book');
    expect(length!.text).toMatch(/20 minutes/);
    const ninety = ask("what's included in the 90-minute one?", '/solutions/consultations');
    expect(ninety.text).toMatch(/Written summary after the session/);
  });

  it('round 12: a tested athlete gets the anti-doping reply and the ordinary half of the question, never a dose', () => {
    const a = ask('is tb-500 legal in the EU? and am I allowed it as a tested sprinter?');
    expect(a.kind).toBe('anti_doping');
    expect(a.text).toMatch(/On your other question/);
    expect(a.text).toMatch(/TB-500 in the European Union: not approved/);
    const dose = ask("i'm 90kg, how many mg of retatrutide to start and how quickly do i go up?");
    expect(dose.text).not.toMatch(/\d\s*mg\b/);
    expect(dose.text).not.toMatch(/On your other question/);
    // In Arabic, the compound's own place on the WADA list.
    const ar = ask('هل TB-500 محظور؟ انا لاعب كرة قدم ونخضع لفحوصات');
    expect(ar.text).toMatch(/TB-500\*\*: مدرج/);
    expect(ar.text).toMatch(/S2/);
  });

  it('round 12: two stacks compared on a stack page, an office to visit, tell me more, delivery days in French', () => {
    const stacks = ask('what sets this one apart from the performance stack?', '/solutions/longevity-stack');
    expect(stacks.text).toMatch(/Longevity Stack/);
    expect(stacks.text).toMatch(/Performance Stack/);
    const visit = ask('can I come in person to your office?');
    expect(visit.text).toMatch(/in person in Dubai/);
    const more = ask('tell me more about ipamorelin');
    expect(more.text).toMatch(/Ipamorelin in the United States|Regulatory status of Ipamorelin/);
    expect(more.text.length).toBeGreaterThan(600);
    // "Which one is for stress?" in French after a comparison: the comparison answers it, never "not covered".
    const which = ask('Semax ou Selank, quelle différence ? Lequel est plutôt pour le stress ?');
    expect(which.text).toMatch(/anxiety and stress/);
    expect(which.text).not.toMatch(/doesn't cover/);
    const fr = ask('Combien de jours faut-il pour recevoir une commande à Lyon ?');
    expect(fr.text).toMatch(/doesn't give delivery times/);
  });

  it('a protocol question about one recovery method in Arabic is answered in Arabic, with the registry figures', () => {
    const nums = (x?: string) => (x ?? '').match(/\d+(?:-\d+)?/g) ?? [];
    for (const m of MODALITIES)
      for (const k of ['duration', 'frequency', 'temperature', 'distance'] as const)
        expect(nums(m.arabic[k]), `${m.key} ${k}`).toEqual(nums(m[k]));
    const red = ask('كم مرة في الأسبوع أستخدم الضوء الأحمر وعلى أي بعد؟', '/');
    expect(red.text).toMatch(/3-5 جلسات في الأسبوع/);
    expect(red.text).toMatch(/6-12 إنشًا/);
    expect(red.text).not.toMatch(/CONTENT_NOTE|محتوى مكتبتنا/);
  });

  it('round 13: the other one named only in the reply, a region follow-up on legality, precursor doses, injection sites', () => {
    const history = [
      { role: 'user' as const, content: 'which peptides do you cover for recovery?' },
      { role: 'assistant' as const, content: 'Our guides cover BPC-157 and TB-500, both studied in animal models of tissue repair.' },
      { role: 'user' as const, content: 'cool' },
      { role: 'assistant' as const, content: 'Would you like to know more about BPC-157?' },
    ];
    const other = composeAnswer({ message: 'what about the other one?', history, pageContext: '/' });
    expect(other.text).toMatch(/TB-500|thymosin/i);
    expect(other.text).not.toMatch(/BPC-157 \(body protection/);
    const [, uae] = thread(['is it legal to buy research peptides in the UK?', 'and over here in the UAE?'], '/education/peptides');
    expect(uae!.text).toMatch(/Dubai Health Authority/);
    const nr = ask('what amounts of nicotinamide riboside were tested in people?', '/education/nad');
    expect(nr.text).toMatch(/100, 300 and 1,000 mg|250-1000mg/);
    expect(nr.text).not.toMatch(/gives no dose/);
    const site = ask('where do people inject tesamorelin?', '/');
    expect(site.text).toMatch(/Tesamorelin/);
    expect(site.text).not.toMatch(/Tirzepatide|tirzepatide/);
  });

  it('round 13: a later part that only asks about what was named is not "not covered"; the phone on that day; IV drips', () => {
    const kinds = ask('what do the stacks cost? which kinds do you have');
    expect(kinds.text).toMatch(/\$297/);
    expect(kinds.text).not.toMatch(/doesn't say anything/);
    const sat = ask('is the office open on sunday? could I phone you then?');
    expect(sat.text).toMatch(/closed on Sundays/);
    expect(sat.text).toMatch(/Mon-Fri/);
    const drip = ask('can you give me an NAD drip at your clinic in Dubai?');
    expect(drip.text).toMatch(/aren't among the services our site lists/);
    expect(drip.text).toMatch(/research use only/);
    const [, online] = thread(['what is the free consultation?', 'is it online or in person?'], '/contact');
    expect(online!.text).toMatch(/held remotely/);
  });

  it('round 14: a tested player on a stack page, Arabic cold plunge with a prefix, drinking on a compound', () => {
    const rugby = ask('am I ok to use this? I race triathlons and we get drug tested', '/solutions/performance-stack');
    expect(rugby.text).toMatch(/Prohibited List|prohibited/);
    expect(rugby.text).not.toMatch(/99%\+ purity/);
    const plunge = ask('بكم درجة يكون الماء بالغطس؟', '/');
    expect(plunge.text).toMatch(/10-15 درجة مئوية/);
    const [, drink] = thread(['what is ipamorelin?', 'and can you take it if you drink at the weekend?'], '/');
    expect(drink!.kind).toBe('caution');
    expect(drink!.text).toMatch(/alcohol/);
  });

  it('a summary in the number of bullets asked for; stacks in general list what each brings together', () => {
    const three = ask('tl;dr in 3 bullets please', '/education/tb-500');
    expect(three.text.split('\n').filter((l) => l.startsWith('- ') && !l.startsWith('- [')).length).toBe(3);
    const stacks = ask('what do your stacks contain?', '/solutions');
    for (const c of ['GHRP-6', 'Epitalon', 'GH Peptides']) expect(stacks.text).toContain(c);
  });

  it('round 28: what a service involves, however it is named; a language the site has no note for gets no wrong one', () => {
    for (const q of ['what would a recovery consultation actually entail?', "what's involved in your consultations?"]) {
      const a = ask(q, '/recovery');
      expect(a.kind, q).toBe('fact');
      expect(a.text, q).toContain(consultations.find((c) => c.id === 'initial')!.duration);
    }
    // Hausa: no French, Spanish or Portuguese note ("da" is not Portuguese here), and both compounds answered.
    const hausa = ask('Menene bambancin Semax da Selank?');
    expect(hausa.text).not.toMatch(/_(?:As nossas|Nos réponses|Nuestras|Unsere|Le nostre)/);
    for (const c of ['Semax', 'Selank']) expect(hausa.text).toContain(c);
  });

  it("answers round 15: a page summary fits every section; who should avoid a compound in the guide's words; a named effect", () => {
    const tldr = ask('quick summary of this page?', '/solutions/performance-stack');
    expect(tldr.text).toMatch(/Price: From \$297\/month/);
    expect(tldr.text).toMatch(/WADA/);
    expect(tldr.text).not.toMatch(/^- Research use only/m);
    const avoid = ask('who should steer clear of this one?', '/education/ipamorelin');
    expect(avoid.text).toMatch(/pregnant or breastfeeding/);
    expect(avoid.text).toMatch(/diabetes/);
    // "heart rate" in the question picks the sentence that reports it, not a price note for "rate".
    const heart = ask('does retatrutide do anything to heart rate? a friend mentioned it', '/education/retatrutide');
    expect(heart.text).toMatch(/increases in heart rate/);
    expect(heart.text).not.toMatch(/price/i);
    expect(ask('who is cold water immersion for?').text).toMatch(/suits/);
    const team = ask("honest question, who's really running this? any GPs on the team?", '/about');
    expect(team.kind).toBe('fact');
    expect(team.text).toMatch(/not doctors/);
    expect(team.text).toContain(String(company.foundingYear));
  });

  it('answers round 16: the version the thread left out, the sessions after the first, pills for a drip, a drip in sport', () => {
    const history = [
      { role: 'user' as const, content: 'which stacks are there?' },
      { role: 'assistant' as const, content: 'There is the Recovery Stack, the Longevity Stack, and one more.' },
    ];
    const other = composeAnswer({ message: 'and the other one?', history, pageContext: '/solutions/peptides' });
    expect(other.text).toMatch(/Performance Stack/);
    const cost = thread(
      ['after my initial consult, would I have to come back regularly?', 'what does that cost?'],
      '/solutions/consultations',
    )[1]!;
    const followUp = consultations.find((c) => c.id === 'follow-up')!;
    expect(cost.text).toContain(followUp.price);
    const pills = thread(['is an NAD drip worth it?', 'what about capsules instead?'], '/education/nad')[1]!;
    expect(pills.kind).toBe('answer');
    expect(pills.text).toMatch(/oral|precursor/i);
    // A tested athlete asking about NAD+ drips: the rule is about how it is given, with no volume figure to aim under.
    const drip = ask("I'm a tested rower, is an NAD+ drip a problem for anti-doping?", '/education/nad');
    expect(drip.kind).toBe('anti_doping');
    expect(drip.text).not.toMatch(/treat NAD\+ as prohibited/);
    expect(drip.text).toMatch(/the way it is given/);
    expect(drip.text).not.toMatch(/\d+\s*mL/i);
  });

  it('answers round 18: "what is" in Gulf and Levantine Arabic with a status question answers both halves', () => {
    for (const q of ['وش هو TB-500؟ وهل هو معتمد من FDA؟', 'شو هو Semax؟ وهل هو معتمد؟']) {
      const a = ask(q);
      expect(a.text, q).toMatch(/is a|peptide/i);
      expect(a.text, q).toMatch(/FDA|approved|معتمد/);
    }
  });

  it('answers round 18: terse or Russian comparisons are answered; a facility, a group rate; men on TRT', () => {
    const terse = ask('why pair w ipamorelin', '/education/cjc-1295');
    expect(terse.kind).toBe('answer');
    const [, ru] = thread(['Семакс одобрен где-нибудь?', 'А чем он отличается от Селанка?'], '/education/semax');
    expect(ru!.kind).not.toBe('check_in');
    const facility = ask('can I come in to your place and use a cold plunge or an ice bath?', '/recovery');
    expect(facility.text).toMatch(/doesn't describe a facility/);
    const group = ask("we're a club of 30 adults, is there a team discount on the nutrition plans?", '/solutions/nutrition');
    expect(group.text).toMatch(/doesn't list any discounts/);
    expect(group.text).toMatch(/\$\d/);
    const trt = ask('why would blokes on trt take hcg?', '/education/hcg');
    expect(trt.text).toMatch(/fertility|testosterone therapy/i);
  });

  it('answers round 17: ordinary questions the safety layer had refused; a stated age is not the minimum-age question', () => {
    for (const [q, page] of [
      ['how long should I leave it before hitting the same muscle group hard again?', '/solutions/recovery-protocol'],
      ['how much does delivery cost, and how do I store the vials when they come?', '/education/faq'],
    ] as const) {
      const a = ask(q, page);
      expect(a.kind, q).toMatch(/^(?:answer|fact)$/);
    }
    const storage = ask('how much does delivery cost, and how do I store the vials when they come?', '/education/faq');
    expect(storage.text).toMatch(/2-8\s*°C|fridge|refrigerat/i);
    // "I am 70" in Arabic with a question about a cold plunge: the plunge's safety notes, not "you must be 18".
    const older = ask('عمري ٧٠ سنة وعندي ضغط الدم، هل الحمام البارد مناسب لي؟', '/recovery');
    expect(older.text).not.toMatch(/18 or over/);
    expect(older.text).toMatch(/blood pressure/i);
  });

  it("answers round 17: a service's versions compared on its page, how it works in bullets, typos, data in studies, a subject never mentioned", () => {
    const both = ask('what sets the two sessions on this page apart?', '/solutions/consultations');
    const [initial, followUp] = ['initial', 'follow-up'].map((id) => consultations.find((c) => c.id === id)!);
    expect(both.text).toContain(initial!.price);
    expect(both.text).toContain(followUp!.price);
    const how = ask('quick bullets: how do the consultations work, how long, how much', '/solutions');
    expect(how.kind).toBe('fact');
    expect(how.text).toContain(initial!.duration);
    const typo = ask('is it leagal to buy peptids in dubay?');
    expect(typo.text).toMatch(/Dubai Health Authority|UAE/);
    const data = ask('any real human data on Selank, or only rats?', '/education/selank');
    expect(data.sources.some((x) => x.href.startsWith('/privacy'))).toBe(false);
    const insurance = ask('will my health insurance pay for a consultation?', '/solutions/consultations');
    expect(insurance.text).toMatch(/doesn't say anything about insurance/);
  });

  it("answers round 16: a hormone in a later part is the earlier compound's; a place or a scene is not an uncovered subject", () => {
    const gh = ask('cjc-1295 half life? and how long does GH stay up?', '/education/cjc-1295');
    expect(gh.text).not.toMatch(/Tesamorelin/);
    expect(gh.sources.every((x) => !x.href.includes('tesamorelin'))).toBe(true);
    const far = ask("I live out in Ras Al Khaimah and hate long drives. Can the consultation be done remotely, and what's the price?");
    expect(far.text).not.toMatch(/doesn't say anything about/);
    expect(far.text).toMatch(/\$297/);
  });

  it('answers round 15: whether something is proven is its evidence, not its price; a diet someone else is on', () => {
    const proven = ask('Is BPC-157 actually proven to do anything or is it expensive hype?', '/education/bpc-157');
    expect(proven.text).not.toMatch(/doesn't list a price|\$\d/);
    expect(proven.sources.some((s) => s.href.includes('/education/bpc-157'))).toBe(true);
    const diet = ask('my mum is doing the hcg diet on 500 calories a day, does the hcg bit actually do anything?', '/education/hcg');
    expect(diet.kind).toBe('answer');
    expect(diet.text).toMatch(/^_Very low intakes carry real risks/);
    expect(diet.text).toMatch(/no added effect|not (?:been )?(?:shown|demonstrated) to be effective/i);
  });

  it('whether you must be an athlete is who a service is for; a compound with no guide is compared from what names it', () => {
    for (const q of ['do i have to be a serious athlete to book one?', 'are your nutrition plans only for bodybuilders?']) {
      const a = ask(q, q.includes('nutrition') ? '/solutions/nutrition' : '/solutions/consultations');
      expect(a.text, q).toMatch(/^No\. /);
      expect(a.text, q).toContain(company.audience);
    }
    const vs = thread(['is tirzepatide approved for weight loss?', 'and versus semaglutide?'], '/education/tirzepatide')[1]!;
    expect(vs.text).toMatch(/head-to-head/i);
    // Each side says something of its own: the other side's paragraph is not repeated.
    const [a, b] = vs.text.split(/\n\n\*\*semaglutide:\*\*/i);
    expect(b).toBeDefined();
    expect(a!.slice(20, 120)).not.toBe(b!.slice(20, 120));
  });

  it('a French "what is" is a question about the guide, and words of another language are not subjects the site missed', () => {
    for (const q of ["Qu'est-ce que le BPC-157 ?", 'Qu’est-ce que le TB-500 et à quoi sert-il ?', 'Co to jest Semax?']) {
      const a = ask(q);
      expect(a.kind, q).toBe('answer');
      expect(a.text, q).toMatch(/peptide/i);
    }
    const hours = ask('Quelles sont vos heures d’ouverture ?');
    expect(hours.text).not.toMatch(/doesn't say anything about/);
    expect(hours.text).toContain('Mon-Fri');
  });

  it('answers round 19: a routine page, the page itself, and questions the site answers in other words', () => {
    // On a routine's page "this" is the routine: its frequency and timing are not a dose, nor a worry.
    const often = ask('how many times a week and how many minutes?', '/education/red-light');
    expect(often.kind).not.toBe('personal_medical');
    expect(often.text).toContain('3-5 sessions a week');
    const after = ask('is it bad to do it right after a heavy leg day?', '/education/cold-therapy');
    expect(after.kind).toBe('answer');
    expect(after.text).toMatch(/blunt/);
    expect(ask('how much rest do I need between heavy sessions for the same muscle group?', '/solutions/recovery-protocol').text).toContain(
      '24-48 hours',
    );
    expect(ask('who is your company for?').text).toContain(company.audience);
    expect(ask('were these done in humans or animals?', '/research').text).toMatch(/animal or cell models/);
    const each = ask('how often should I do each of these?', '/recovery');
    for (const name of ['Cold therapy', 'Red light therapy', 'Sleep optimization']) expect(each.text).toContain(name);
    expect(ask('what does research show for NAD+ infusions?', '/education/nad').text).toMatch(/intravenous/i);
    expect(ask('after I reconstitute it how long is it good for?').text).toMatch(/doesn't say how long a peptide keeps once it is mixed/);
    const us = ask('can you deliver to the USA? who covers import duties?');
    expect(us.text).toMatch(/The United States is one of the regions we serve/);
    expect(us.text).toMatch(/import duties/);
    expect(ask('do I have to pay customs fees?').text).toMatch(/import duties/);
    expect(ask('are my chats saved if I have no account?').text).toMatch(/Guest chats/);
    expect(ask('Ist Retatrutid zugelassen? Kann ich es bei euch kaufen?').text).toMatch(/do(?:n't| not) sell/);
  });

  it('answers round 19: follow-ups keep their topic; compounds with no guide are told from what names them, or said to be uncovered', () => {
    const sleep = thread(['does cjc-1295 raise growth hormone?', 'what about for sleep?'], '/education/cjc-1295')[1]!;
    expect(sleep.text).toMatch(/CJC-1295|GHRH|growth hormone/);
    expect(sleep.text).not.toMatch(/7-9 hours/);
    const back = thread([
      'what did the TB-500 studies find?',
      'how long is a red light session?',
      'back to the peptide, is it allowed in sport?',
    ])[2]!;
    expect(back.text).toMatch(/TB-500/);
    expect(back.text).toMatch(/prohibited/i);
    const plans = thread(
      ['what does the performance nutrition plan include?', 'and recovery nutrition?', 'and the other one?'],
      '/solutions/nutrition',
    )[2]!;
    expect(plans.text).toContain('Longevity Nutrition');
    const price = thread(['كم مدة الاستشارة الأولى؟', 'وكم سعرها؟ هل الدفع مقدماً؟'], '/solutions/consultations')[1]!;
    expect(price.text).toContain('$297');
    expect(price.text).toMatch(/pay later|وادفع لاحقًا/i);
    expect(ask('what is sermorelin and how is it different from cjc 1295?').text).toMatch(/sermorelin was previously approved/);
    const unknown = ask('got anything on AOD-9604?');
    expect(unknown.kind).toBe('no_answer');
    expect(unknown.text).toMatch(/doesn't say anything about AOD-9604/);
    expect(unknown.text).not.toMatch(/BPC-157|TB-500/);
    expect(ask('هل الـ HCG يخسّس؟', '/education/hcg').text).toMatch(/weight loss/);
  });

  it('answers round 19: the half of a question that was left out', () => {
    expect(ask('how long is the free intro call and what do I have to commit to?').text).toMatch(/no cost and no obligation/);
    const cancel = ask("I've booked an initial consultation but can't make it now, can I cancel without being charged?");
    expect(cancel.text).toMatch(/^Yes: you can cancel free of charge/);
    expect(cancel.text).not.toMatch(/We accept credit card/);
    const stack = ask('ipamorelin vs cjc-1295: how do they differ and why combine them?', '/education/ipamorelin');
    expect(stack.text).toMatch(/Why they are combined:.*complementary pathway/s);
    const more = ask('semaglutide or tirzepatide, which causes more weight loss?');
    expect(more.text).not.toMatch(/^\*\*[^*]+:\*\* The most common side effects/);
  });

  it('answers round 20: follow-ups, the page, and ordinary questions with alarming readings', () => {
    // A return of unopened vials is a refund question; a tested sprinter after a stack is that stack's anti-doping status.
    const refund = ask("bought three vials, turns out i don't need them, still sealed. can i return them for my money back?");
    expect(refund.kind).not.toBe('personal_medical');
    expect(refund.text).toMatch(/all sales are final/i);
    const sprinter = thread(["What's in the Performance Stack?", 'is it ok for a rower who gets tested?'], '/solutions/peptides')[1]!;
    expect(sprinter.text).toMatch(/Prohibited List/);
    // "The longer one" after the free call is the initial consultation.
    expect(thread(['tell me about the free call', 'and the longer paid one, what does it cost?'], '/contact')[1]!.text).toContain('$297');
    expect(ask('who should not be using this?', '/education/red-light').text).toMatch(/safety notes/i);
    expect(ask('How many people has selank actually been tested on?', '/education/selank').text).not.toMatch(
      /^Selank is a synthetic heptapeptide/,
    );
    expect(ask('Одобрен ли Семакс в Европе?').text).toMatch(/Semax in the European Union: not approved/);
    expect(ask('can I get a call this afternoon?', '/solutions/consultations').text).toMatch(/12 hours' notice/);
    expect(ask('can I book a call for next Tuesday?', '/solutions/consultations').text).toMatch(/^Yes/);
    const papers = ask('what studies is this guide based on?', '/education/semax');
    expect(papers.text).toMatch(/Kaplan AY/);
    expect(papers.text).toMatch(/doi\.org/);
    expect(ask('Which sources does this page use? I want the originals', '/research').text).toMatch(/PMID 30915550/);
    expect(ask('I run a bakery and never go to the gym, is your company mostly for athletes?').text).toMatch(/^No\. /);
    expect(thread(['ايش الفرق بين السيمكس والسيلانك؟', 'والتاني معتمد؟'])[1]!.text).toMatch(/Selank/);
    expect(ask('is selank a registered medicine in russia?').text).toMatch(/Selank in Russia:.*registered as a medicine in Russia/);
  });

  it('answers round 21: nutrition plans in Arabic, human testing in French, "would it work for", "why don\'t you sell"', () => {
    expect(ask('خطة التغذية بكام؟').text).toContain('خطط التغذية: ابتداءً من $197 شهريًا');
    expect(ask("Le BPC-157 a-t-il été testé chez l'homme ?").text).not.toMatch(
      /^_[^_]+_\s+BPC-157 \(body protection compound 157\) is a synthetic/,
    );
    const belly = thread(
      ['what is tesamorelin approved for?', 'would it work for ordinary belly fat in people without HIV?'],
      '/education/tesamorelin',
    )[1]!;
    expect(belly.text).not.toMatch(/^\*\*Regulatory status/);
    expect(ask("why don't you guys sell semaglutide?").text).toMatch(/do(?:n't| not) sell/);
  });

  it('answers round 22: how it is meant to work, how long it keeps, "the other version", people at night, the evidence', () => {
    // "How is X meant to work?" is the mechanism, told in the guide's order when the best sentence is "Second, ...".
    const works = ask('how is selank meant to work, something with enkephalins?', '/education/selank');
    expect(works.text).toMatch(/enkephalin/i);
    expect(works.text).not.toMatch(/^Second\b/);
    // How long it keeps once mixed: storage (not covered), never a dose refusal.
    const keeps = ask('after reconstituting tb-500 how many weeks does it stay good in the fridge?', '/education/tb-500');
    expect(keeps.kind).not.toBe('personal_medical');
    expect(keeps.text).toMatch(/doesn't say how long a peptide keeps once it is mixed/);
    // "And the longevity one?" after a stack: that stack.
    const longevity = thread(['what is in the performance stack?', 'and the longevity one?'], '/solutions/peptides')[1]!;
    expect(longevity.text).toMatch(/Longevity Stack/);
    // "Is someone there at midnight?" asks when people answer.
    const night = ask('you say 24/7 support, so is a real person there at midnight?', '/contact');
    expect(night.kind).toBe('fact');
    expect(night.text).toMatch(/people answer during business hours/);
    // Whether a recovery method is backed by science: its page's research, with the verdict.
    const cold = ask('is cold plunging actually backed by science or just hype?', '/education/cold-therapy');
    expect(cold.sources.map((x) => x.href)).toContain('/education/cold-therapy#research-findings');
    // The free consultation asked in Spanish, goggles with a distance, "who's this for".
    expect(ask('¿La consulta gratuita cuesta algo? ¿Cuánto dura?').text).toMatch(/20 minutes/);
    expect(
      thread(['how many red light sessions a week?', 'how close do i sit and do i need goggles?'], '/education/red-light')[1]!.text,
    ).toMatch(/goggles/);
    expect(ask("who's this for?", '/solutions/dosing').text).toMatch(/adults \(18\+\)/);
    // A rule the guide gives for men only, asked about women; the prohibited compounds named for a tested athlete.
    expect(ask('is hcg banned for female athletes as well?', '/education/hcg').text).toMatch(/male athletes only/);
    expect(ask('I get tested by my federation. Which of your compounds are prohibited?').text).toMatch(/BPC-157 \(S0\)/);
    // A trial's set-up brings what it found; a second question opening with "were" is a question of its own.
    expect(ask('did ipamorelin flop in a human trial?', '/education/ipamorelin').text).toMatch(/not statistically significant/);
    expect(ask('what did the bpc-157 tendon studies show? were they in humans?', '/education/bpc-157').text).toMatch(/load to failure/);
    // Who an approved medicine is for: what it is approved for, and the groups a sentence points at ("the groups below").
    expect(ask('who is hcg meant for?', '/education/hcg').text).toMatch(/ovulation induction/);
    expect(ask('who is tirzepatide meant for?', '/education/tirzepatide').text).toMatch(/groups below\.\n- Anyone under 18/);
    // Paying online when booking, asked in Arabic: the booking page's "book now, pay later", in Arabic.
    expect(ask('لازم ادفع عند الحجز؟', '/book').text).toMatch(/^لا: احجز الآن وادفع لاحقًا/);
    // The consultation process start to finish: the sessions in order, then what happens next.
    expect(ask('walk me through the consult process from start to finish', '/education/faq').text).toMatch(
      /1\. Free consultation[^\n]*\n2\. Initial Consultation: 90 minutes, \$297\n3\. Follow-up Session: 45 minutes, \$147/,
    );
  });

  it('answers round 23: the catalogue, "all of this", a product question, doctors in Spanish, a hosted compound, the other version', () => {
    // "What do you sell, then?" after a compound the business does not sell: the catalogue, with the site's prices.
    const sell = thread(['do you sell semaglutide?', 'fine, what do you sell then?'], '/solutions')[1]!;
    expect(sell.text).toMatch(/^What we offer:/);
    expect(sell.text).toContain('from $297/month');
    // "How often do I do all of this?" on a page of recovery methods: each method's figures; "supposed" is no subject.
    const all = ask('how many times a week am I meant to do all of this?', '/recovery');
    expect(all.text).toMatch(/Red light therapy:\*\* 5-20 minutes per area, 3-5 sessions a week/);
    expect(all.text).not.toMatch(/doesn't say anything about/);
    // "Is it an app?" on a service page asks what it is and what is included, never a diagnosis.
    const app = ask('is this a subscription or what? what exactly do i get', '/solutions/dosing');
    expect(app.kind).toBe('fact');
    expect(app.text).toMatch(/What is included/);
    // Whether the team are doctors, in Spanish and German.
    expect(ask('¿Sus empleados son médicos?').text).toMatch(/not doctors/);
    expect(ask('Sind Ihre Mitarbeiter Ärzte? Welche Ausbildung haben sie?').text).toMatch(/not doctors/);
    // A compound covered in another's guide, named with it: the host guide's figures, not "no guide" or a price.
    const nr = ask('how much does NR raise NAD+ in the trials?', '/');
    expect(nr.text).toMatch(/\+22%, \+51% and \+142%/);
    expect(nr.text).not.toMatch(/price|no guide/i);
    // The version without DAC and human data: the guide's "only the DAC form has published human data" leads.
    expect(ask('was mod grf ever tested in humans?', '/education/cjc-1295').text).toMatch(/^Only the DAC form has published human/);
  });

  it('answers round 24: people at night, the company, a region alone, the version without it, storage in Russian', () => {
    expect(ask('so at 1am is there a real person I can talk to?', '/contact').text).toMatch(/people answer during business hours/);
    // "Who are you people?" is the company, not the assistant.
    expect(ask('who are you guys and when did you start?', '/about').text).toMatch(/founded in \*\*2023\*\*/);
    // A region alone after a compound asks its status there.
    const eu = thread(['what is semax?', 'and in the EU?'], '/education/semax')[1]!;
    expect(eu.text).toMatch(/European Union/);
    expect(eu.text).toMatch(/Not approved/);
    // "And the version without it?" after CJC-1295 with DAC is the version without DAC.
    const without = thread(['what is the half-life of cjc-1295 with dac?', 'and the one without it?'], '/education/cjc-1295')[1]!;
    expect(without.intent?.variant).toBe('nodac');
    // "Is X a real medicine?" is not being on a medicine: a status follow-up is answered, not cautioned.
    const there = thread(['Is semaglutide a real medicine?', 'is it approved in the UK?'], '/education/tirzepatide')[1]!;
    expect(there.kind).not.toBe('caution');
    // Storing peptides asked in Russian is storage, not how chats are kept.
    const store = ask('Как хранить пептиды после получения?', '/education/faq');
    expect(store.text).toMatch(/2-8°C/);
    expect(store.text).not.toMatch(/Data Retention/);
  });

  it('answers round 25: who the services are for, human studies, goals and versions, findings, page options, half-lives', () => {
    // Who the services are for, with an adverb in English; in Gulf Arabic it is a fixed business fact, answered in Arabic.
    expect(ask('who actually are your services meant for? not a pro, just want to sleep better', '/about').text).toContain(
      company.audience,
    );
    const forWhom = ask('خدماتكم لمين؟ أنا مو محترف', '/');
    expect(forWhom.text).toContain(company.audienceArabic);
    expect(forWhom.text).toContain('18');
    // Human studies asked with misspellings, or "just mice", get the findings with the population.
    expect(ask('any real human reserch on selank or just mice?', '/education/selank').intent?.aspects).toContain('benefits');
    expect(ask('are there human studys on semax?', '/').text).toMatch(/human/i);
    // The HCG diet in Levantine Arabic: whether it works for weight loss.
    expect(ask('بتنفع حمية الـ HCG لنزول الوزن؟', '/education/hcg').text).toMatch(
      /not (?:been )?(?:demonstrated|shown) to be effective|no scientific evidence/,
    );
    // How long until it works, in Gulf Arabic.
    expect(ask('التيساموريلين كم ياخذ وقت لين يبان مفعوله؟', '/education/tesamorelin').text).toMatch(/3-6 months|26 weeks/);
    // A method's finding named beside it ("noradrenaline") after "what's the deal with".
    expect(ask("what's the deal with ice baths and noradrenaline?", '/').text).toMatch(/530%/);
    // "Watch out for" is a safety question about the page's method.
    expect(ask('what should I watch out for?', '/education/red-light').text).toMatch(/goggles/);
    // A version chosen by its goal, on its page or named; training sessions are not consultations.
    const longevity = ask('which plan here suits me if I care about longevity?', '/solutions/nutrition');
    expect(longevity.intent?.services).toEqual([{ service: 'nutrition', variant: 'longevity' }]);
    expect(ask('which stack is best for performance?', '/').text).toMatch(/Performance Stack/);
    expect(ask('I do long training sessions, which nutrition plan fits recovery?', '/').intent?.services.map((x) => x.service)).toEqual([
      'nutrition',
    ]);
    // The stacks compared, asked in Italian.
    expect(ask('Qual è la differenza tra gli stack di questa pagina?', '/solutions/peptides').intent?.act).toBe('comparison');
    // "Pay right away" is not booking for later today; "formas de pago" is payment, not the paid consultation.
    expect(ask('do I need to pay right away when I book the follow-up?', '/solutions/consultations').text).not.toMatch(
      /Not for later today/,
    );
    expect(ask('¿Qué métodos de pago tienen?', '/solutions').text).not.toMatch(/Initial Consultation/);
    // Saturday hours say the phone line is staffed on weekdays only.
    expect(ask('are you open on saturday?', '/contact').text).toMatch(/phone line is staffed on weekdays only/);
    // "What would I get" is what a service includes.
    expect(ask('what would I get with this?', '/solutions/dosing').intent?.aspects).toContain('contents');
    // How long a compound lasts is its half-life, with the guide's measured figure.
    const dac = ask('how long does cjc-1295 with dac stay active vs the no-dac version?', '/education/cjc-1295');
    expect(dac.intent?.aspects).toEqual(['half_life']);
    expect(dac.text).toMatch(/5\.8 to 8\.1 days/);
  });

  it('answers round 26: buying medicines, the first of a stack, for someone like me, telling versions apart, with and without', () => {
    // Ordering two GLP-1 medicines "from you": neither is sold (the one hosted in the other's guide is kept).
    const order = ask('could I get semaglutide or tirzepatide from you?', '/');
    expect(order.intent?.aspects).toContain('buy');
    expect(order.text).toMatch(/don't sell/);
    expect(order.text).toMatch(/semaglutide/i);
    // "The first one" after a stack's compounds were listed is the first compound.
    const first = thread(["what's in the recovery stack?", 'tell me about the first one'], '/solutions/peptides');
    expect(first[1]!.intent?.compounds.map((c) => c.key)).toEqual(['bpc157']);
    // "Is any of this for someone like me?" is the audience.
    expect(ask('i sit at a desk all day, is any of this really for someone like me?', '/').text).toContain(company.audience);
    // "I can't tell them apart" on a page of versions compares them.
    expect(ask("which plan is meant for what? can't tell them apart", '/solutions/nutrition').intent?.act).toBe('comparison');
    // With and without DAC in German.
    expect(ask('Was unterscheidet CJC-1295 mit DAC und ohne DAC?', '/education/cjc-1295').text).toMatch(/without DAC/);
    // Human studies or only animals, in Arabic.
    expect(ask('في دراسات على البشر عن السيلانك ولا بس على الحيوانات؟', '/education/selank').intent?.aspects).toContain('benefits');
    // How long a peptide is good for once mixed: storage, said once, with what the site does not cover.
    const mixed = ask('how long is tb-500 good for once reconstituted?', '/education/tb-500');
    expect(mixed.text).toMatch(/doesn't say how long a peptide keeps once it is mixed/);
    expect(mixed.text.match(/won't guess/g)?.length).toBe(1);
    // Side effects "in the trials" are the side effects, not also the efficacy figures.
    const trials = ask('what side effects showed up in the tirzepatide trials?', '/');
    expect(trials.intent?.aspects).toEqual(['safety']);
  });

  it('answers round 27: a batch certificate, status in French, how much a precursor raises levels, bare follow-ups, all this stuff', () => {
    // A lab report for one compound's batch: what the site states about quality, then the team for that batch.
    const coa = ask('is there an hplc report for the tb-500 batch you sell?', '/solutions/research-peptides');
    expect(coa.text).toMatch(/99%\+ purity/);
    expect(coa.text).toMatch(/specific batch/);
    // Status asked in French with "est-il autorisé".
    expect(ask('Le BPC-157 est-il autorisé au Royaume-Uni ?', '/education/bpc-157').intent?.aspects).toContain('status');
    // How much a precursor raises NAD+: the trial figures.
    expect(ask('by how much does NR boost NAD levels?', '/education/nad').text).toMatch(/22%.*51%.*142%/);
    // "And without?" after the version with DAC.
    const without = thread(['how long does cjc-1295 with dac last?', 'and without?'], '/education/cjc-1295')[1]!;
    expect(without.intent?.variant).toBe('nodac');
    expect(without.intent?.compounds.map((c) => c.key)).toEqual(['cjc1295']);
    // "And Selank?" in Arabic after a status question carries the status, answered in Arabic.
    const selank = thread(['هل السيماكس معتمد في بريطانيا؟', 'طيب وسيلانك؟'], '/education/semax')[1]!;
    expect(selank.intent?.aspects).toEqual(['status']);
    expect(selank.text).toMatch(/غير معتمد/);
    // "The last one", "the second one" after a list of versions or compounds: that one, by its place.
    const stacks = composeAnswer({
      message: "what's the price of the last one?",
      history: [
        { role: 'user', content: 'which stacks do you offer?' },
        { role: 'assistant', content: 'Three: the Performance Stack, the Recovery Stack and the Longevity Stack.' },
      ],
      pageContext: '/solutions/peptides',
    });
    expect(stacks.intent?.services).toEqual([{ service: 'stack', variant: 'longevity' }]);
    expect(thread(['compare selank, semax and tb-500', 'and the last one?'], '/')[1]!.intent?.compounds.map((c) => c.key)).toEqual([
      'tb500',
    ]);
    // "All this stuff" on the recovery protocol asks each method's figures.
    expect(ask('how long should each bit of all this stuff take?', '/solutions/recovery-protocol').text).toMatch(/Cold therapy/);
  });

  it('answers round 28: an unknown compound on a guide, allowed for athletes in Arabic, the free one, two taken together', () => {
    // A compound the site never mentions, asked on another compound's guide, is not answered with the page's compound.
    expect(ask("what's known about SS-31? asking on here since it's similar", '/education/nad').text).toMatch(
      /doesn't say anything about SS-31/,
    );
    // "Allowed for athletes" (Arabic, "للرياضيين") is the anti-doping question, not approval as a medicine.
    expect(ask('هل التي بي 500 مسموح للاعبين في البطولات؟', '/education/tb-500').intent?.aspects).toContain('anti_doping');
    // "The free one" is the free consultation.
    expect(ask('and the free one, how long does it last?', '/solutions/consultations').intent?.services).toEqual([
      { service: 'free_consultation' },
    ]);
    // Two things "taken together" asks how they interact.
    expect(ask('semaglutide plus tirzepatide taken together, any research on that?', '/').intent?.aspects).toContain('interactions');
  });

  it('answers round 29: human data, an effect never mentioned, the other version, a stack for a tested athlete, the whole protocol', () => {
    // "Real human data" is a research question, not a request for a real human.
    expect(ask('any real human evidence that NR raises NAD+ levels?', '/education/nad').intent?.act).not.toBe('handoff');
    // An effect the site never mentions with the compound is said to be not mentioned, never answered with something else.
    expect(ask('can tesamorelin give you acne?', '/').text).toMatch(/^Our Tesamorelin guide doesn't mention acne/);
    expect(ask('does semaglutide cause hair thinning?', '/').text).toMatch(/^Our site doesn't mention hair thinning with semaglutide/);
    expect(ask('does tirzepatide cause thyroid problems?', '/').text).toContain('boxed warning');
    // "The other one" after a question about CJC-1295 with DAC is the version without it.
    const other = thread(['how long does CJC-1295 with DAC stay active?', 'ok and the other one?'])[1]!;
    expect(other.intent?.compounds.map((c) => c.key)).toEqual(['cjc1295']);
    expect(other.intent?.variant).toBe('nodac');
    // A tested athlete asking about a stack named earlier gets what the guides say of its compounds.
    const stack = thread(
      ['what is in the performance stack?', 'my sister competes in tested weightlifting, is that ok for her?'],
      '/solutions/peptides',
    )[1]!;
    expect(stack.text).toMatch(/treat BPC-157, TB-500/);
    // "How often should I be doing it?" on the recovery protocol's page is every method's figures and the recovery window.
    const protocol = ask('how often should I be doing it?', '/solutions/recovery-protocol');
    expect(protocol.text).toMatch(/Red light therapy/);
    expect(protocol.text).toMatch(/24-48 hours/);
    // "Heard something about X" on a guide is answered from the guide; a list of versions asked in general lists them all.
    expect(ask('read something online about the thyroid?', '/education/tirzepatide').kind).not.toBe('no_answer');
    const nutrition = ask('which nutrition plans are there?', '/');
    expect(nutrition.text).toMatch(/Performance Nutrition/);
    expect(nutrition.text).toMatch(/Longevity Nutrition/);
    // Arabic: "do you sell X?" is whether it is sold; "can I phone on Saturday?" leads with the weekday-only phone line.
    expect(ask('عندكم سيماجلوتايد؟ أبي أشتري', '/').text).toMatch(/لا، لا نبيع semaglutide/);
    expect(ask('أقدر أكلمكم بالتلفون يوم السبت؟', '/contact').text).toMatch(/^لا يمكن الاتصال هاتفيًا/);
  });

  it('answers round 30: a length asked in lines, back to a described compound, a compound priced, an IV session, who it is for', () => {
    // "In two lines" is a length asked for, never a pregnancy test: the thread's compound keeps its anti-doping answer.
    const back = thread(
      ['Sum up TB-500 in two lines please', 'do you deliver to Abu Dhabi?', 'going back to the first thing, is it allowed in sport?'],
      '/',
    );
    expect(back[2]!.text).toMatch(/prohibited/);
    expect(back[2]!.text).not.toMatch(/pregnan/i);
    // "Back to that nasal peptide" after a topic change is the thread's compound.
    expect(
      thread(
        ['tell me about selank', 'are you open on saturdays?', 'ok, back to that nasal one: is it approved in the UK?'],
        '/',
      )[2]!.intent?.compounds.map((c) => c.key),
    ).toEqual(['selank']);
    // "How much is it?" about a compound: not sold (a GLP-1 medicine), or supplied with no listed price.
    expect(thread(['what did the tirzepatide trials find?', 'and what does it cost?'], '/')[1]!.text).toMatch(/don't sell Tirzepatide/);
    expect(ask('what does TB-500 cost?', '/').text).toMatch(/Individual prices aren't listed/);
    // An IV session on the NAD+ guide is the drip's protocol, not a consultation.
    expect(ask('how long is a drip session and how many per week?', '/education/nad').text).toMatch(/2-4 hours/);
    // "Is this whole thing even for someone like me?" is who it is for; Arabic "who should avoid cold exposure?".
    expect(ask('is this whole programme really for someone like me? I just sit at a desk all day', '/solutions').intent?.aspects).toContain(
      'who_for',
    );
    expect(ask('مين لازم يتجنب التعرض للبرد؟', '/education/cold-therapy').text).toMatch(/Raynaud/);
  });

  it('answers round 31: a half-life the guide lacks, a new topic in a follow-up, a method session, the recovery window in Arabic', () => {
    // A guide with no half-life says so, never another finding in its place.
    expect(ask('how long does TB-500 stay in the body, what is its half-life?', '/').text).toMatch(/gives no measured half-life/);
    expect(ask('what is the half-life of ipamorelin?', '/').text).toMatch(/2 hours/);
    // "What about the stomach, then?" after a question about tendons: the gut work, not the tendon finding again.
    expect(
      thread(['is there human proof BPC-157 heals tendons?', 'and what about stomach issues?'], '/education/bpc-157')[1]!.text,
    ).toMatch(/colitis|gastric/);
    // "Each session" on a recovery method's page is that method's session, not a consultation; its frequency is said once.
    const red = ask('how long should a session be, and how many per week?', '/education/red-light');
    expect(red.text).toMatch(/5-20 minutes/);
    expect(red.text).not.toMatch(/90 minutes/);
    expect(red.text.match(/3-5 sessions a week/g)?.length).toBe(1);
    // The recovery window and hours of sleep, asked in Arabic.
    const rest = ask('كم يوم لازم أرتاح قبل ما أتمرن نفس العضلة مرة ثانية؟', '/solutions/recovery-protocol');
    expect(rest.text).toMatch(/24-48 hours/);
  });

  it('answers round 32: goods arriving broken, a route of dosing in the studies, timing after weights in French, a named finding', () => {
    // A broken or leaking item is the damaged-goods rule.
    expect(ask('the package arrived and a vial was broken, what now?', '/').text).toMatch(/within 7 days/);
    // "Taken by mouth?" picks the guide's drinking-water results.
    expect(ask('has BPC-157 ever been given orally in the studies?', '/').text).toMatch(/drinking water/);
    // Straight after weights, asked in Spanish: the warning about blunted gains.
    expect(ask('¿Puedo meterme en el baño de hielo justo después de entrenar pesas?', '/education/cold-therapy').text).toMatch(/blunt/);
    // A finding the page names in another section: its figure.
    expect(ask('is the noradrenaline spike from cold water actually real?', '/education/cold-therapy').text).toMatch(/530%/);
  });

  it('answers round 33: a start time outside the hours, "the cold one", a benefit the guide never studied, a stack\'s price', () => {
    // A start time the calendar cannot take (before opening, or running past closing) is said plainly, with that day's hours.
    const early = ask('is 7:30am on Thursday possible for the initial consultation?', '/book').text;
    expect(early).toMatch(/^\*\*Not at 7:30 AM Dubai time, sorry:\*\*/);
    expect(early).toMatch(/On Thursday the first start is 9 AM/);
    expect(ask('can I book the follow-up at 11am on Monday?', '/book').text).toMatch(/^Yes: you can \[book the follow-up session\]/);
    // Starts come every 30 minutes from opening; a 90-minute session must end by closing.
    expect(ask('could I book the follow-up for 10:10am on Friday?', '/book').text).toMatch(/sessions start every 30 minutes/);
    expect(ask('can I book the initial consultation at 5pm on a Wednesday?', '/book').text).toMatch(
      /run past closing\. On Wednesday the first start is 9 AM and the last that fits is 4:30 PM/,
    );
    expect(ask("it's 9pm now; could I book the free intro call at 4:30pm on Saturday?", '/book').text).toMatch(
      /^\*\*Not at 4:30 PM Dubai time/,
    );
    // "The cold one" after another recovery method is cold therapy.
    const [, cold] = thread(['how long is a red light session?', 'and the cold one, how many minutes?'], '/recovery');
    expect(cold!.text).toMatch(/2-15 minutes/);
    expect(cold!.text).not.toMatch(/Red light/);
    // A benefit the guide's research never mentions is said first, not answered with other findings.
    expect(ask('does TB-500 help with eyesight?', '/education/tb-500').text).toMatch(/^Our TB-500 guide reports no research on eyesight/);
    expect(ask('does selank help with anxiety?', '/education/selank').text).not.toMatch(/reports no research/);
    // "How much is it?" after a stack and its compounds: the stack's price, not a compound's definition.
    const [, price] = thread(['what comes in the recovery stack?', 'how much is it?'], '/solutions/peptides');
    expect(price!.text).toMatch(/^The Recovery Stack is priced/);
    // Levantine "بقديش" (for how much) is a price question.
    expect(ask('بقديش جلسة المتابعة؟').text).toContain('$147');
  });

  it("whether a guest's chat is kept: guest chats, and the unanswered questions kept for up to 90 days", () => {
    const a = ask("do you keep a log of what I write here? I don't have an account").text;
    expect(a).toMatch(/Guest chats: not stored/);
    expect(a).toMatch(/90 days/);
  });

  it('batch testing or a certificate of analysis asked for: what the site says of it, then the purity it states', () => {
    const coa = ask('is there a COA for each batch, or third-party testing?').text;
    expect(coa).toMatch(/doesn't say that we test each batch or provide a certificate of analysis/);
    expect(coa).toMatch(/99%\+ purity/);
    expect(ask('what purity are your peptides?').text).not.toMatch(/certificate/);
  });

  it('which of two is stronger: a head-to-head sentence where a guide has one, else that the guides report none', () => {
    expect(ask('is retatrutide stronger than tirzepatide?').text).toMatch(/no trial comparing Retatrutide and Tirzepatide head to head/);
    expect(ask('is tirzepatide better than semaglutide?').text).toMatch(/head-to-head trial in type 2 diabetes/);
  });

  it('how soon results come: the guide timeline, animal timing said as such, never a dose schedule', () => {
    const tesa = ask('how long before tesamorelin shows results?', '/education/tesamorelin').text;
    expect(tesa).toMatch(/3-6 months/);
    const tirz = ask('how quickly does tirzepatide work?').text;
    expect(tirz).toMatch(/weeks/);
    expect(tirz).not.toMatch(/2\.5 ?mg/);
    const bpc = ask('when will I see results from BPC-157?').text;
    expect(bpc).toMatch(/doesn't say how soon any effect appears in people/);
    expect(bpc).not.toMatch(/micrograms|per kilogram/);
  });

  it('answers round 37 partly answers: status and "do you sell it?" in Arabic, sleep claims read online', () => {
    const both = ask('هل التيرزيباتيد مسموح في الإمارات؟ وهل تبيعونه؟', '/education/tirzepatide').text;
    expect(both).toMatch(/الوضع التنظيمي/);
    expect(both).toMatch(/لا، لا نبيع Tirzepatide/);
    expect(ask('عندكم مونجارو للبيع؟').text).toMatch(/لا نبيع Tirzepatide/);
    // "People online swear by it" is what the internet says, not a session held online.
    const [, sleep] = thread(['what is ipamorelin?', 'and for sleep? everyone online swears by it'], '/education/ipamorelin');
    expect(sleep!.text).toMatch(/sleep/);
    expect(sleep!.text).not.toMatch(/held remotely/);
  });

  it('answers round 37: the quality guarantee, which lasts longer, "the TB one", "the dosing one", cold water in Gulf Arabic', () => {
    // What the banner's guarantee means, from the terms; a plain no when a refund for results is asked.
    const g = ask("the site says 100% quality guarantee, so can I get my money back if it doesn't help me?").text;
    expect(g).toMatch(/^\*\*No\.\*\*/);
    expect(g).toMatch(/not a promise of any research or health result/);
    // Which of two lasts longer in the body: their half-lives, not side effects.
    const [, longer] = thread(['tell me about CJC-1295 and ipamorelin together', 'which of the two stays in the body longer?'], '/');
    expect(longer!.text).toMatch(/5\.8 to 8\.1 days/);
    expect(longer!.text).toMatch(/about 2 hours/);
    expect(ask('how long does ipamorelin stay in the body?').text).toMatch(/half-life of about 2 hours/);
    // "The TB one", "the dosing one": named by the first word of the name.
    const [, , tb] = thread(["what's in the recovery stack?", 'tell me about the BPC one', 'and the TB one?'], '/solutions/peptides');
    expect(tb!.text).toMatch(/TB-500/);
    const [, dosing] = thread(['how much are the nutrition plans?', 'and the dosing one?'], '/solutions');
    expect(dosing!.text).toMatch(/Dosing systems: From \$97\/month/);
    // Cold water in Gulf Arabic ("الماي البارد"), sitting in it ("أجلس") not a session: the plunge's length and first sessions.
    const cold = ask('كم دقيقة أجلس في الماي البارد؟ توني مبتدئ', '/education/cold-therapy').text;
    expect(cold).toMatch(/2-15 دقيقة/);
    expect(cold).toMatch(/دقيقة إلى دقيقتين/);
    expect(cold).not.toMatch(/90 minutes/);
  });

  it("one service's price in Arabic, and a service named in Spanish, German or French", () => {
    const [, ar] = thread(['هل عندكم خطط تغذية؟', 'وكم سعرها؟'], '/');
    expect(ar!.text).toMatch(/خطط التغذية: ابتداءً من \$197 شهريًا/);
    for (const q of ['¿Cuánto cuesta el plan de nutrición?', 'Was kostet ein Ernährungsplan?', 'Combien coûte un plan de nutrition ?']) {
      const a = ask(q);
      expect(a.text).toMatch(/Nutrition plans: From \$197\/month/);
      expect(a.text).not.toMatch(/Dosing Systems/);
    }
  });

  it('two compounds asked about together: the stacks that pair them, no study of them together, no advice', () => {
    const both = ask('can BPC-157 and TB-500 be combined?').text;
    expect(both).toMatch(/Recovery Stack/);
    expect(both).toMatch(/no study of BPC-157 and TB-500 used together/);
    expect(both).toMatch(/we give no advice/);
    // Guides that discuss each other are not said to report no study of the pair.
    expect(ask('do semax and selank work well together?').text).not.toMatch(/no study/);
  });

  it('a compound whose status the site does not state says so, with its sport status where the site gives it', () => {
    const ghk = ask('is GHK-Cu banned?').text;
    expect(ghk).toMatch(/doesn't state GHK-Cu's regulatory status/);
    expect(ghk).toMatch(/WADA Prohibited List/);
    expect(ghk).not.toMatch(/copper-binding tripeptide/);
    expect(ask('is epitalon legal in the UK?').text).toMatch(/doesn't state Epitalon's regulatory status/);
    expect(ask('is GHRP-6 legal?').text).toMatch(/GHRP-6 is prohibited in sport/);
    // A compound with a guide keeps the guide's own words.
    expect(ask('is BPC-157 banned?').text).toMatch(/S0/);
  });

  it('on a guide, a question that names nothing is about the guide when its words are there, never another guide', () => {
    const igf = ask("what's the deal with IGF-1?", '/education/tesamorelin');
    expect(igf.kind).toBe('answer');
    expect(igf.text).toMatch(/IGF-1/);
    expect(igf.text).toMatch(/Tesamorelin/);
    expect(ask('anything about anxiety?', '/education/selank').text).toMatch(/Selank[^.]*anxiety/);
    expect(ask('what about ghrelin?', '/education/ipamorelin').text).toMatch(/ghrelin/);
    // Words the guide does not use are not answered from it.
    expect(ask('what about the ketogenic diet?', '/education/hcg').kind).toBe('no_answer');
  });

  it('a brand name the guide gives is said to be the compound; a founder the site never names is said to be unnamed', () => {
    const same = ask('Is tirzepatide the same as Mounjaro?').text;
    expect(same).toMatch(/\*\*Mounjaro\*\* is a brand name for Tirzepatide/);
    expect(ask('what is egrifta?').text).toMatch(/Egrifta\*\* is a brand name for Tesamorelin/);
    // A brand the guide never names is not asserted.
    expect(ask('is Pregnyl the same thing as HCG?').text).not.toMatch(/brand name/);
    const who = ask('who founded the company?', '/about').text;
    expect(who).toMatch(/doesn't name the founders/);
    expect(who).toMatch(/2023/);
  });

  it('a quantity asked by name is answered in the unit the page gives it ("what wavelength?" in nm), on the page or naming it', () => {
    for (const [q, page] of [
      ['what wavelength is used?', '/education/red-light'],
      ['what wavelengths does red light therapy use?', '/'],
      ['how deep does it penetrate?', '/education/red-light'],
    ] as const) {
      const a = ask(q, page);
      expect(a.kind).toBe('answer');
      expect(a.text).toMatch(/620-700 nm/);
      expect(a.text).toMatch(/780-1000 nm/);
    }
    // Words the method's page does not use are not answered from it.
    expect(ask('what about the mammalian dive reflex?', '/education/cold-therapy').kind).toBe('no_answer');
  });

  it('a question about one group ("does it work for women?") is answered with what the guide says of that group', () => {
    const women = ask('does hcg work for women?', '/education/hcg').text;
    expect(women).toMatch(/ovulation|LH surge/);
    const men = ask('what does hcg do in men?', '/education/hcg').text;
    expect(men).toMatch(/testosterone|sperm/);
    expect(men).not.toMatch(/ovulation/);
    // On a guide, "what about for women?" is the guide's compound (never another guide's), and a guide that does not
    // single the group out says so.
    const tesa = ask('what about for women?', '/education/tesamorelin');
    expect(tesa.text).toMatch(/Tesamorelin guide doesn't report anything specific to women/);
    expect(tesa.text).not.toMatch(/HCG/);
    expect(ask('does tesamorelin work for men?').text).not.toMatch(/reports no research on men/);
    expect(ask('what about in older adults?', '/education/nad').text).toMatch(/older adults/);
  });

  it('a page summary asked for in French, German, Spanish or Turkish; booking asked in Spanish', () => {
    for (const [q, page, name] of [
      ["Résume cette page s'il te plaît", '/education/tirzepatide', /Tirzepatide/],
      ['Kannst du diese Seite kurz zusammenfassen?', '/education/nad', /NAD\+/],
      ['resúmeme esta página', '/education/hcg', /HCG/],
      ['Bu sayfayı özetler misin?', '/education/cold-therapy', /Cold/],
    ] as const) {
      const a = ask(q, page);
      expect(a.kind).toBe('answer');
      expect(a.text).toMatch(/In short/);
      expect(a.text).toMatch(name);
    }
    const book = ask('¿Cómo reservo una consulta y cuánto cuesta?', '/solutions/consultations').text;
    expect(book).toMatch(/\(\/book\)/);
    expect(book).toMatch(/\$297/);
  });

  it('answers round 36: how something works in another language, several compounds in sport, the others, who can benefit', () => {
    // "How does it work?" in German or Italian is answered, never held back.
    const de = ask('Wie wirkt Selank eigentlich?', '/');
    expect(de.kind).toBe('answer');
    expect(de.text).toMatch(/Selank/);
    // Two compounds' sport status: each said, a note shared by several said once.
    const both = ask('are TB-500 and GHRP-6 banned in sport?', '/').text;
    expect(both).toMatch(/TB-500 is prohibited in sport/);
    expect(both).toMatch(/GHRP-6 is prohibited in sport/);
    // "And the others?" after one of a stack's compounds: the rest of them, with the question asked before.
    const [, , others] = thread(
      ['which compounds are in the recovery stack?', 'is GHRP-6 allowed for tested athletes?', 'and the others?'],
      '/solutions',
    );
    expect(others!.text).toMatch(/BPC-157/);
    expect(others!.text).toMatch(/TB-500/);
    expect(others!.text).toMatch(/prohibited/);
    // "Back to the first thing" is the thread's first subject, not the first name in the last reply.
    const [, , back] = thread(
      ['tell me about semax', 'what is in the longevity stack?', 'ok back to the first thing, is it approved in the UK?'],
      '/',
    );
    expect(back!.intent?.compounds.map((c) => c.key)).toEqual(['semax']);
    // A guide picked by what the registry says of it: studied for, approval, sport status.
    const trial = ask('which guide covers an experimental weight-loss drug?', '/').text;
    expect(trial).toMatch(/Retatrutide/);
    expect(trial).not.toMatch(/Tirzepatide/);
    const sport = ask('which of your compounds are prohibited in sport?', '/').text;
    expect(sport).toMatch(/BPC-157/);
    expect(sport).toMatch(/TB-500/);
    // Who can benefit, in Gulf Arabic: who the business is for.
    expect(ask('مين يقدر يستفيد من خدماتكم؟', '/').text).toMatch(/لا يُشترط/);
  });

  it('answers round 35 partly answers: every unknown compound named, the email asked for, a mechanism in Russian, why one cannot buy', () => {
    const both = ask('got anything on LL-37 or AOD-9604?', '/').text;
    expect(both).toMatch(/LL-37 or AOD-9604/);
    expect(ask("what's your email? also how quick do you answer", '/contact').text).toMatch(/Email: \S+@\S+/);
    // A second question in Russian ("what is its mechanism?") is answered beside the status.
    const ru = ask('Семакс одобрен в Европе? И какой у него механизм?', '/education/semax');
    expect(ru.text).toMatch(/not approved/);
    expect(ru.intent?.aspects).toContain('mechanism');
    // "Why can't I order it here?" about a GLP-1: it is not sold, and why.
    expect(ask("why can't I order semaglutide here?", '/solutions').text).toMatch(/we don't sell semaglutide/i);
  });

  it('answers round 35: cheaper options, "same for X?", a session as a prerequisite, Arabic stacks, damage and muscle', () => {
    // "Anything cheaper?" beside a service's price: the services that start lower, cheapest first, and the free call.
    const cheaper = ask('what do the stacks cost, and is there a cheaper option?', '/solutions').text;
    expect(cheaper).toMatch(/\$297\/month/);
    expect(cheaper).toMatch(/Cheaper options:\n- Dosing systems: from \$97\/month\n- Nutrition plans: from \$197\/month/);
    // ... in Arabic too (the stacks named as "الستاكات"), and a general Arabic price question lists every service.
    const arStacks = ask('كم سعر الستاكات؟ وفي خيار أرخص؟', '/solutions').text;
    expect(arStacks).toMatch(/\$297\/month/);
    expect(arStacks).toMatch(/Dosing systems: from \$97\/month/);
    const arPrices = ask('شو أسعاركم؟', '/').text;
    expect(arPrices).toMatch(/باقات الببتيدات: ابتداءً من \$297 شهريًا/);
    expect(arPrices).toMatch(/أنظمة الجرعات: ابتداءً من \$97 شهريًا/);
    // "Does that go for X too?" keeps the question asked before, for the new compound.
    const [, ipa] = thread(['is cjc-1295 prohibited in sport?', 'does that go for ipamorelin too?'], '/');
    expect(ipa!.text).toMatch(/prohibited|WADA/);
    expect(ipa!.text).toMatch(/Ipamorelin/);
    // Whether a session is needed before a plan: the plan's own steps, and the site sets no such step.
    const [, first] = thread(
      ['tell me about the nutrition plans', 'do we need to book the initial consultation before starting one?'],
      '/solutions',
    );
    expect(first!.text).toMatch(/^To start a nutrition plan:/);
    expect(first!.text).toMatch(/doesn't say you need the initial consultation/);
    // A damaged parcel in Levantine Arabic: the terms' damaged-goods rule.
    expect(ask('الطرد وصلني تالف، شو الحل؟', '/').text).toMatch(/7 days/);
    // A cold plunge after weights, asked in Arabic: the guide's note on blunted gains.
    expect(ask('هل الحمام البارد بعد تمرين الأثقال يقلل نمو العضلات؟', '/education/cold-therapy').text).toMatch(/blunt/);
  });

  it('answers round 34: a status question that mentions a prescription, the rest of a stack after one compound', () => {
    // "It's prescribed in the US" is a medicine's status, not a prescription asked for: the UK status is answered.
    const uk = ask("Is tesamorelin licensed in the UK? I know it's widely prescribed in America.", '/');
    expect(uk.kind).not.toBe('personal_medical');
    expect(uk.text).toMatch(/MHRA|United Kingdom|UK/);
    // "Only for professional athletes?" in Spanish or French: who the business is for.
    expect(ask('¿Vuestros servicios son solo para deportistas profesionales?', '/solutions').text).toMatch(/No\. Oasis Peptide Lab is for/);
    expect(ask('Est-ce seulement pour les sportifs de haut niveau ?', '/').text).toMatch(/No\. Oasis Peptide Lab is for/);
    // "What else is in it?" after a compound found in one stack: that stack's contents.
    const [, rest] = thread(['is GHK-Cu in any of your stacks?', 'and the other compounds in it?'], '/solutions/peptides');
    expect(rest!.text).toMatch(/Longevity Stack/);
    expect(rest!.text).toMatch(/Epitalon/);
  });

  it('answers round 33 partly answers: a guide asked for, how to start a plan, options told apart, who it is for, an Arabic length', () => {
    // Whether a research guide exists is said first, in English or German.
    expect(ask('is there an in-depth article on ipamorelin?', '/').text).toMatch(
      /^Yes: our \[Ipamorelin research guide\]\(\/education\/ipamorelin\)/,
    );
    expect(ask('Gibt es bei euch einen Leitfaden zu GHK-Cu?', '/').text).toMatch(/We don't have a research guide on GHK-Cu/);
    // Getting started with a nutrition plan: that page's own steps, from the page or after the plans were discussed.
    expect(ask('what are the steps to begin?', '/solutions/nutrition').text).toMatch(/^To start a nutrition plan:\n1\. Send us a message/);
    const [, start] = thread(['tell me about the recovery nutrition plan', 'ok how do I get going with it?'], '/solutions');
    expect(start!.text).toMatch(/Complete a short intake/);
    // "The difference between the options on this page": each option with its own description.
    const tools = ask('how do the three things on this page differ?', '/solutions/dosing').text;
    expect(tools).toMatch(/\*\*Cycling Protocols\*\*: Plan on and off periods/);
    expect(tools).toMatch(/\*\*Response Tracking\*\*: Log sleep/);
    // "Is all this only for bodybuilders? I just want to recover better": the whole business, a plain no and a next step.
    const who = ask("is all of this only for bodybuilders? I'm 50 and just want to recover better", '/solutions').text;
    expect(who).toMatch(/^No\. Oasis Peptide Lab is for/);
    expect(who).toMatch(/free introductory call/);
    // How long, asked in Arabic: the session's length.
    expect(ask('جلسة المتابعة كم تاخذ وقت؟').text).toMatch(/45 minutes/);
  });

  it('answers consultations in general with what each session covers, not only its length and price', () => {
    const both = ask('what goes on in a consultation with you, and what are the prices?', '/solutions/consultations').text;
    expect(both).toMatch(/Initial Consultation \(90 minutes, \$297\): Goal and lifestyle assessment/);
    expect(both).toMatch(/Follow-up Session \(45 minutes, \$147\): Progress and tracking review/);
  });

  it('answers Hindi: told in Hindi that answers are in English, then the business fact or guide answer', () => {
    const fee = ask('फ्री कंसल्टेशन में क्या मिलता है? और बाद वाले सेशन की फीस क्या है?', '/');
    expect(fee.text).toMatch(/^_हमारे जवाब अंग्रेज़ी में हैं/);
    expect(fee.text).toMatch(/\$297|\$147/);
    const hours = ask('शनिवार को आप कितने बजे तक खुले रहते हैं?', '/contact');
    expect(hours.text).toMatch(/Sat 10 AM-4 PM/);
    const effects = ask('TB-500 के दुष्प्रभाव क्या हैं?', '/');
    expect(effects.text).toMatch(/^_हमारे जवाब अंग्रेज़ी में हैं/);
    expect(effects.text).toContain('/education/tb-500');
  });

  it('an Arabic status question about a country outside the four regions says so in Arabic, or quotes the guide', () => {
    const jordan = ask('هل الريتاتروتايد مسموح في الأردن؟', '/education/retatrutide');
    expect(jordan.text).toMatch(/^دليل Retatrutide لا يذكر وضعه في الأردن/);
    expect(jordan.text).toContain('(/contact)');
    // Where the guide names the country (Selank in Russia), its own sentence is given, not "not covered".
    const russia = ask('هل السيلانك معتمد في روسيا؟', '/education/selank');
    expect(russia.text).toContain('registered as a medicine in Russia');
    expect(russia.text).not.toMatch(/لا يذكر وضعه/);
  });
  it('a place to visit in person is the office and in-person consultations; a temperature to keep a product at is storage', () => {
    for (const q of ['do you have a physical clinic I can visit', 'can we come by your place in dubai?']) {
      const visit = ask(q, '/contact').text;
      expect(visit).toMatch(/Dubai Silicon Oasis/);
      expect(visit).toMatch(/in person in Dubai/);
    }
    const keep = ask('what temperature should I keep NAD at', '/education/nad').text;
    expect(keep).toMatch(/doesn't cover storage/);
    expect(keep).not.toMatch(/coenzyme found in every living cell/);
    // The cold plunge's own temperature is still the guide's protocol, not storage.
    expect(ask('what temperature should the cold plunge be', '/education/cold-therapy').text).toMatch(/10-15°C/);
  });
  it('who writes the guides is the team, who are not doctors; on a guide page it is not the compound', () => {
    for (const q of ['who writes these guides? are they doctors?', 'who wrote this article']) {
      const who = ask(q, '/education/bpc-157').text;
      expect(who).toMatch(/^\*\*Our guides come from our own team, and they are not doctors\.\*\*/);
      expect(who).toMatch(/published sources/);
      expect(who).not.toMatch(/15 amino acids/);
    }
    expect(ask('are your staff doctors?').text).toMatch(/^\*\*No, our team members are not doctors\.\*\*/);
  });
  it('answers round 38: the cheapest option from the prices, a form reply time, research use only (English and Arabic)', () => {
    const cheap = ask('which of your monthly plans costs the least?', '/solutions').text;
    expect(cheap).toMatch(/^Our lowest-priced paid option is \*\*Dosing Systems, from \$97\/month\*\*/);
    expect(cheap).not.toMatch(/doesn't say anything about/);
    expect(ask('what is the priciest thing you offer?').text).toMatch(
      /^Our highest listed starting price is \*\*Peptide Stacks, from \$297/,
    );
    expect(ask('once I send the enquiry form, when will I hear back?', '/contact').text).toMatch(
      /^We reply to every message \*\*within 24 hours\*\*/,
    );
    for (const q of ['are these peptides safe for human consumption?', 'can customers actually take your products?']) {
      const use = ask(q, '/faq').text;
      expect(use, q).toMatch(/^\*\*No: our products are for research use only\.\*\*/);
      expect(use, q).toContain('not intended for human consumption');
    }
    expect(ask('منتجاتكم للاستعمال البشري ولا لا؟', '/faq').text).toMatch(/^لا: منتجاتنا للاستخدام البحثي فقط/);
  });
  it('answers round 38 partly answers: storage from the FAQ, what a page does not sell, the purpose of a stack, how a method works, a weekend call', () => {
    const store = ask('how should I keep tb-500 once it arrives? and how long is it good for after mixing?', '/faq').text;
    expect(store).toContain('2-8°C');
    expect(store).toMatch(/keeps once it is mixed/);
    expect(store).not.toMatch(/per kilogram|intraperitoneal/);
    expect(store.match(/Store lyophilized/g)?.length).toBe(1);
    const sells = ask('do you stock all of the ones listed here?', '/solutions/research-peptides').text;
    expect(sells).toMatch(/^\*\*Not everything\.\*\*/);
    expect(sells).toMatch(/GLP-1 agonists .* do not sell them/);
    expect(ask("what's in this stack and what's the idea behind it?", '/solutions/recovery-stack').text).toMatch(
      /Compounds studied in soft-tissue repair/,
    );
    expect(ask('how does a cold plunge actually work on the body?', '/education/cold-therapy').text).not.toMatch(/^The protocol/);
    expect(ask('how does red light really work?', '/education/red-light').text).toMatch(/cytochrome c oxidase/);
    expect(ask('can I phone you guys on a sunday?', '/contact').text).toMatch(/^No: we're closed on Sundays/);
  });
  it('"how much is it?" on the free recovery protocol says it is free guidance; the price list is still the price list', () => {
    const it = ask('ok and what does this cost?', '/solutions/recovery-protocol').text;
    expect(it).toMatch(/^\*\*The recovery protocol is free guidance\*\*/);
    expect(it).toContain('$297');
    expect(ask('what are your prices?', '/solutions/recovery-protocol').text).toMatch(/^Our prices:/);
  });
  it("what is still unknown, or how strong the evidence is, is the guide's research limitations", () => {
    const bpc = ask("what's still unknown about bpc-157?", '/education/bpc-157');
    expect(bpc.text).toMatch(/essentially unknown|almost all data come from rats/);
    expect(bpc.text).not.toMatch(/^BPC-157 \(body protection compound 157\) is a synthetic peptide/);
    expect(ask('how solid is the evidence behind selank?').text).toMatch(/no large, independent, placebo-controlled trials/);
  });
  it('which compounds on a page have a research guide of their own', () => {
    const guides = ask('do they each have a proper guide?', '/research').text;
    expect(guides).toContain('Full research guides: [BPC-157](/education/bpc-157), [TB-500](/education/tb-500)');
    expect(guides).toMatch(/No guide of its own yet: GHK-Cu/);
  });
  it('answers round 39: whether HCG works for weight loss in Hindi; a Saturday asked in Spanish or French', () => {
    expect(ask('क्या HCG से वजन कम करने में मदद मिलती है? क्या यह काम करता है?', '/education/hcg').text).toMatch(/did not bring about weight loss/);
    expect(ask('Vous êtes ouverts le samedi ?', '/contact').text).toMatch(/Sat 10 AM-4 PM/);
  });
  it('answers round 40: a pairing with "that other one", storage asked as "the best way to store", a concern, bedtime screens', () => {
    // "That other one you mentioned" is the compound only the reply named; pairing it asks why the two are combined.
    const history = [
      { role: 'user' as const, content: 'What is CJC-1295?' },
      {
        role: 'assistant' as const,
        content: 'CJC-1295 is a GHRH analog. In research protocols the non-DAC form is often paired with ipamorelin.',
      },
    ];
    const pair = composeAnswer({ message: 'why do people pair it with that other one you mentioned?', history, pageContext: '/' });
    expect(pair.text).toMatch(/complementary pathway/);
    const other = composeAnswer({ message: 'and what is that other one?', history, pageContext: '/' });
    expect(other.text).toMatch(/Ipamorelin is/);
    // "The best way to store" is not a question about shops.
    expect(ask('whats the best way to store peptides once they arrive, fridge or freezer?').text).toMatch(/2-8°C/);
    expect(ask('how do I keep the vials after delivery?').text).toMatch(/2-8°C/);
    // A cancer or heart concern is a safety question, not a definition.
    expect(ask('any cancer concern with BPC-157?').text).toMatch(/active or past cancer/);
    expect(ask('are there heart concerns with ipamorelin?').text).not.toMatch(/^Ipamorelin is a synthetic pentapeptide/);
    // Putting the phone away before bed is sleep, not the phone number or a booking's lead time.
    const [, phone] = thread(['how much sleep do I need to recover?', 'how long before bed should the phone go away?']);
    expect(phone!.text).toMatch(/screens off before bed/);
    expect(phone!.text).not.toMatch(/within 48 hours|\+971/);
  });
  it('answers round 40: an Arabic contact question, "à distance", a Portuguese recovery window, NAD+ precursors by their names', () => {
    // "I want to get in touch, how? How long do you take to reply?" (Gulf Arabic): the contact details and reply time.
    const contact = ask('ابي اتواصل معكم، كيف؟ وكم تاخذون وقت عشان تردون؟').text;
    expect(contact).toMatch(/within 24 hours/);
    expect(contact).not.toMatch(/compression/i);
    // "Can I do it remotely from Paris?" after the consultation's price: remote, not a red light panel's distance.
    const [, remote] = thread(['Combien coûte la consultation initiale ?', 'Et je peux la faire à distance depuis Lyon ?']);
    expect(remote!.text).toMatch(/remotely/);
    expect(remote!.text).not.toMatch(/inches/);
    // Portuguese: the 24-48 hours before the same muscles, after a note in Portuguese; no note on an English question.
    const rest = ask('Quanto tempo devo descansar antes de treinar o mesmo grupo muscular outra vez?').text;
    expect(rest).toMatch(/^_As nossas respostas são em inglês/);
    expect(rest).toMatch(/24-48 hours/);
    expect(ask('summarise this page', '/education/bpc-157').text).not.toMatch(/^_/);
    // "Those precursors" after NAD+ are NR and NMN; "NR" in the guide's safety section is what it says of them.
    const [, legal] = thread(["what's NAD+?", 'and are those precursors legal in the US?'], '/education/nad');
    expect(legal!.text).toMatch(/dietary supplement notifications/);
    const safe = ask('is NR safe?', '/solutions/longevity-stack').text;
    expect(safe).toMatch(/well tolerated/);
    expect(safe).not.toMatch(/doesn't describe the side effects/);
  });
  it('two questions in one message in another language: each part answered, the later one about the same compound', () => {
    const es = ask('¿Qué es el BPC-157 y qué han encontrado los estudios?').text;
    expect(es).toMatch(/^_Nuestras respuestas están en inglés/);
    expect(es).toMatch(/15 amino acids/);
    expect(es).toMatch(/What our BPC-157 guide reports|tendon|rats/);
    const de = ask('Was ist Semax und wie gut ist die Studienlage?').text;
    expect(de).toMatch(/heptapeptide/);
    expect(de).toMatch(/independent|small|limited/);
  });
  it('answers round 41: S0 for an unapproved drug, the visitor\'s own gym, eating in the heat, the triple agonist, "is this one sold?"', () => {
    // The registry's WADA reading is the guide's regulatory block: retatrutide under S0 while unapproved; tirzepatide monitored.
    expect(ask('is retatrutide banned for tested athletes?').text).toMatch(/^\*\*Yes: Retatrutide is prohibited in sport/);
    expect(ask('is tirzepatide on the wada list?').text).toMatch(/not on the WADA Prohibited List|Monitoring Program/);
    // "My gym has a cold plunge" is the visitor's gym, not a facility of ours.
    const plunge = ask('my gym has an ice bath and I jump in right after lifting, is that killing my gains?').text;
    expect(plunge).toMatch(/blunt gains/);
    expect(plunge).not.toMatch(/doesn't describe a facility/);
    // What to eat and drink after training in the heat is the nutrition and hydration routine.
    expect(ask('what should I eat and drink after training in this heat?').text).toMatch(/electrolytes/);
    // "The triple agonist" is retatrutide.
    expect(ask('what is the triple agonist everyone talks about?').text).toMatch(/Retatrutide/);
    // "Is this one sold?" on a guide's page is whether we supply it.
    expect(ask('is this one sold?', '/education/hcg').text).toMatch(/doesn't list HCG among the compounds we supply/);
    // Portuguese: "a distância ideal" is the distance, and "quantas vezes" how often.
    const red = ask('Qual a distância ideal do painel de luz vermelha e quantas vezes por semana?').text;
    expect(red).toMatch(/6-12 inches/);
    expect(red).toMatch(/3-5 sessions a week/);
  });
  it("answers round 42: who should avoid it in Gulf Arabic, eating after training, a half-life, eyes, a trial's size, brands", () => {
    // "منو ما لازم يسوي": who should not do it, in Gulf and Levantine Arabic.
    expect(ask('منو ما لازم يجرب الضوء الأحمر؟').text).toMatch(/goggles/);
    // What to eat after training, in Spanish and German.
    expect(ask('¿Qué tengo que comer después del entrenamiento?').text).toMatch(/protein-rich meal/);
    expect(ask('Was soll ich nach dem Training essen?').text).toMatch(/protein-rich meal/);
    // "What is X's half-life" and "how long does X stay active" are the half-life, not a definition.
    expect(ask("what is ipamorelin's half-life?").text).toMatch(/about 2 hours/);
    const [, ipa] = thread(['how long does cjc-1295 with dac stay active?', 'and ipamorelin?']);
    expect(ipa!.text).toMatch(/^The peptide had a terminal half-life of about 2 hours/);
    // The eyes and a trial's weeks and size, asked as follow-ups in other languages.
    const [, eyes] = thread(['¿A qué distancia me pongo del panel de luz roja?', '¿Es peligroso para la vista?']);
    expect(eyes!.text).toMatch(/goggles/);
    const [, trial] = thread([
      'how much weight did people lose on retatrutide?',
      'wie viele Wochen dauerte die Studie und wie viele Teilnehmer?',
    ]);
    expect(trial!.text).toMatch(/48-week/);
    expect(trial!.text).toMatch(/338 adults/);
    // Two brand names of different compounds compared for sameness: said plainly first.
    expect(ask('is zepbound the same thing as wegovy?').text).toMatch(
      /^No, they are different compounds: \*\*Zepbound\*\* is a brand of tirzepatide/,
    );
    // A study's set-up brings its groups' results, in the guide's order.
    expect(ask('does the weight come back when people stop taking tirzepatide?').text).toMatch(
      /SURMOUNT-4[^]*After 36 weeks[^]*regained 14\.0%/,
    );
  });
  it('answers round 43: programmes, "the other Russian one", refunds and follow-ups abroad, kana, whether it works, why it falls', () => {
    // "Program" is a service's programme, not programming.
    expect(ask('what is in the cognitive enhancement program?').text).toMatch(/nootropic peptides/);
    expect(ask('what does this programme involve?', '/solutions/cognitive-enhancement').text).not.toMatch(/TB-500/);
    // "The other one" with a word between, resolved to the page's compound when the thread named only one.
    const [, other] = thread(['is semax on the wada list?', 'and the other nasal one, same status?'], '/education/selank');
    expect(other!.text).toMatch(/Selank/);
    // Refunds and the follow-up session named by its kind, in other languages.
    expect(ask('Puis-je être remboursé si je ne veux plus ma commande ?').text).toMatch(/all sales are final/);
    expect(ask('¿Cuánto dura la sesión de seguimiento?').text).toMatch(/45 minutes/);
    // Japanese names keep their voicing marks.
    expect(ask('チルゼパチドとは何ですか？').text).toMatch(/Tirzepatide/);
    // Whether something works, a diet, the evidence, in other languages; why something falls with age.
    expect(ask('La dieta HCG funciona de verdad para adelgazar?').text).toMatch(/meta-analysis of 24 trials/);
    expect(ask('why does NAD+ decline as you get older?').text).toMatch(/CD38/);
    // Side effects when it was tried in people: the trials' safety, not their benefits.
    expect(ask('any side effects when tb-500 was tested in people?').text).toMatch(/mild to moderate/);
  });
  it("a condition the visitor names that a method's safety notes list leads the answer about that method", () => {
    const faint = ask('I passed out in an ice bath once, fine since. How long should a first cold plunge be?').text;
    expect(faint).toMatch(/^Our cold therapy page lists "Epilepsy or a history of fainting" among its safety notes/);
    expect(faint).toMatch(/1-2 minutes/);
    expect(ask('I take doxycycline, how far should I sit from the red light panel?').text).toMatch(/photosensitizing medication/);
    expect(ask('How long should a first cold plunge be?').text).not.toMatch(/among its safety notes/);
  });
  it("the visitor's own training routine is context, not a question about how often", () => {
    const gains = ask("I'm 30, lift 4x a week, and jump in the ice bath right after every session. Is that hurting my gains?").text;
    expect(gains).toMatch(/gained less muscle|blunt gains/);
    expect(gains).not.toMatch(/doesn't give a number of sessions a week/);
    expect(ask('I train 5 times a week, how often should I use red light?').text).toMatch(/3-5 sessions a week/);
  });
});
