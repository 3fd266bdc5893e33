// Places visitors name ("can I do the consultation from London?", "do you ship to Germany?") and the region each is in:
// one of the four regions the business serves, or none. Names are lower case, as visitors write them in English and in
// the languages the assistant reads (German, French, Spanish, Italian, Portuguese, Arabic).
import type { Region } from './compounds';

export type Place = { name: string; region: Region | null; words: readonly string[] };

/** How the regions are written out in a reply. */
export const REGION_NAMES: Record<Region, string> = {
  uae: 'the United Arab Emirates',
  us: 'the United States',
  uk: 'the United Kingdom',
  eu: 'the European Union',
};

const place = (name: string, region: Region | null, ...words: string[]): Place => ({ name, region, words: [name.toLowerCase(), ...words] });

export const PLACES: readonly Place[] = [
  // United Arab Emirates
  place('Dubai', 'uae', 'دبي'),
  place('Abu Dhabi', 'uae', 'ابوظبي', 'أبوظبي', 'أبو ظبي'),
  place('Sharjah', 'uae', 'الشارقة', 'الشارقه'),
  place('Ajman', 'uae', 'عجمان'),
  place('Ras Al Khaimah', 'uae', 'رأس الخيمة', 'راس الخيمه'),
  place('Fujairah', 'uae', 'الفجيرة'),
  place('Al Ain', 'uae'),
  // United Kingdom
  place('London', 'uk', 'londres', 'londra', 'لندن'),
  place('Manchester', 'uk'),
  place('Birmingham', 'uk'),
  place('Liverpool', 'uk'),
  place('Leeds', 'uk'),
  place('Bristol', 'uk'),
  place('Edinburgh', 'uk'),
  place('Glasgow', 'uk'),
  place('Cardiff', 'uk'),
  place('Belfast', 'uk'),
  place('England', 'uk'),
  place('Scotland', 'uk'),
  place('Wales', 'uk'),
  place('Northern Ireland', 'uk'),
  // The four regions themselves, as visitors write them ("do you ship to the US?").
  place('United States', 'us', 'the us', 'usa', 'u.s.', 'u.s.a.', 'america', 'the states'),
  place('United Kingdom', 'uk', 'the uk', 'britain', 'great britain'),
  place('United Arab Emirates', 'uae', 'the uae', 'uae', 'the emirates'),
  place('European Union', 'eu', 'the eu', 'europe'),
  // United States
  place('New York', 'us', 'nyc'),
  place('Los Angeles', 'us'),
  place('California', 'us'),
  place('Texas', 'us'),
  place('Florida', 'us'),
  place('Miami', 'us'),
  place('Chicago', 'us'),
  place('Boston', 'us'),
  place('Seattle', 'us'),
  place('San Francisco', 'us'),
  place('Las Vegas', 'us'),
  place('Houston', 'us'),
  place('Dallas', 'us'),
  place('Austin', 'us'),
  place('Atlanta', 'us'),
  // European Union
  place('Germany', 'eu', 'deutschland', 'allemagne', 'alemania', 'germania', 'alemanha', 'ألمانيا', 'المانيا'),
  place('Berlin', 'eu'),
  place('Munich', 'eu', 'münchen', 'munchen'),
  place('Hamburg', 'eu'),
  place('Frankfurt', 'eu'),
  place('France', 'eu', 'frankreich', 'francia', 'frança', 'franca', 'فرنسا'),
  place('Paris', 'eu', 'باريس'),
  place('Lyon', 'eu'),
  place('Marseille', 'eu'),
  place('Spain', 'eu', 'españa', 'espana', 'espagne', 'spanien', 'spagna', 'espanha', 'إسبانيا', 'اسبانيا'),
  place('Madrid', 'eu'),
  place('Barcelona', 'eu', 'barcelone'),
  place('Italy', 'eu', 'italia', 'italie', 'italien', 'itália', 'إيطاليا', 'ايطاليا'),
  place('Rome', 'eu', 'roma'),
  place('Milan', 'eu', 'milano', 'mailand'),
  place('the Netherlands', 'eu', 'netherlands', 'holland', 'nederland', 'niederlande', 'pays-bas', 'países bajos', 'paesi bassi', 'هولندا'),
  place('Amsterdam', 'eu'),
  place('Belgium', 'eu', 'belgique', 'belgien', 'bélgica', 'belgica', 'belgio'),
  place('Brussels', 'eu', 'bruxelles', 'brüssel', 'brussel'),
  place('Ireland', 'eu', 'irlande', 'irland', 'irlanda'),
  place('Dublin', 'eu'),
  place('Portugal', 'eu', 'البرتغال'),
  place('Lisbon', 'eu', 'lisboa', 'lisbonne'),
  place('Austria', 'eu', 'österreich', 'osterreich', 'autriche'),
  place('Vienna', 'eu', 'wien', 'vienne'),
  place('Sweden', 'eu', 'schweden', 'suède', 'suede', 'suecia', 'svezia'),
  place('Stockholm', 'eu'),
  place('Denmark', 'eu', 'dänemark', 'danemark', 'dinamarca'),
  place('Copenhagen', 'eu'),
  place('Finland', 'eu', 'finnland', 'finlande', 'finlandia'),
  place('Poland', 'eu', 'polen', 'pologne', 'polonia', 'polska'),
  place('Warsaw', 'eu', 'warschau', 'varsovie', 'warszawa'),
  place('the Czech Republic', 'eu', 'czech republic', 'czechia', 'tschechien'),
  place('Prague', 'eu', 'prag', 'praha'),
  place('Greece', 'eu', 'griechenland', 'grèce', 'grece', 'grecia'),
  place('Athens', 'eu'),
  place('Romania', 'eu', 'rumänien', 'roumanie', 'rumania'),
  place('Hungary', 'eu', 'ungarn', 'hongrie', 'hungría'),
  place('Budapest', 'eu'),
  place('Cyprus', 'eu', 'chypre', 'zypern', 'قبرص'),
  place('Malta', 'eu', 'malte'),
  place('Luxembourg', 'eu', 'luxemburg'),
  place('Croatia', 'eu', 'kroatien', 'croatie'),
  place('Bulgaria', 'eu', 'bulgarien', 'bulgarie'),
  place('Slovakia', 'eu'),
  place('Slovenia', 'eu'),
  place('Estonia', 'eu'),
  place('Latvia', 'eu'),
  place('Lithuania', 'eu'),
  // Outside the regions the business serves
  place('Saudi Arabia', null, 'ksa', 'riyadh', 'jeddah', 'السعودية', 'السعوديه', 'الرياض', 'جدة'),
  place('Qatar', null, 'doha', 'قطر', 'الدوحة'),
  place('Kuwait', null, 'الكويت'),
  place('Oman', null, 'muscat', 'عمان', 'مسقط'),
  place('Bahrain', null, 'البحرين'),
  place('Egypt', null, 'cairo', 'مصر', 'القاهرة'),
  place('Switzerland', null, 'schweiz', 'suisse', 'zurich', 'zürich', 'geneva', 'genève', 'سويسرا'),
  place('Norway', null, 'norwegen', 'norvège', 'oslo', 'النرويج'),
  place('Canada', null, 'toronto', 'vancouver', 'montreal', 'كندا'),
  place('Australia', null, 'sydney', 'melbourne', 'أستراليا', 'استراليا'),
  place('India', null, 'mumbai', 'delhi', 'bangalore', 'الهند'),
  place('Jordan', null, 'amman', 'الأردن', 'الاردن'),
  place('Lebanon', null, 'beirut', 'لبنان', 'بيروت'),
  place('Iraq', null, 'baghdad', 'العراق', 'بغداد'),
  place('Morocco', null, 'casablanca'),
  place('Pakistan', null, 'karachi', 'lahore', 'باكستان'),
  // Not "turkey": the word is also a food.
  { name: 'Türkiye', region: null, words: ['türkiye', 'turkiye', 'istanbul', 'تركيا'] },
  place('Russia', null, 'moscow', 'россия', 'москва', 'روسيا'),
];

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS = PLACES.map((p) => ({
  p,
  re: new RegExp(
    p.words.map((w) => (/^[\p{Script=Latin}\s'-]+$/u.test(w) ? `(?<![\\p{L}])${escape(w)}(?![\\p{L}])` : escape(w))).join('|'),
    'u',
  ),
}));

/** The places a (lower-case) text names, in the registry's order. */
export function placesIn(text: string): Place[] {
  const t = text.toLowerCase();
  return MATCHERS.filter((m) => m.re.test(t)).map((m) => m.p);
}

/** Whether a text (a guide's sentence) names a place by its English name, as a whole word ("registered in Russia"). */
export function namesPlace(text: string, place: Place): boolean {
  return new RegExp(`(?<![\\p{L}])${escape(place.name)}(?![\\p{L}])`, 'iu').test(text);
}
