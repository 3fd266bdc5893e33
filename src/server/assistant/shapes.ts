// Answer shapes per question kind, built from the domain registry and the site's own sections: regulatory status per
// region, anti-doping status, a modality's duration / frequency / temperature / distance (not doses), who it is for and
// who should avoid it, price with what is included, delivery (online or in person), booking, minimum age, a comparison
// of both sides with a small table, and a page summary with links to its sections. Each returns null when the registry
// or the site has nothing for it, so the caller falls back to the guides (and never to a different topic).
import { company, disclaimers } from '../../content/company';
import { findGuide } from '../../content/guides';
import {
  COMPOUND_REGISTRY,
  REGIONS,
  pageEntry,
  namesPlace,
  placesIn,
  REGION_NAMES,
  serviceEntry,
  SERVICES,
  type Modality,
  type Region,
  type RegistryCompound,
  type ServiceEntry,
} from '../../content/registry';
import { sportNotes } from '../../content/site/anti-doping';
import { bookingCopy, bookingPolicy, defaultWeeklyHours, eventTypes, payLaterNote, type EventType } from '../../content/site/booking';
import { rulesFor } from '../booking/service';
import { startsOnDay } from '../booking/slots';
import { addDays, minutesOfDay, wallTime } from '../booking/time';
import { aboutPage, aboutValues } from '../../content/site/team';
import { educationPeptidesSections } from '../../content/site/education';
import { businessFacts } from '../../content/business-facts';
import { qualityList, researchCategories, researchPeptidesPage } from '../../content/site/solutions-subpages';
import type { Compound, ServiceRef } from './entities';
import { render, type Paragraph } from './guide-answer';
import type { IndexedDoc, SearchIndex } from './index-builder';
import { CATALOGUE, TRAINING_TIMING, WHO_WRITES, type Aspect, type Intent } from './intent';
import { andList, lowerFirst, tokenize } from './text';
import type { Source } from './types';

const REGION_NAME: Record<Region, string> = { us: 'United States', uk: 'United Kingdom', eu: 'European Union', uae: 'UAE' };
const REGULATOR: Record<Region, string> = { us: 'FDA', uk: 'MHRA', eu: 'EMA', uae: 'EDE / MOHAP' };
const STATUS_WORD = { approved: 'Approved', not_approved: 'Not approved', not_stated: 'Not covered by our guide' } as const;
/** A "not stated" status the guide does not cover at all (not one it reports as unconfirmed). */
const UNCOVERED = /\bour guide (?:does not cover|gives no)\b/;
/** The status in a word: in the UAE, where the register could not be searched, "no registration found", not "not approved". */
function statusWord(region: Region, s: { status: keyof typeof STATUS_WORD; note: string }): string {
  if (s.status === 'not_stated' && !UNCOVERED.test(s.note)) return 'Not confirmed';
  if (region === 'uae' && s.status === 'not_approved') return 'No registration found';
  return STATUS_WORD[s.status];
}

/** The page the booking link leads to (the booking page; the contact form remains the fallback for a message). */
export const BOOK_PATH = '/book';

const registryOf = (c: Compound): RegistryCompound | undefined => COMPOUND_REGISTRY.find((r) => r.key === c.key);
const guideHref = (c: Compound, section?: string) =>
  c.guide ? `/education/${c.guide}${section ? `#${section}` : ''}` : (c.page ?? '/research');
const fmtDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const list = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const para = (text: string, sources: Source[]): Paragraph => ({ text, docs: [], sources });

/** Approval status per region, the asked region first, with the date it was checked against the guide. */
/** What the peptides guide says about a region's rules in general (its "Legal Status by Region" list), as a sentence. */
function regionRules(region: Region): string {
  const lead = { uae: 'UAE: ', us: 'United States: ', uk: 'United Kingdom: ', eu: 'European Union: ' }[region];
  const line = educationPeptidesSections.find((x) => x.id === 'legal-status')?.bullets?.find((b) => b.startsWith(lead));
  return line
    ? ` What our [peptides guide](/education/peptides#legal-status) says in general (not legal advice): in the ${REGION_NAME[region]}, ${line.slice(lead.length)}.`
    : '';
}

function statusShape(c: Compound, regions: Region[], index?: SearchIndex, message = ''): Paragraph | null {
  const r = registryOf(c);
  if (!r?.status) return null;
  const order = [...regions, ...REGIONS.filter((x) => !regions.includes(x))];
  const asked = regions[0];
  // "Is Selank approved in Russia?": a country outside the four regions, told from the guide's own sentence about it.
  const elsewhere = asked ? undefined : placesIn(message.toLowerCase()).find((p) => !p.region);
  const said =
    elsewhere && index
      ? index.docs
          .filter((d) => d.path === guideHref(c).split('#')[0])
          .flatMap((d) => d.units)
          .find((u) => namesPlace(u.text, elsewhere))
      : undefined;
  const lead = elsewhere
    ? said
      ? `**${c.name} in ${elsewhere.name}:** our ${c.name} guide says: ${said.text}`
      : `Our ${c.name} guide doesn't cover its status in ${elsewhere.name}, so I won't guess: [contact our team](/contact). What it gives for the regions we serve:`
    : asked
      ? (() => {
          const s = r.status[asked];
          if (!s) return null;
          return s.status === 'not_stated' && UNCOVERED.test(s.note)
            ? `Our ${c.name} guide doesn't cover its status in the ${REGION_NAME[asked]}; for a current answer there, please [contact our team](/contact).${regionRules(asked)}`
            : s.status === 'not_stated'
              ? `**${c.name} in the ${REGION_NAME[asked]}: not confirmed**: ${s.note}. For a current answer there, please [contact our team](/contact).`
              : `**${c.name} in the ${REGION_NAME[asked]}: ${statusWord(asked, s).toLowerCase()}**: ${s.note}.${s.status === 'approved' ? '' : regionRules(asked)}`;
        })()
      : `**Regulatory status of ${c.name}**, as our guide states it:`;
  const rows = order.map((g) => {
    const s = r.status![g];
    return s ? `| ${REGION_NAME[g]} (${REGULATOR[g]}) | ${statusWord(g, s)} | ${cap(s.note)} |` : null;
  });
  const table = `| Region | Status | Detail |\n| --- | --- | --- |\n${rows.filter(Boolean).join('\n')}`;
  const checked = r.statusChecked ? ` Checked against our guide on ${fmtDate(r.statusChecked)}; rules change, so confirm locally.` : '';
  return para(`${lead}\n\n${table}\n\n_Research use only: our products are not sold as medicines anywhere.${checked}_`, [
    { title: `${c.name}: safety and regulatory status`, href: guideHref(c, 'safety') },
  ]);
}

/** "Is GHK-Cu legal in the UK?", "is it banned?": a compound whose status the site does not state. */
function noStatusShape(c: Compound, message: string): Paragraph {
  const sport = antiDopingShape(c, message);
  const banned = /\bban(?:ned)?\b|\bprohibited\b|\billegal\b/i.test(message);
  const lead = `Our site doesn't state ${c.name}'s regulatory status in any country, so I won't guess: [contact our team](/contact) and check your local rules. Our products are sold for research use only, not as medicines.`;
  const tail = sport
    ? `\n\n${sport.text}`
    : banned
      ? ` Nor does it say whether ${c.name} is on the WADA Prohibited List: athletes should check the current list and their federation's rules.`
      : '';
  return para(`${lead}${tail}`, [{ title: c.name, href: c.page ?? '/solutions/research-peptides' }, ...(sport?.sources ?? [])]);
}

/** Anti-doping status as the guide states it, and that no timing advice is given. */
function antiDopingShape(c: Compound, message = ''): Paragraph | null {
  const r = registryOf(c);
  if (!r?.antiDoping) {
    // A compound without its own guide: the sport notes of the stack pages name it if it is prohibited.
    const note = Object.values(sportNotes).find((n) => n.includes(c.name));
    if (!note) return null;
    return para(`**Yes: ${c.name} is prohibited in sport.** What our site says: ${note} We give no advice on timing around tests.`, [
      { title: 'Research peptides', href: c.page ?? '/solutions/research-peptides' },
    ]);
  }
  const { category, note } = r.antiDoping;
  const lead =
    category === 'S0' || category === 'S2'
      ? `**Yes: ${c.name} is prohibited in sport.** Our guide: ${cap(note)}. Athletes subject to anti-doping rules should not use it.`
      : category === 'conditional'
        ? `**${c.name} itself is not named as prohibited in our guide, but the way it is given can be:** ${note}.`
        : category === 'monitored'
          ? `**No: ${c.name} is not on the WADA Prohibited List.** Our guide: ${note}.`
          : `**Our ${c.name} guide gives no anti-doping category**: ${note}.`;
  // "Does it apply to women too?" where the guide states the rule for men only: said plainly, not guessed.
  const women =
    /\bin males\b/.test(note) && /\b(?:women|woman|female|females|girls?|ladies)\b/i.test(message)
      ? ' Our guide states this rule for male athletes only and does not cover female athletes; a woman who is tested should check the current list with her federation.'
      : '';
  return para(
    `${lead}${women} We give no advice on timing around tests; check the current WADA Prohibited List and your federation's rules.`,
    [{ title: `${c.name}: safety and regulatory status`, href: guideHref(c, 'safety') }],
  );
}

