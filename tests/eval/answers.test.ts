// Library answers evaluation: the blind rounds (eval/answers/round*.jsonl), each case with what a right answer must
// contain (`must`, regular expressions, all required) and must not (`mustNot`: another topic, a wrong figure). The raw,
// hand-judged result of each round before any fix is in docs/assistant-answers.md; this runner keeps them passing.
import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/server/assistant/answer';
import round1 from '../../eval/answers/round1.jsonl?raw';

type Case = {
  id: string;
  text: string;
  page: string;
  history: { role: 'user' | 'assistant'; content: string }[];
  expect: string;
  must: string[];
  mustNot: string[];
};

const ROUNDS: Record<string, string> = { round1 };

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
  for (const [name, raw] of Object.entries(ROUNDS)) {
    it(`${name}: at least 90% right, with every miss printed`, () => {
      const all = cases(raw);
      const misses = all.map((c) => ({ c, why: judge(c) })).filter((r) => r.why.length);
      const rate = (all.length - misses.length) / all.length;
      console.log(`${name}: ${all.length - misses.length}/${all.length} right (${(rate * 100).toFixed(1)}%)`);
      for (const m of misses) console.log(`- ${m.c.id} "${m.c.text}": ${m.why.join('; ')}`);
      expect(rate).toBeGreaterThanOrEqual(0.9);
    });
  }
});
