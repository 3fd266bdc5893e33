// Library answers evaluation: the blind rounds (eval/answers/round*.jsonl), each case with what a right answer must
// contain (`must`, regular expressions, all required) and must not (`mustNot`: another topic, a wrong figure). The raw,
// hand-judged result of each round before any fix is in docs/assistant-answers.md; this runner keeps them passing.
import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/server/assistant/answer';
import round1 from '../../eval/answers/round1.jsonl?raw';
import round2 from '../../eval/answers/round2.jsonl?raw';
import round3 from '../../eval/answers/round3.jsonl?raw';

type Case = {
  id: string;
  text: string;
  page: string;
  history: { role: 'user' | 'assistant'; content: string }[];
  expect: string;
  must: string[];
  mustNot: string[];
};

// Target: 90% right on new questions. Round 2 is below it after its fixes (see docs/assistant-answers.md): its floor is
// the measured figure, so the runner fails on any regression, and the target stays visible in the printout.
const ROUNDS: Record<string, { raw: string; floor: number }> = {
  round1: { raw: round1, floor: 0.9 },
  round2: { raw: round2, floor: 0.68 },
  // Round 3: 42/60 before its fixes (hand-judged and by these checks alike), 58/60 after; a3-46 is the safety layer's.
  round3: { raw: round3, floor: 0.95 },
};

function cases(raw: string): Case[] {
  return raw
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Case);
}

function judge(c: Case): string[] {
  const a = composeAnswer({ message: c.text, history: c.history, pageContext: c.page });
  const why: string[] = [];
  for (const m of c.must) if (!new RegExp(m, 'i').test(a.text)) why.push(`missing /${m}/`);
  for (const m of c.mustNot) if (new RegExp(m).test(a.text)) why.push(`contains /${m}/`);
  return why.length ? [...why, `answer: ${a.text.slice(0, 300).replace(/\n/g, ' ')}`] : [];
}

describe('library answers: blind rounds', () => {
  for (const [name, { raw, floor }] of Object.entries(ROUNDS)) {
    it(`${name}: at least ${Math.round(floor * 100)}% right (target 90%), with every miss printed`, () => {
      const all = cases(raw);
      const misses = all.map((c) => ({ c, why: judge(c) })).filter((r) => r.why.length);
      const rate = (all.length - misses.length) / all.length;
      console.log(`${name}: ${all.length - misses.length}/${all.length} right (${(rate * 100).toFixed(1)}%)`);
      for (const m of misses) console.log(`- ${m.c.id} "${m.c.text}": ${m.why.join('; ')}`);
      expect(rate).toBeGreaterThanOrEqual(floor);
    });
  }
});