/** The service's sport note (stacks hold prohibited compounds). */
function serviceAntiDoping(s: ServiceRef): Paragraph | null {
  if (s.service !== 'stack') return null;
  const key = s.variant ? (`${s.variant}Stack` as keyof typeof sportNotes) : 'stacks';
  const note = sportNotes[key] ?? sportNotes.stacks;
  return para(note, [{ title: 'Peptide stacks', href: s.variant ? `/solutions/${s.variant}-stack` : '/solutions/peptides' }]);
}

/** Who should avoid a compound: the groups its guide lists in its safety section. */
/** The guide's own sentences on who should avoid a compound ("People who should avoid ipamorelin include..."). */
function avoidSentences(c: Compound): string[] {
  const safety = (c.guide ? findGuide(c.guide) : undefined)?.sections.find((s) => s.id === 'safety');
  return (safety?.paragraphs ?? [])
    .flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z])/))
    .filter((x) =>
      /\bshould (?:avoid|not use|not take)\b|\bwho should not\b|\bnot (?:be )?(?:suitable|recommended) for\b|\bcontraindicat/i.test(x),
    )
    .map((x) => x.replace(/\s*\[\d+\](?:\[\d+\])*/g, ''));
}

function compoundAvoid(c: Compound): Paragraph | null {
  const guide = c.guide ? findGuide(c.guide) : undefined;
  const safety = guide?.sections.find((s) => s.id === 'safety');
  if (!safety) return null;
  const groups = safety.bullets?.length ? safety.bullets : [];
  const who = avoidSentences(c);
  const caution = safety.paragraphs.find((p) => /\bcaution|\bavoid|\bshould not|\bcontraindicat|\bnot (?:be )?used\b/i.test(p));
  if (!groups.length && !caution && !who.length) return null;
  // Who should avoid it, in the guide's words, leads; its safety points follow.
  const body = who.length
    ? `${who.join(' ')}${groups.length ? `\n\nOur ${c.name} guide's safety points:\n${list(groups)}` : ''}`
    : groups.length
      ? `Our ${c.name} guide lists these groups as unsuitable or needing specialist advice:\n${list(groups)}`
      : caution!;
  return para(`${body}\n\n${disclaimers.adultsOnly} Nothing here is medical advice: a licensed physician can say what applies to you.`, [
    { title: `${c.name}: safety`, href: guideHref(c, 'safety') },
  ]);
}

/** "Can I buy X from you?": what the site says it supplies (research compounds) and does not (GLP-1 medicines). */
function buyShape(c: Compound | undefined, s: ServiceRef | undefined, catalogue = false, everything = false): Paragraph | null {
  const supplied = researchCategories.filter((k) => k.itemsLabel === 'Compounds').flatMap((k) => k.items);
  const source = { title: 'Research peptides', href: '/solutions/research-peptides' };
  if (!c) {
    // "So what do you actually sell?": the whole catalogue, from the registry's services and the research compounds.
    if (!s) return catalogue ? catalogueShape(supplied, source) : null;
    if (s.service !== 'research_peptides') return null;
    // The GLP-1 agonists on the same page are covered for their research, never sold.
    const glp1 = researchPeptidesPage.intro.split(/(?<=\.)\s+/).find((x) => /GLP-1/.test(x) && /sell/.test(x)) ?? '';
    return para(
      `${everything ? '**Not everything.** ' : ''}We supply ${supplied.join(', ')} as research compounds at 99%+ purity, for research use only and not for human consumption. ${glp1} Individual prices aren't listed: [contact our team](/contact).`,
      [source],
    );
  }
  const r = registryOf(c);
  if (r?.kind === 'glp1') {
    const line = researchPeptidesPage.intro.split(/(?<=\.)\s+/).find((x) => /GLP-1/.test(x) && /sell/.test(x)) ?? '';
    return para(`**No: we don't sell ${c.name}.** ${line}`, [source, { title: `${c.name} research guide`, href: guideHref(c) }]);
  }
  if (supplied.some((n) => n.toLowerCase() === c.name.toLowerCase()))
    return para(
      `We supply ${c.name} as a research compound at 99%+ purity, for research use only and not for human consumption. Individual prices aren't listed: [contact our team](/contact). ${disclaimers.adultsOnly}`,
      [source],
    );
  return para(
    `Our site doesn't list ${c.name} among the compounds we supply (${supplied.join(', ')}). For anything else, please [contact our team](/contact).`,
    [source],
  );
}

/** What the business sells, each with its price as the site gives it. */
function catalogueShape(supplied: readonly string[], source: Source): Paragraph {
  const price = (key: ServiceEntry['key'], variant?: string) => serviceEntry(key, variant)?.price ?? '';
  const stacks = SERVICES.filter((e) => e.key === 'stack' && e.variant).map((e) => e.name);
  const plans = SERVICES.filter((e) => e.key === 'nutrition' && e.variant).map((e) => e.name);
  const lines = [
    `Research compounds: ${supplied.join(', ')} (99%+ purity, for research use only and not for human consumption; individual prices on request)`,
    `Peptide stacks: ${andList(stacks)}, ${lowerFirst(price('stack', 'performance'))}`,
    `Nutrition plans: ${andList(plans)}, ${lowerFirst(price('nutrition', 'performance'))}`,
    `Dosing systems: ${lowerFirst(price('dosing_system'))}`,
    `Consultations: a free introductory call, the initial consultation (${price('consultation', 'initial')}) and follow-up sessions (${price('consultation', 'follow-up')})`,
  ];
  return para(
    `What we offer:\n${list(lines)}\n\nWe don't sell prescription medicines such as the GLP-1 drugs; our guides cover their research. ${disclaimers.adultsOnly}`,
    [source, { title: 'Solutions and prices', href: '/solutions#solutions' }],
  );
}

/** "Do you sell X or Y?": one answer for each compound named; the GLP-1 medicines in one line. */
function buyMany(cs: Compound[]): Paragraph | null {
  const glp1 = cs.filter((c) => registryOf(c)?.kind === 'glp1');
  const rest = cs.filter((c) => registryOf(c)?.kind !== 'glp1');
  const parts: Paragraph[] = [];
  if (glp1.length) {
    const first = buyShape(glp1[0], undefined)!;
    const names = glp1.map((c) => c.name);
    const joined = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]!;
    parts.push({ ...first, text: first.text.replace(`we don't sell ${glp1[0]!.name}`, `we don't sell ${joined}`) });
  }
  for (const c of rest) {
    const p = buyShape(c, undefined);
    if (p) parts.push(p);
  }
  if (!parts.length) return null;
  return {
    text: parts.map((p) => p.text).join('\n\n'),
    docs: parts.flatMap((p) => p.docs),
    sources: parts.flatMap((p) => p.sources ?? []),
  };
}

/** The registry's status and sport lines for a compound, for a summary of its guide. */
function keyFacts(c: Compound): string[] {
  const r = registryOf(c);
  const out: string[] = [];
  if (r?.status) {
    const approved = REGIONS.filter((g) => r.status![g]?.status === 'approved').map((g) => REGULATOR[g]);
    out.push(
      approved.length
        ? `Regulatory status: approved (${approved.join(', ')}) for specific uses, prescription only. ([Safety and regulatory status](${guideHref(c, 'safety')}))`
        : `Regulatory status: not approved as a medicine by the FDA, EMA or MHRA. ([Safety and regulatory status](${guideHref(c, 'safety')}))`,
    );
  }
  if (r?.antiDoping && r.antiDoping.category !== 'none_stated')
    out.push(`In sport: ${r.antiDoping.note}. ([Safety and regulatory status](${guideHref(c, 'safety')}))`);
  return out;
}

