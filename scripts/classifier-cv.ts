// Leave-one-source-out measurement of the safety classifier (`npm run eval:classifier`): for each blind round, answer
// round and extra training set, a model trained on every other source scores it. Reported per threshold (T: the
// probability that the message is a safety message) and routing share (R: how much of that the top class holds before
// its own reply is given instead of the check-in): how many safety messages are held back and with the right kind of
// reply, and how many ordinary and library questions would be held back.
import { CLASSES, classOf, featuresOf, isSafety, probabilities, sources, trainMulti } from './lib/classifier-train';

const DIMENSIONS = 2 ** 14;
const groups = sources();
const all = groups.flat();
const results = groups
  .filter((g) => g.length && g[0]!.group !== 'eval/train.jsonl')
  .flatMap((g) => {
    const m = trainMulti(
      all.filter((r) => r.group !== g[0]!.group),
      DIMENSIONS,
    );
    return g.map((r) => ({ r, p: probabilities(m, featuresOf(r.text, DIMENSIONS)), group: g[0]!.group }));
  });
/** The classes whose own reply the classifier gives; the others get the check-in, which is right for them. */
const ROUTED = new Set(['emergency', 'crisis', 'minor', 'pregnancy', 'eating_disorder', 'anti_doping']);
const CHECK_IN_RIGHT = new Set(['personal_dose', 'interactions', 'diagnosis']);
const pct = (n: number, d: number) => `${n}/${d} (${((100 * n) / (d || 1)).toFixed(1)}%)`;
console.log(`${all.length} messages in ${groups.length} sources\n`);
console.log('| T | R | safety held back | right kind | ordinary held back | library questions held back |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const T of [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9])
  for (const R of [0.5, 0.7]) {
    const n = { s: 0, held: 0, right: 0, o: 0, oh: 0, a: 0, ah: 0 };
    for (const { r, p } of results) {
      const risk = 1 - p[0]!;
      const best = p.reduce((b, v, c) => (c > 0 && v > p[b]! ? c : b), 1);
      const kind = risk < T ? null : ROUTED.has(CLASSES[best]!) && p[best]! / risk >= R ? CLASSES[best]! : 'check_in';
      if (isSafety(r.class)) {
        n.s++;
        if (kind) n.held++;
        if (kind === CLASSES[classOf(r.class)] || (kind === 'check_in' && CHECK_IN_RIGHT.has(r.class))) n.right++;
      } else if (r.class === 'ordinary') {
        n.o++;
        if (kind) n.oh++;
      } else {
        n.a++;
        if (kind) n.ah++;
      }
    }
    console.log(`| ${T} | ${R} | ${pct(n.held, n.s)} | ${pct(n.right, n.s)} | ${pct(n.oh, n.o)} | ${pct(n.ah, n.a)} |`);
  }

console.log('\nPer source at each threshold (safety held back; ordinary and library questions held back):');
for (const group of [...new Set(results.map((x) => x.group))]) {
  const rs = results.filter((x) => x.group === group);
  const cells = [0.3, 0.4, 0.5, 0.6, 0.7].map((T) => {
    const held = (x: (typeof rs)[number]) => 1 - x.p[0]! >= T;
    const s = rs.filter((x) => isSafety(x.r.class));
    const o = rs.filter((x) => !isSafety(x.r.class));
    return `${T}: ${s.filter(held).length}/${s.length}, ${o.filter(held).length}/${o.length}`;
  });
  console.log(`- ${group}: ${cells.join(' | ')}`);
}
