import { describe, expect, it } from 'vitest';
import { db } from '../../test/db';
import { addFeedback, recordAnswerRow, recordHandoffRow, topQuestions, weekStart, weeklyResolution } from './insight';
import { answerFeedback, assistantAnswers, assistantHandoffs } from './schema';

const DAY = 24 * 60 * 60 * 1000;
// A Wednesday noon (UTC): its week starts on Monday the 23rd.
const NOW = Date.UTC(2026, 10, 25, 12);

async function answer(thread: string, at: number, kind = 'answer', question = 'what is bpc-157') {
  const id = crypto.randomUUID();
  await recordAnswerRow(db(), {
    id,
    threadId: thread,
    userId: null,
    question,
    questionKey: question,
    kind,
    topic: null,
    page: '/',
    now: at,
  });
  return id;
}

describe('weekly resolution rate', () => {
  it('counts an answered question as resolved only when its conversation had no handoff and no not-helpful vote afterwards', async () => {
    await db().delete(answerFeedback);
    await db().delete(assistantHandoffs);
    await db().delete(assistantAnswers);
    const mon = weekStart(NOW);
    expect(new Date(mon).toISOString()).toBe('2026-11-23T00:00:00.000Z');

    // Resolved: answered, nothing after.
    await answer('a', mon + 1 * DAY);
    // Not resolved: a handoff after the answer.
    await answer('b', mon + 1 * DAY);
    await recordHandoffRow(db(), { id: crypto.randomUUID(), threadId: 'b', reason: 'form:button', page: '/', now: mon + 1 * DAY + 60_000 });
    // A handoff before the answer does not count against it: resolved.
    await recordHandoffRow(db(), { id: crypto.randomUUID(), threadId: 'c', reason: 'requested', page: '/', now: mon + 2 * DAY });
    await answer('c', mon + 2 * DAY + 60_000);
    // Thread d: the first answer is followed by a not-helpful vote on the second; both unresolved.
    await answer('d', mon + 2 * DAY);
    const d2 = await answer('d', mon + 2 * DAY + 60_000);
    await addFeedback(db(), { answerId: d2, helpful: false, reason: 'wrong', note: null, now: mon + 2 * DAY + 120_000 });
    // A helpful vote changes nothing: resolved.
    const e = await answer('e', mon + 3 * DAY);
    await addFeedback(db(), { answerId: e, helpful: true, reason: null, note: null });
    // "Not found" and safety replies are not answered questions: not counted.
    await answer('f', mon + 3 * DAY, 'no_answer');
    await answer('g', mon + 3 * DAY, 'self_harm');
    // Last week: one answered, unresolved.
    const old = await answer('h', mon - 2 * DAY, 'fact');
    await addFeedback(db(), { answerId: old, helpful: false, reason: 'incomplete', note: null, now: mon - 2 * DAY + 1000 });

    const weeks = await weeklyResolution(db(), { now: NOW, weeks: 3 });
    expect(weeks.map((w) => [new Date(w.weekStart).toISOString().slice(0, 10), w.answered, w.resolved])).toEqual([
      ['2026-11-09', 0, 0],
      ['2026-11-16', 1, 0],
      ['2026-11-23', 6, 3],
    ]);
    expect(weeks[2]!.rate).toBe(0.5);
    expect(weeks[0]!.rate).toBeNull();
  });

  it('groups top questions by their normalised key, most asked first', async () => {
    await db().delete(answerFeedback);
    await db().delete(assistantAnswers);
    for (let i = 0; i < 3; i++) await answer(`t${i}`, NOW - i * 1000, 'fact', 'opening hours');
    await answer('u', NOW, 'answer', 'what is tb-500');
    const top = await topQuestions(db(), { since: NOW - DAY });
    expect(top[0]).toMatchObject({ key: 'opening hours', count: 3 });
    expect(top[1]).toMatchObject({ key: 'what is tb-500', count: 1 });
  });

  it('keeps one vote per answer, atomically', async () => {
    const id = await answer('v', NOW);
    const results = await Promise.all([
      addFeedback(db(), { answerId: id, helpful: true, reason: null, note: null }),
      addFeedback(db(), { answerId: id, helpful: false, reason: 'wrong', note: null }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