/** Who a compound is studied for and who the page is meant for. */
function compoundWhoFor(c: Compound, withAvoid = true): Paragraph | null {
  const r = registryOf(c);
  if (!r?.studiedFor?.length) return null;
  const approved = r.status && Object.values(r.status).some((s) => s.status === 'approved');
  // What it is approved for, in the regulator's own terms where the registry gives them (HCG: ovulation induction...).
  const fullest = r.status ? REGIONS.map((x) => ({ region: x, s: r.status![x] })).filter((x) => x.s?.status === 'approved') : [];
  const indication = fullest.map((x) => x.s!.note).sort((a, b) => b.length - a.length)[0];
  const where = fullest.find((x) => x.s!.note === indication)?.region;
  const text = `${c.name} is studied for ${r.studiedFor.join(' and ')}. ${
    approved
      ? `Where it is approved, it is a prescription medicine for specific patients under a licensed clinician${
          indication && where && /\bfor\b|\bas\b/.test(indication) ? ` (in ${REGION_NAMES[where]}: ${indication})` : ''
        }.`
      : 'It is a research compound, not an approved medicine: our products are for research use only and not for human consumption.'
  } Our guide is for adults (18+) who want to understand what the published research reports; it is not medical advice.${withAvoid ? avoidLine(c) : ''}`;
  return para(text, [{ title: `${c.name} research guide`, href: guideHref(c) }]);
}

const avoidLine = (c: Compound) => {
  const who = avoidSentences(c);
  // "It is unsuitable for the groups below." brings the groups it points at.
  const groups = (c.guide ? findGuide(c.guide) : undefined)?.sections.find((s) => s.id === 'safety')?.bullets ?? [];
  if (who.length && who.some((x) => /\b(?:below|following)[.:]?$/.test(x)) && groups.length) return ` ${who.join(' ')}\n${list(groups)}`;
  if (who.length) return ` ${who.join(' ')}`;
  const bullets = (c.guide ? findGuide(c.guide) : undefined)?.sections.find((s) => s.id === 'safety')?.bullets ?? [];
  return bullets.length ? ` Our guide's safety points: ${bullets.slice(0, 4).join('; ')}.` : '';
};

/** How soon results come: "how long before it shows results?", "when will I see results", "how quickly does it work". */
export const RESULTS_WHEN =
  /\b(?:how (?:long|soon|quickly|fast)|when)\b[^?]{0,40}\b(?:results?|benefits?|effects?|work|working|kick in|notice|see (?:a |any )?(?:difference|change))\b/i;

/** The guide's sentences that say when effects were seen (weeks or months beside a result); said plainly when none do. */
function resultsTimeline(index: SearchIndex, c: Compound): Paragraph {
  const base = guideHref(c).split('#')[0]!;
  const found = index.docs
    .filter((d) => d.path === base)
    .flatMap((d) => d.units.map((u) => ({ d, u })))
    .filter(
      ({ u }) =>
        /\b\d+(?:-\d+)?\s*(?:weeks?|months?)\b/i.test(u.text) &&
        // (Never a dose schedule: "2.5mg weekly for 4 weeks" says how it is given, not when it works.)
        !/\d\s*(?:mg|mcg|µg|micrograms?|iu|units?|nanograms?)\b|\bper kilogram\b/i.test(u.text) &&
        /\b(?:benefits?|results?|expect\w*|measurable|reduc\w*|fell|loss|lost|improv\w*|maintain\w*)\b/i.test(u.text),
    )
    .sort((a, b) => Number(/\bexpect|\bmeasurable\b/i.test(b.u.text)) - Number(/\bexpect|\bmeasurable\b/i.test(a.u.text)))
    .slice(0, 2);
  if (!found.length) {
    // Animal studies that say when an effect was measured ("over 14 days", "within 1-4 hours"), as what they are.
    const animal = index.docs
      .filter((d) => d.path === base)
      .flatMap((d) => d.units.map((u) => ({ d, u })))
      .filter(
        ({ u }) =>
          /\b(?:rats?|mice|animals?|rodents?)\b/i.test(u.text) &&
          /\b(?:over|within|after) (?:\d+(?:-\d+)?|one|two|three) (?:hours?|days?|weeks?)\b/i.test(u.text) &&
          !/\d\s*(?:mg|mcg|µg|micrograms?|iu|units?|nanograms?)\b|\bper kilogram\b/i.test(u.text),
      )
      .slice(0, 1);
    const lead = `Our ${c.name} guide doesn't say how soon any effect appears in people, so I won't guess.`;
    return animal.length
      ? { text: `${lead} In animal studies: ${animal[0]!.u.text}`, docs: [animal[0]!.d] }
      : para(`${lead} Everything it reports is in [what the research reports](${guideHref(c, 'benefits')}).`, [
          { title: `${c.name}: what the research reports`, href: guideHref(c, 'benefits') },
        ]);
  }
  return {
    text: `What our ${c.name} guide says about timing: ${found.map(({ u }) => u.text).join(' ')}`,
    docs: [...new Set(found.map(({ d }) => d))],
  };
}

/** Whether the registry's figures are about what the question names (a named trial such as SURPASS-2 may not be). */
function figuresFit(c: Compound, message: string): boolean {
  const text = (registryOf(c)?.figures ?? [])
    .map((f) => `${f.label} ${f.value} ${f.population}`)
    .join(' ')
    .toLowerCase();
  const named = (message.match(/\b[a-z]+-\d+\b|\b[A-Z]{3,}[\w-]*\b/gi) ?? []).filter(
    (n) => /-\d|^[A-Z]{3,}/.test(n) && !/^(?:NAD|HCG|TB-500|BPC-157|CJC-1295|GLP-1|GIP|FDA|EMA|MHRA|WADA|USA|UAE)$/i.test(n),
  );
  return named.every((n) => text.includes(n.toLowerCase()));
}

/** The figures the guide states, each with the population studied. */
function compoundFindings(c: Compound): Paragraph | null {
  const r = registryOf(c);
  if (!r?.figures?.length) return null;
  const lines = r.figures.map((f) => `- **${f.label}:** ${f.value}, in ${f.population}.`);
  return para(`What our ${c.name} guide reports:\n${lines.join('\n')}`, [
    { title: `${c.name}: what the research reports`, href: guideHref(c, 'benefits') },
  ]);
}

// ---- Recovery modalities: protocol figures, never refused as doses ----

function modalitySources(m: Modality, key: keyof Modality['sections']): Source[] {
  const href = m.sections[key] ?? m.sections.protocol;
  return [{ title: `${m.name}: ${key === 'safety' ? 'who should avoid it' : key === 'protocol' ? 'protocol' : key}`, href }];
}

/** What a recovery method's page says research shows: its research section, up to four sentences, with the link. */
// Words that ask whether something works, not what about it ("is it real or hype?").
const EVIDENCE_WORDS = new Set(
  tokenize(
    'is it any of this actually really real hype backed by science scientific evidence research proven legit work works does do page say says what the or just a an are there science behind snake oil study studies',
  ),
);

/** Words of a question about findings that name no finding of their own ("exactly", "really", "study"). */
const GENERIC_FINDING = new Set(
  tokenize('exactly really actually water minutes percent result results found finding findings people much'),
);

/** The words of a recovery method's research section (with its names), read once per index. */
const RESEARCH_WORDS = new WeakMap<IndexedDoc, Set<string>>();
function modalityResearch(index: SearchIndex, m: Modality, message: string): Paragraph | null {
  const href = m.sections.research;
  const doc = href ? index.docs.find((d) => d.href === href) : undefined;
  if (!doc) return null;
  // "Is the dopamine boost real?" asks about one finding: the passage that has it, found by retrieval, not the section.
  // A finding named that the page has in another section ("by how much does dopamine go up?"): those sentences.
  const names = new Set(tokenize(`${m.name} ${m.words.join(' ')}`));
  const named = tokenize(message).filter((w) => !EVIDENCE_WORDS.has(w) && !names.has(w) && !GENERIC_FINDING.has(w) && w.length > 4);
  const pageDocs = index.docs.filter((d) => d.path === doc.path);
  const hits = pageDocs.flatMap((d) =>
    d.units.filter((u) => !u.list && tokenize(u.text).some((w) => named.includes(w))).map((u) => ({ d, u })),
  );
  if (hits.length && hits.length <= 3) return { text: render(hits.map((h) => h.u)), docs: [...new Set(hits.map((h) => h.d))] };
  let own = RESEARCH_WORDS.get(doc);
  if (!own) RESEARCH_WORDS.set(doc, (own = new Set(tokenize(`${m.name} ${m.words.join(' ')} ${doc.text}`))));
  if (tokenize(message).some((w) => !EVIDENCE_WORDS.has(w) && !own.has(w))) return null;
  return { text: render(doc.units.filter((u) => !u.list).slice(0, 4)), docs: [doc] };
}

/**
 * A condition the visitor names that a method's page lists among its safety notes ("last time I blacked out... would it
 * be dumb to start again?" about a cold plunge: "Epilepsy or a history of fainting"), matched by the words people use for
 * it. The answer says so first, in the page's words.
 */
const CONDITION_WORDS: [RegExp, RegExp][] = [
  [/\bfainting\b/i, /\b(?:faint(?:ed|ing)?|black(?:ed)? out|pass(?:ed)? out|vasovagal|syncope|lost consciousness)\b/i],
  [/\bepilepsy\b/i, /\b(?:epilep\w*|seizures?)\b/i],
  [
    /\b(?:heart disease|arrhythmia|high blood pressure)\b/i,
    /\b(?:heart (?:condition|disease|problems?|issues?)|arrhythmia|a-?fib|atrial fibrillation|high blood pressure|hypertension|palpitations)\b/i,
  ],
  [/\braynaud|urticaria|circulation\b/i, /\b(?:raynaud\w*|cold urticaria|poor circulation|cold hands)\b/i],
  [/\balcohol\b/i, /\b(?:drunk|hungover|hangover|after (?:a few )?drinks|after drinking|been drinking)\b/i],
  [/\bphotosensiti|light-sensitive\b/i, /\b(?:photosensiti\w*|light[\s-]sensitive|lupus|porphyria|isotretinoin|accutane|doxycycline)\b/i],
  [/\bcancer\b/i, /\b(?:cancer|tumou?r|melanoma)\b/i],
];
/** The paragraph that leads an answer about a method when the visitor names a condition its safety notes list. */
export function ownConditionParagraph(m: Modality, message: string, answered: string): Paragraph | null {
  const named = m.avoid.filter((item) => CONDITION_WORDS.some(([itemWords, said]) => itemWords.test(item) && said.test(message)));
  if (!named.length || named.some((item) => answered.includes(item))) return null;
  return {
    text: `Our ${m.name.toLowerCase()} page lists ${named.map((i) => `"${i}"`).join(' and ')} among its safety notes: with that history, check with a licensed healthcare professional before you start.`,
    docs: [],
    sources: modalitySources(m, 'safety'),
  };
}

function modalityShape(m: Modality, aspect: Aspect): Paragraph | null {
  const generalNote = `This is general guidance from our ${m.name.toLowerCase()} page, not a prescription.`;
  switch (aspect) {
    case 'duration':
    case 'dose': {
      const extra = m.notes[0] ? ` ${m.notes[0]}` : '';
      return para(
        `**${cap(m.name)}: ${m.duration}${m.key === 'sleep' ? ' a night' : m.key === 'nutrition_hydration' ? '' : ' per session'}.**${extra}${m.frequency ? ` How often: ${m.frequency}.` : ''}\n\n${generalNote}`,
        modalitySources(m, 'protocol'),
      );
    }
    case 'frequency':
      return para(
        m.frequency
          ? `**${cap(m.name)}: ${m.frequency}.** Each session: ${m.duration}.${m.notes.length ? ` ${m.notes.join(' ')}` : ''}\n\n${generalNote}`
          : `Our ${m.name.toLowerCase()} guide doesn't give a number of sessions a week. What it does say: ${m.duration} per session${m.temperature ? ` at ${m.temperature}` : ''}. ${m.notes.join(' ')}\n\n${generalNote}`,
        modalitySources(m, 'protocol'),
      );
    case 'temperature':
      return m.temperature
        ? para(
            `**${m.temperature}** is the cold plunge temperature our guide gives, for ${m.duration} in total. ${m.notes.join(' ')}\n\n${generalNote}`,
            modalitySources(m, 'protocol'),
          )
        : null;
    case 'distance':
      return m.distance
        ? para(
            `**${cap(m.distance)}**, for ${m.duration}${m.frequency ? `, ${m.frequency}` : ''}. ${m.notes.join(' ')}\n\n${generalNote}`,
            modalitySources(m, 'protocol'),
          )
        : null;
    case 'avoid':
    case 'safety':
      return m.avoid.length
        ? para(
            `Our ${m.name.toLowerCase()} page's safety notes (if any of them applies to you, check with a licensed healthcare professional first):\n${list(m.avoid)}`,
            modalitySources(m, 'safety'),
          )
        : para(
            `Our site lists no specific group who should avoid ${m.name.toLowerCase()}. ${disclaimers.adultsOnly} If you have a health condition, ask a licensed physician first.`,
            modalitySources(m, 'protocol'),
          );
    case 'who_for':
      return para(
        `${cap(m.name)} suits ${m.forWhom}. ${disclaimers.adultsOnly}${m.avoid.length ? ` Safety notes from our page: ${m.avoid.slice(0, 3).join('; ')}.` : ''}`,
        modalitySources(m, m.avoid.length ? 'safety' : 'protocol'),
      );
    case 'definition':
    case 'mechanism':
      return aspect === 'definition'
        ? para(
            `${m.summary} The protocol on our site: ${m.duration}${m.temperature ? ` at ${m.temperature}` : ''}${m.distance ? `, ${m.distance}` : ''}${m.frequency ? `, ${m.frequency}` : ''}.`,
            modalitySources(m, 'what'),
          )
        : null;
    default:
      return null;
  }
}

// ---- Services: price and what is included, delivery, who it is for, booking ----

function entryOf(s: ServiceRef): ServiceEntry | undefined {
  return serviceEntry(s.service, s.variant);
}

function servicePrice(e: ServiceEntry): Paragraph {
  if (e.key === 'free_consultation')
    return para(
      `**The free consultation costs nothing**, with no obligation: ${e.duration}. It includes:\n${list(e.includes)}\n\nIt is separate from the paid sessions (the initial consultation and follow-ups), which you only book if you decide to go ahead.`,
      [{ title: 'Your free consultation', href: '/contact' }],
    );
  if (e.price === null)
    return para(`The site doesn't list a price for ${e.name.toLowerCase()}; for current prices, please [contact our team](/contact).`, [
      { title: e.name, href: e.href },
    ]);
  const duration = e.duration ? ` and lasts ${e.duration}` : '';
  if (e.key === 'stack' && e.variant)
    return para(
      `The ${e.name} is priced **${e.price.toLowerCase()}** (peptide stacks start at that price). It brings together:\n${list(e.includes)}\n\n${e.description} For an exact quote for your plan, [contact our team](/contact).`,
      [{ title: e.name, href: e.href }],
    );
  // Stacks in general: each stack with what it brings together.
  if (e.key === 'stack') {
    const stacks = SERVICES.filter((x) => x.key === 'stack' && x.variant);
    return para(
      `**${e.name}: ${e.price}**. What is included:\n${list(e.includes)}\n\nEach stack brings together:\n${list(stacks.map((x) => `${x.name}: ${x.includes.join(', ')}`))}`,
      [{ title: e.name, href: e.href }, ...stacks.map((x) => ({ title: x.name, href: x.href }))],
    );
  }
  // Consultations in general: each session with its length, price and what it covers.
  if (e.key === 'consultation' && !e.variant) {
    const sessions = SERVICES.filter((x) => x.key === 'consultation' && x.variant);
    const covers = (x: ServiceEntry) => x.includes.map((w, i) => (i ? w[0]!.toLowerCase() + w.slice(1) : w)).join('; ');
    return para(
      `**${e.name}: ${e.price}**. What is included:\n${list(sessions.map((x) => `${x.name} (${x.duration}, ${x.price}): ${covers(x)}`))}`,
      [{ title: e.name, href: e.href }],
    );
  }
  return para(`**${e.name}: ${e.price}**${duration}. What is included:\n${list(e.includes)}`, [{ title: e.name, href: e.href }]);
}

/** "From London?": where the place named is, said with the service delivered remotely (empty when none is named). */
function placeNote(message: string): string {
  const places = placesIn(message);
  if (!places.length) return '';
  const inside = places.filter((p) => p.region);
  if (inside.length === places.length)
    return ` That works from ${inside.map((p) => `${p.name} (${REGION_NAMES[p.region!]})`).join(' or ')}, one of the regions we serve.`;
  return ` Consultations are held remotely worldwide, so that works from ${places.map((p) => p.name).join(' or ')} too (the regions we serve are ${andList(company.serviceAreas)}).`;
}

const CHEAPER = /\b(?:cheaper|cheapest|less expensive|lower[- ]priced|lower[- ]cost|more affordable|budget|inexpensive)\b/i;
const startingAt = (price: string | null) => {
  const m = price ? /\$\s?(\d[\d,]*)/.exec(price) : null;
  return m ? Number(m[1]!.replace(/,/g, '')) : null;
};

/**
 * "Anything cheaper?" beside a service's price: the services that start lower, cheapest first, and the free call.
 * (Only whole services, not one stack or session against another.)
 */
export function cheaperOptions(e: ServiceEntry, message: string): Paragraph | null {
  const own = startingAt(e.price);
  if (!CHEAPER.test(message) || own === null) return null;
  const lower = SERVICES.filter((x) => !x.variant && x.key !== e.key && x.key !== 'free_consultation')
    .map((x) => ({ x, at: startingAt(x.price) }))
    .filter((o): o is { x: ServiceEntry; at: number } => o.at !== null && o.at < own)
    .sort((a, b) => a.at - b.at);
  const free = SERVICES.find((x) => x.key === 'free_consultation');
  const lines = [
    ...lower.map(({ x }) => `${x.name}: ${lowerFirst(x.price!)}`),
    ...(free ? [`${free.name}: free, ${free.duration}, no obligation`] : []),
  ];
  if (!lines.length) return null;
  return para(
    `${lower.length ? 'Cheaper options' : `Nothing we offer starts below ${e.name.toLowerCase()}; the one free option`}:\n${lines.map((l) => `- ${l}`).join('\n')}`,
    [...lower.map(({ x }) => ({ title: x.name, href: x.href })), ...(free ? [{ title: free.name, href: free.href }] : [])],
  );
}

function serviceShape(s: ServiceRef, aspect: Aspect, message = ''): Paragraph | null {
  const e = entryOf(s);
  if (!e) return null;
  switch (aspect) {
    case 'price': {
      const base = servicePrice(e);
      const cheaper = cheaperOptions(e, message);
      return cheaper
        ? { ...base, text: `${base.text}\n\n${cheaper.text}`, sources: [...(base.sources ?? []), ...(cheaper.sources ?? [])] }
        : base;
    }
    case 'duration':
      // "How long is the free call, is there a catch?": what the call is, with its length.
      return e.duration
        ? para(
            `**${e.name}: ${e.duration}**${e.price ? ` (${e.price})` : ''}.${e.key === 'free_consultation' ? ` ${e.includes.map((x, i) => (i ? x[0]!.toLowerCase() + x.slice(1) : x)).join('; ')}.` : ''}`,
            [{ title: e.name, href: e.href }],
          )
        : null;
    case 'definition':
      return e.key === 'free_consultation' ? servicePrice(e) : null;
    case 'contents':
      return e.key === 'free_consultation' ||
        e.key === 'consultation' ||
        e.key === 'nutrition' ||
        e.key === 'dosing_system' ||
        e.key === 'research_peptides' ||
        e.key === 'stack'
        ? servicePrice(e)
        : null;
    case 'online':
      return e.delivery
        ? para(
            `${e.name}: ${e.delivery}.${placeNote(message)} You can [book a call](${BOOK_PATH}) or [contact our team](/contact) to arrange it.`,
            [{ title: e.name, href: e.href }],
          )
        : para(
            `${e.name} don't need a visit: everything is arranged with our team remotely. [Contact our team](/contact) with any questions.`,
            [{ title: e.name, href: e.href }],
          );
    case 'who_for': {
      const page = pageEntry(e.href.split('#')[0]!);
      // "Do I need to be a pro athlete?": no; the business serves more than athletes.
      const mustI = /\b(?:do|would|will) (?:i|you|we) (?:need|have|got) to be\b|\b(?:only|just) for\b/i.test(message);
      const clients = e.key === 'stack' || e.key === 'research_peptides' ? '' : ` Our clients are ${company.audience}.`;
      return para(
        `${mustI ? 'No. ' : ''}${e.name} ${/s$/.test(e.name) ? 'are' : 'is'} for ${page?.audience ?? 'adults (18+)'}.${clients} ${e.description} ${disclaimers.adultsOnly}`,
        [{ title: e.name, href: e.href }],
      );
    }
    case 'avoid':
      return e.key === 'stack'
        ? para(
            `${disclaimers.adultsOnly} The stacks hold research compounds for research use only, not for human consumption. ${sportNotes.stacks}`,
            [{ title: e.name, href: e.href }],
          )
        : para(`${disclaimers.adultsOnly} ${disclaimers.notMedicalAdvice}`, [{ title: e.name, href: e.href }]);
    case 'anti_doping':
      return serviceAntiDoping(s);
    default:
      return null;
  }
}

/** "Can I book a call?": the booking page, the free consultation and the paid sessions, from the registry. */
export function bookingShape(services: ServiceRef[], message = ''): Paragraph {
  const free = serviceEntry('free_consultation')!;
  const initial = serviceEntry('consultation', 'initial')!;
  const followUp = serviceEntry('consultation', 'follow-up')!;
  const asked = services.find((s) => s.service === 'consultation' && s.variant);
  // "Can I book something for later today?": sooner than the notice the booking page needs ("pay right away" is not).
  const tooSoon = SAME_DAY.test(message);
  const outside = outsideHours(message, asked ? (entryOf(asked)!.duration ?? '') : '');
  const lead = outside
    ? outside
    : tooSoon
      ? `**Not for later today, sorry:** online bookings need at least ${bookingPolicy.minimumNoticeHours} hours' notice, so the earliest you can [book](${BOOK_PATH}) is ${bookingPolicy.minimumNoticeHours} hours from now. If it's urgent, [contact our team](/contact) or call ${company.phone.display} (${company.hours[0].label}) and they'll see what they can do.`
      : asked
        ? `Yes: you can [book the ${entryOf(asked)!.name.toLowerCase()}](${BOOK_PATH}) (${entryOf(asked)!.duration}, ${entryOf(asked)!.price}).`
        : `Yes: [book a call here](${BOOK_PATH}).`;
  return para(
    `${lead} Your options:\n- ${free.name}: free, ${free.duration}, no obligation\n- ${initial.name}: ${initial.duration}, ${initial.price}\n- ${followUp.name}: ${followUp.duration}, ${followUp.price}\n\nTimes are shown in your time zone with Dubai time beside them; you can book up to ${bookingPolicy.horizonDays} days ahead, with at least ${bookingPolicy.minimumNoticeHours} hours' notice. ${payLaterNote}\n\nPrefer to write? [Contact our team](/contact): we reply within 24 hours.`,
    [
      { title: 'Book a call', href: BOOK_PATH },
      { title: 'One-to-one consultations', href: '/solutions/consultations' },
    ],
  );
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** "8am", "8:30 pm", "at 17:00": a clock time in minutes after midnight, with how the visitor wrote it. */
const CLOCK = /\b(\d{1,2})(?::([0-5]\d))?\s*(am|pm|a\.m\.?|p\.m\.?)(?![a-z])|\b(?:at|for|around)\s+([01]?\d|2[0-3]):([0-5]\d)\b/gi;
/** "It's 10pm here": the visitor's time now, not the time asked for. */
const TIME_NOW_BEFORE = /\b(?:it'?s|it is|now|currently|right now)\s*(?:already\s+|about\s+|around\s+|almost\s+)?$/i;
/** A time given in another zone ("8am my time", "UK time", "EST"): the calendar's own hours cannot be checked against it. */
const OTHER_ZONE =
  /\b(?:my time|local time|(?:uk|london|us|new york|paris|berlin|european?|eastern|pacific|central) time|est|edt|pst|pdt|cet|cest|bst|gmt|utc)\b/i;
const clockLabel = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h % 12 || 12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
};

/** A weekday's start times (minutes after midnight, Dubai time) by the calendar's own rules (`booking/slots.ts`). */
function startsOnWeekday(weekday: number, type: EventType): number[] {
  const rules = rulesFor(type);
  // Any week will do: the weekly hours repeat (4 January 2026 was a Sunday).
  return startsOnDay(rules, addDays('2026-01-04', weekday)).map((ms) => {
    const w = wallTime(ms, rules.zone);
    return w.hour * 60 + w.minute;
  });
}

/**
 * "Could I book a follow-up for 8am tomorrow?": a start time the calendar never offers (in Dubai time) is said to be
 * unavailable, with the hours and that day's first and last start; null when no clock time is asked, it is in another
 * zone, or the calendar offers it (whether it is free is for the booking page to show).
 */
function outsideHours(message: string, duration: string): string | null {
  const m = [...message.matchAll(CLOCK)].find((x) => !TIME_NOW_BEFORE.test(message.slice(0, x.index)));
  if (!m || (OTHER_ZONE.test(message) && !/\b(?:dubai|gst|uae)\b/i.test(message))) return null;
  let hour = Number(m[1] ?? m[4]);
  const minute = Number(m[2] ?? m[5] ?? 0);
  const half = m[3]?.[0]?.toLowerCase();
  if (hour > 23 || (half && (hour < 1 || hour > 12))) return null;
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  const start = hour * 60 + minute;
  const type = eventTypes.find((e) => e.durationLabel === duration) ?? eventTypes.reduce((a, b) => (b.minutes < a.minutes ? b : a));
  const named = WEEKDAYS.findIndex((d) => new RegExp(`\\b${d}s?\\b`, 'i').test(message));
  const days = named >= 0 ? [named] : [0, 1, 2, 3, 4, 5, 6];
  if (days.some((d) => startsOnWeekday(d, type).includes(start))) return null;
  // Why not, in the visitor's terms: outside the hours, running past closing, or between the half-hour starts.
  const hours = company.hours.map((h) => h.label.replace(/ \(UTC\+4\)$/, '')).join(', ');
  const open = days.map((d) => defaultWeeklyHours[d]).filter((o) => o != null);
  const within = open.some((o) => start >= minutesOfDay(o.opens) && start < minutesOfDay(o.closes));
  const endsInTime = open.some((o) => start + type.minutes <= minutesOfDay(o.closes));
  const why = !within
    ? `sessions are booked within our hours (${hours}), so that start is outside them`
    : endsInTime
      ? `sessions start every ${bookingPolicy.stepMinutes} minutes from opening time (our hours: ${hours})`
      : `sessions are booked within our hours (${hours}), and a ${type.minutes}-minute session starting then would run past closing`;
  const dayName = named >= 0 ? WEEKDAYS[named]![0]!.toUpperCase() + WEEKDAYS[named]!.slice(1) : '';
  const starts = named >= 0 ? startsOnWeekday(named, type) : [];
  const earliest =
    named < 0
      ? ''
      : starts.length
        ? ` On ${dayName} the first start is ${clockLabel(starts[0]!)} and the last that fits is ${clockLabel(starts.at(-1)!)} (Dubai time).`
        : ` We're closed on ${dayName}s.`;
  return `**Not at ${clockLabel(start)} Dubai time, sorry:** ${why}.${earliest} The [booking page](${BOOK_PATH}) shows the free times in your own time zone, with at least ${bookingPolicy.minimumNoticeHours} hours' notice.`;
}

const SAME_DAY =
  /\b(?:later today|for today|(?:something|anything|a slot|an appointment|a session|a call) today|today (?:at|around|before|after|by)|tonight|this (?:afternoon|evening|morning)|in (?:an hour|a few hours|half an hour|\d+ (?:hours?|hrs?|minutes?|mins?)))\b|(?<!\b(?:pay|paid|charged?|payment|billed?)\s)\b(?:right now|asap|straight away|right away)\b/i;

const BOOKING_WORDS =
  /\b(?:booking|booked|appointment|session|consultation|call|slot|reschedul\w*)\b|\bmove (?:it|the|my)\b|\bchange the (?:time|date|day)\b/i;

/** Cancelling or moving a booked session. */
function bookingChangeShape(): Paragraph {
  return para(
    `Yes: you can cancel free of charge or move it to another time. ${bookingCopy.confirmedEmail.replace('We have emailed you', 'Your confirmation email has')} A reminder is emailed ${bookingPolicy.reminderHoursBefore} hours before the session. ${payLaterNote}`,
    [{ title: 'Book a call', href: BOOK_PATH }],
  );
}

/** Whether the team are doctors: they are not, and nothing here is medical advice. */
function credentialsShape(message: string): Paragraph {
  const who = `${company.name} was founded in ${company.foundingYear} and is based in ${company.address.locality}, ${company.address.city}, with a team of ${company.employees.min}-${company.employees.max} people.`;
  // "Who writes these guides?": who is behind the content, then that they are not doctors.
  const lead = WHO_WRITES.test(message)
    ? `**Our guides come from our own team, and they are not doctors.** ${aboutPage.intro} ${aboutValues[0]!.description} Each guide lists the published sources it draws on.`
    : `**No, our team members are not doctors.** ${aboutPage.intro}`;
  return para(`${lead} ${who} ${disclaimers.notMedicalAdvice}`, [{ title: 'About us', href: '/about' }]);
}

/** Purity and testing: what the site states (batch-testing claims only once the client has confirmed them). */
/** The terms' own sentence on what the "100% quality guarantee" means; a plain no when results are what is asked about. */
function guaranteeShape(index: SearchIndex, message: string): Paragraph | null {
  const doc = index.docs.find((d) => d.units.some((u) => /quality guarantee" in our promotion bar/.test(u.text)));
  const at = doc ? doc.units.findIndex((u) => /quality guarantee" in our promotion bar/.test(u.text)) : -1;
  if (!doc || at < 0) return null;
  // The sentence and the one after it ("It is not a promise of any research or health result..."), "below" dropped.
  const said = doc.units
    .slice(at, at + 2)
    .filter((u, i) => i === 0 || /^It is not a promise/.test(u.text))
    .map((u) => u.text.replace(/ as set out below/, ''))
    .join(' ');
  const aboutResults =
    /\b(?:refund|money back|return)\b/i.test(message) && /\b(?:work|works|working|results?|effect|help|does nothing)\b/i.test(message);
  return para(`${aboutResults ? '**No.** ' : ''}${said} Damaged or defective goods must be reported within 7 days of delivery.`, [
    { title: 'Terms: refunds and returns', href: doc.href },
  ]);
}

export function qualityShape(message = ''): Paragraph {
  // "Do you test each batch? A certificate of analysis?": while the client has not confirmed it, the site states neither,
  // and says so rather than letting the purity list stand in for an answer.
  const testing =
    /\bcertificate|\bcoa\b|\bhplc\b|\bmass spec|\blab[\s-]?(?:report|test\w*)|\bbatch\w* test|\btest\w* (?:each|every) batch|\bthird[\s-]party|\bindependent\w* test/i.test(
      message,
    );
  const lead = !testing
    ? ''
    : businessFacts.testing.placeholder
      ? "Our site doesn't say that we test each batch or provide a certificate of analysis. "
      : `${businessFacts.testing.value.statement} `;
  return para(
    `${lead}**99%+ purity.** What the site states about quality:\n${list(qualityList)}\n\nFor a specific batch, please [contact our team](/contact).`,
    [{ title: 'Research peptides: quality', href: '/solutions/research-peptides' }],
  );
}

/** Who the business is for, as the site says it, with the age limit and what it is not. */
export function siteWhoForShape(message: string): Paragraph {
  const mustI = /\b(?:do|would|will) (?:i|you|we) (?:need|have|got) to be\b|\b(?:only|just|mostly|mainly) for\b/i.test(message);
  return para(
    `${mustI ? 'No. ' : ''}${company.name} is for ${company.audience}, serving clients mainly in ${company.serviceAreas
      .map((a) => `the ${a}`)
      .join(', ')
      .replace(
        /, ([^,]+)$/,
        ' and $1',
      )}. ${disclaimers.adultsOnly} Everything here is educational, not medical advice, and our products are for research use only.${mustI ? ' A good first step is a [free introductory call](/book): tell us your goals and we suggest where to start.' : ''}`,
    [{ title: 'About', href: '/about' }],
  );
}

export function ageShape(): Paragraph {
  return para(
    `**You must be 18 or over.** ${disclaimers.adultsOnly} Our products are for research use only, and this assistant can't help with products or protocols for anyone under 18.`,
    [{ title: 'Terms', href: '/terms' }],
  );
}

// ---- Comparison: both sides, with a small table where figures exist ----

export function comparisonTable(compounds: Compound[]): Paragraph | null {
  const rows = compounds.map((c) => ({ c, r: registryOf(c) })).filter((x) => x.r?.status || x.r?.figures?.length);
  if (rows.length < 2) return null;
  const status = (r: RegistryCompound) => {
    if (!r.status) return 'Not covered';
    const approved = REGIONS.filter((g) => r.status![g]?.status === 'approved').map((g) => REGULATOR[g]);
    return approved.length ? `Approved (${approved.join(', ')})` : 'Not approved (FDA, EMA, MHRA)';
  };
  const doping = (r: RegistryCompound) =>
    !r.antiDoping
      ? 'Not covered'
      : r.antiDoping.category === 'none_stated'
        ? 'No class given'
        : r.antiDoping.category === 'conditional'
          ? 'Route-limited (IV > 100 mL)'
          : r.antiDoping.category === 'monitored'
            ? 'Not prohibited (monitored)'
            : `Prohibited (${r.antiDoping.category})`;
  const head = `| | ${rows.map((x) => x.c.name).join(' | ')} |\n| --- | ${rows.map(() => '---').join(' | ')} |`;
  const line = (label: string, f: (r: RegistryCompound) => string) =>
    `| ${label} | ${rows.map((x) => f(x.r!).replace(/\|/g, '/')).join(' | ')} |`;
  const table = [
    head,
    line('Studied for', (r) => r.studiedFor?.join('; ') ?? 'Not covered'),
    line('Regulatory status', status),
    line('Anti-doping (WADA)', doping),
    line('Headline figure', (r) =>
      r.figures?.[0] ? `${r.figures[0].label}: ${r.figures[0].value} (${r.figures[0].population})` : 'No single figure given',
    ),
  ].join('\n');
  return para(
    table,
    rows.map((x) => ({ title: `${x.c.name} research guide`, href: guideHref(x.c) })),
  );
}

// ---- Page summary: three to five sentences from its sections, with links ----

const firstSentence = (doc: IndexedDoc) => {
  // A card that opens with its figure ("Duration: 2-15 minutes.") keeps it with its first sentence.
  const figure = /^(?:Duration|Price|From)\b/.test(doc.units[0]?.text ?? '') ? `${doc.units[0]!.text} ` : '';
  // Short sentences are skipped unless they carry a price or a percentage (the free-shipping threshold).
  // A unit cut at a person's initials ("the British physician A.T.W.") is not a sentence to quote alone.
  // "Research use only: these notes are..." is the note every answer already ends with, not what a section says.
  const sentences = doc.units.filter(
    (u) =>
      !u.list &&
      (u.text.length > 40 || /\$\d|\d\s?%/.test(u.text)) &&
      !/\b(?:[A-Z]\.){1,3}$/.test(u.text) &&
      !/^(?:For )?research use only\b/i.test(u.text),
  );
  // Among a section's first sentences, the one that carries a finding's figure (a percentage, weeks, a price) says
  // most in one line; a dose figure is never a summary's line.
  const withFigure = sentences
    .slice(0, 3)
    .find(
      (u) =>
        /\d+(?:\.\d+)?\s?%|\$\d|\b\d+\s?(?:weeks?|months?|minutes?|hours?|°C)\b/.test(u.text) &&
        !/\d\s*(?:mg|mcg|µg|iu|units?)\b/i.test(u.text),
    );
  const leadUnit = withFigure ?? sentences[0];
  // A short lead (the free-shipping threshold) brings the sentence after it.
  const after = leadUnit && leadUnit.text.length < 60 ? sentences[sentences.indexOf(leadUnit) + 1] : undefined;
  // A section that is all list ("protocol notes") is told by its first items.
  const items3 = doc.units
    .filter((u) => u.list && !/^(?:For )?research use only\b/i.test(u.text))
    .slice(0, 3)
    .map((u, i) => {
      const t = u.text.replace(/[.;]$/, '');
      return i ? t.charAt(0).toLowerCase() + t.slice(1) : t;
    });
  const fallback = items3.length ? `${items3.join('; ')}.` : (doc.units[0]?.text ?? '');
  const lead = `${leadUnit?.text ?? fallback}${after && after.text.length < 220 ? ` ${after.text}` : ''}`;
  // A section whose figures are in its labelled list (a protocol: "Distance: 6-12 inches") gives the first of them.
  const listed = doc.units.filter(
    (u) => u.list && /^[A-Z][^:]{2,40}: .*\d/.test(u.text) && !/\d\s*(?:mg|mcg|µg|iu|units?)\b/i.test(u.text) && !/\[\d/.test(u.text),
  );
  const items =
    !withFigure && !figure && listed.length
      ? ` ${listed
          .slice(0, 3)
          .map((u) => u.text.replace(/[.;]$/, ''))
          .join('; ')}.`
      : '';
  return `${figure}${lead}${items}`;
};

/** "In like 3 bullet points": the number of lines a summary is asked for (3 to 8), or null. */
function askedLines(message: string): number | null {
  const words: Record<string, number> = { three: 3, four: 4, five: 5, six: 6 };
  const m = /\b([3-8]|three|four|five|six)\s+(?:bullet(?:\s*point)?s?|points|lines|sentences|things)\b/i.exec(message);
  return m ? (words[m[1]!.toLowerCase()] ?? Number(m[1])) : null;
}

export function pageSummary(index: SearchIndex, page: string, compound?: Compound, message = ''): Paragraph | null {
  const docs = index.docs.filter((d) => d.path === page);
  if (!docs.length) return null;
  const entry = pageEntry(page);
  const sections = docs.filter((d) => d.href.includes('#'));
  // A guide's summary ends with what the registry says of its status and in sport, within five lines in all.
  const facts = compound?.guide && page === guideHref(compound) ? keyFacts(compound) : [];
  // A guide: what it is, what the research reports and its limits (the caveat readers most need), then the facts. Any
  // other page: every section, one line each (a page of six recovery methods or eight questions is summarised whole).
  const ordered = sections.length >= 3 ? sections : docs;
  const GUIDE_ORDER = ['#definition', '#benefits', '#extra'];
  const rank = (d: IndexedDoc) => {
    const i = GUIDE_ORDER.findIndex((h) => d.href.endsWith(h));
    return i < 0 ? GUIDE_ORDER.length + ordered.indexOf(d) : i;
  };
  const picked = facts.length ? [...ordered].sort((a, b) => rank(a) - rank(b)).slice(0, 3) : ordered.slice(0, 9);
  const heading = (d: IndexedDoc) => d.heading.replace(/^[^:]+: /, '');
  // Cards of one section (a stack's three compounds) are one line, so the sections after them still fit.
  const groups: IndexedDoc[][] = [];
  for (const d of picked) {
    const last = groups.at(-1);
    if (last && d.href.includes('#') && last[0]!.href === d.href) last.push(d);
    else groups.push([d]);
  }
  const lines = groups
    .map((g) => {
      if (g.length === 1) {
        const s = firstSentence(g[0]!);
        return s ? `- ${s} ([${heading(g[0]!)}](${g[0]!.href}))` : null;
      }
      const parts = g.map((d) => ({ d, s: firstSentence(d).replace(/\.$/, '') })).filter((x) => x.s);
      return parts.length
        ? `- ${parts.map((x) => `**${heading(x.d)}**: ${x.s.charAt(0).toLowerCase()}${x.s.slice(1)}`).join('; ')} ([${andList(parts.map((x) => heading(x.d)))}](${g[0]!.href}))`
        : null;
    })
    .filter((l): l is string => l !== null);
  if (!lines.length) return null;
  lines.push(...facts.map((l) => `- ${l}`));
  // A service's page ends with its price and, for a stack, what it means for tested athletes.
  const topic = entry?.topic.kind === 'service' ? entry.topic : undefined;
  const service = topic ? serviceEntry(topic.key, topic.variant) : undefined;
  if (service?.price && !lines.some((l) => l.includes(service.price!))) lines.push(`- Price: ${service.price}.`);
  if (topic?.key === 'stack' && /performance|recovery/.test(topic.variant ?? '')) lines.push(`- ${sportNotes.stacks}`);
  const asked = askedLines(message);
  if (asked && lines.length > asked) lines.splice(asked);
  const title = entry?.title ?? docs[0]!.pageTitle;
  return { text: `**In short, ${title}:**\n${lines.join('\n')}`, docs: picked };
}

const SITE_ITSELF = /\byour (?:services|company|business|site|offer(?:ing)?s?)\b|\byou guys\b|\bthis (?:site|company|business)\b/i;

/** The shaped answer for one aspect of the message's topic, or null when no shape fits. */
export function shapedParagraph(index: SearchIndex, intent: Intent, aspect: Aspect, page: string, message: string): Paragraph | null {
  const c = intent.compounds[0];
  const m = intent.modalities[0];
  const s = intent.services[0];
  if (aspect === 'summary') return pageSummary(index, intent.page ?? (intent.topicFrom === 'page' || !c ? page : guideHref(c)), c, message);
  if (aspect === 'booking') return bookingShape(intent.services, message);
  if (aspect === 'age') return ageShape();
  // "Who is this site for?": with no compound, modality or service in question, the business's own audience.
  // ("Who are your services for? I just want to sleep better": the business, not the sleep routine.)
  if (aspect === 'who_for' && ((!c && !m && !s) || (!c && SITE_ITSELF.test(message)))) return siteWhoForShape(message);
  if (aspect === 'credentials') return credentialsShape(message);
  // "Can I cancel or move it?" about a session: the booking's free cancellation, not the product refund policy.
  if (aspect === 'refunds' && (s?.service === 'consultation' || s?.service === 'free_consultation' || BOOKING_WORDS.test(message)))
    return bookingChangeShape();
  if (aspect === 'buy')
    return intent.compounds.length > 1
      ? buyMany(intent.compounds)
      : buyShape(
          c,
          s,
          CATALOGUE.test(message.toLowerCase()),
          /\b(?:everything|all (?:of )?(?:them|these|those|the \w+)|every (?:one|compound|peptide|product))\b/i.test(message),
        );
  // "Is it done online?" with nothing named: the consultations are what is delivered.
  if (aspect === 'online' && !s && !c && !m) return serviceShape({ service: 'consultation' }, 'online', message);
  if (aspect === 'storage' && !c) return storageShape(index, null, message);
  // (A certificate or a lab report for one compound's batch is the same question: what the site states, then the team.)
  // "Your banner says 100% quality guarantee: do I get a refund if it doesn't work?": what the terms say it means.
  if ((aspect === 'quality' || aspect === 'refunds') && /\bguarantee/i.test(message) && index) {
    const g = guaranteeShape(index, message);
    if (g) return g;
  }
  if (
    aspect === 'quality' &&
    (!c || /\bcertificate|\bcoa\b|\bhplc\b|\bmass spec|\blab (?:report|test)|\bbatch/i.test(message)) &&
    /\bpur(?:e|ity)\b|\bquality\b|\btest(?:s|ed|ing)?\b|\bcertificate|\bcoa\b|\bhplc\b|\blab\b|\bbatch/i.test(message)
  )
    return qualityShape(message);
  if (c && intent.act !== 'comparison') {
    // A compound the site states no status for (no guide: GHK-Cu, Epitalon): said plainly, with its sport status where
    // the stack pages give it, never a definition passed off as the answer.
    if ((aspect === 'status' || aspect === 'legal') && !registryOf(c)?.status && intent.compounds.length === 1)
      return noStatusShape(c, message);
    if (aspect === 'status') return statusShape(c, intent.regions, index, message);
    if (aspect === 'anti_doping') {
      // "Are TB-500 and GHRP-6 banned?", "and the other two?": each compound's status, a note shared by several said once.
      const shaped = intent.compounds.slice(0, 3).map((x) => antiDopingShape(x, message));
      const kept = shaped.filter((p, i): p is Paragraph => p !== null && shaped.findIndex((q) => q?.text === p.text) === i);
      if (kept.length <= 1) return kept[0] ?? null;
      return { text: kept.map((p) => p.text).join('\n\n'), docs: [], sources: kept.flatMap((p) => p.sources ?? []) };
    }
    if (aspect === 'avoid') return compoundAvoid(c);
    // Asked with "who should avoid it", the avoid list follows in full.
    if (aspect === 'who_for') return compoundWhoFor(c, !intent.aspects.includes('avoid'));
    if (aspect === 'storage') return storageShape(index, c, message);
    // "How long before it shows results?": what the guide says of when effects were seen, never a dose schedule.
    if ((aspect === 'benefits' || aspect === 'timing') && RESULTS_WHEN.test(message) && index) return resultsTimeline(index, c);
    if (
      aspect === 'benefits' &&
      /\bhow much|\bfigures?\b|\bnumbers?\b|\bresults?\b|\blose\b|\blost\b|\bfindings?\b|\bpercent|%/i.test(message) &&
      figuresFit(c, message)
    )
      return compoundFindings(c);
    return null;
  }
  // "Is any of this backed by science?" about a recovery method: its page's research section, in its own words.
  if (m && aspect === 'benefits') return modalityResearch(index, m, message) ?? modalityShape(m, aspect);
  if (m) return modalityShape(m, aspect);
  if (s) return serviceShape(s, aspect, message);
  return null;
}

/** A modality's timing around training, when that is what the message asks; null otherwise. */
export function modalityTiming(m: Modality, message: string): Paragraph | null {
  if (!TRAINING_TIMING.test(message)) return null;
  const timing = m.notes.filter((n) => /\b(?:after|before|timing|rest days|other times)\b/i.test(n));
  if (!timing.length) return null;
  return para(
    `On timing, our ${m.name.toLowerCase()} guide says: ${timing.join(' ')} The protocol: ${m.duration}${m.temperature ? ` at ${m.temperature}` : ''}${m.frequency ? `, ${m.frequency}` : ''}.\n\nThis is general guidance from our ${m.name.toLowerCase()} page, not a prescription.`,
    modalitySources(m, 'protocol'),
  );
}

const STORAGE =
  /\bstorage\b|\bstor(?:e|ed|ing) (?:it|them|the (?:vials?|peptides?|product)|vials?|at|in (?:a|the) (?:fridge|freezer)|cold|frozen|refrigerated)\b|\brefrigerat\w*|\bfridge\b|\bfreez\w*|\breconstitut\w*|\blyophili[sz]ed\b|\broom temperature\b|\bprotected from heat\b/i;

/** Storage and handling: what the compound's guide or the FAQ says, or plainly that the site doesn't cover it. */
function storageShape(index: SearchIndex, c: Compound | null, message = ''): Paragraph {
  const shape = storageShapeOf(index, c);
  // "Once I mix it with bacteriostatic water, how long does it last?": the site gives storage for the powder only.
  if (MIXED.test(message) && !MIXED.test(shape.text)) {
    // (When the guide itself has no storage notes, the site's general ones follow once, not a second "I won't guess".)
    const general = shape.text.split('What the site says in general: ')[1];
    const said = shape.text.includes("won't guess") ? (general ?? '') : shape.text;
    return {
      ...shape,
      text: `Our site doesn't say how long a peptide keeps once it is mixed (reconstituted), so I won't guess: [contact our team](/contact) and they'll tell you (we reply within 24 hours).${said ? ` What it says about storage: ${said}` : ''}`,
    };
  }
  return shape;
}

const MIXED = /\b(?:mix(?:ed|ing)?|reconstitut\w*|bacteriostatic|bac water|dilut\w*|made up)\b/i;
/** A sentence as a sentence: a list line ("Lyophilized, sealed and stored...") gets its full stop. */
const sentence = (t: string) => (/[.!?]$/.test(t.trim()) ? t.trim() : `${t.trim()}.`);

function storageShapeOf(index: SearchIndex, c: Compound | null): Paragraph {
  const guideDocs = c ? index.docs.filter((d) => d.path === guideHref(c).split('#')[0]) : [];
  const own = guideDocs.flatMap((d) => d.units.filter((u) => STORAGE.test(u.text)).map((u) => ({ d, u })));
  // The sentences that say how to store (a temperature, the fridge) before those that only mention storage.
  const howToStore = (t: string) => (/°C|refrigerat|fridge|freezer/i.test(t) ? 0 : 1);
  const general = index.docs
    .filter((d) => d.path === '/education/faq' || d.path === '/solutions/research-peptides')
    .flatMap((d) => d.units.filter((u) => STORAGE.test(u.text)).map((u) => ({ d, u })))
    .sort((a, b) => howToStore(a.u.text) - howToStore(b.u.text));
  if (own.length)
    return {
      text: own
        .slice(0, 3)
        .map((x) => sentence(x.u.text))
        .join(' '),
      docs: [...new Set(own.map((x) => x.d))],
    };
  if (!c && general.length)
    return {
      text: general
        .slice(0, 3)
        .map((x) => sentence(x.u.text))
        .join(' '),
      docs: [...new Set(general.map((x) => x.d))],
    };
  if (!c)
    return para(`Our site doesn't cover storage for that, so I won't guess. Our team can help: [contact our team](/contact).`, [
      { title: 'Contact', href: '/contact' },
    ]);
  const lead = `Our ${c.name} guide doesn't cover storage or handling, so I won't guess. Our team can help: [contact our team](/contact).`;
  if (!general.length) return para(lead, [{ title: 'Contact', href: '/contact' }]);
  return {
    text: `${lead} What the site says in general: ${general
      .slice(0, 2)
      .map((x) => sentence(x.u.text))
      .join(' ')}`,
    docs: [...new Set(general.map((x) => x.d))],
  };
}
