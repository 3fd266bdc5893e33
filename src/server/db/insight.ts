// Answers, feedback and handoffs for staff insight: what visitors ask, what went unanswered, what they rated not
// helpful, when they asked for a person, and the weekly resolution rate.
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { answerFeedback, assistantAnswers, assistantHandoffs, type FeedbackReason } from './schema';

export const INSIGHT_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Answer kinds that count as "answered" for the resolution rate (not a refusal, a handoff or "not found"). */
export const ANSWERED_KINDS = ['answer', 'fact'] as const;

export type NewAnswer = {
  id: string;
  threadId: string;
  userId: string | null;
  question: string;
  questionKey: string;
  kind: string;
  topic: string | null;
  page: string;
  now?: number;
};

export async function recordAnswerRow(db: Db, a: NewAnswer): Promise<void> {
  const { now = Date.now(), ...row } = a;
  await db.insert(assistantAnswers).values({ ...row, createdAt: now });
}

export async function recordHandoffRow(
  db: Db,
  { id, threadId, reason, page, now = Date.now() }: { id: string; threadId: string | null; reason: string; page: string; now?: number },
): Promise<void> {
  await db.insert(assistantHandoffs).values({ id, threadId, reason, page, createdAt: now });
}

export async function findAnswer(db: Db, id: string) {
  const [row] = await db.select().from(assistantAnswers).where(eq(assistantAnswers.id, id)).limit(1);
  return row ?? null;
}

/** Stores a vote; false when this answer already has one (atomic: the answer id is the primary key). */
export async function addFeedback(
  db: Db,
  v: { answerId: string; helpful: boolean; reason: FeedbackReason | null; note: string | null; now?: number },
): Promise<boolean> {
  const rows = await db
    .insert(answerFeedback)
    .values({ answerId: v.answerId, helpful: v.helpful, reason: v.reason, note: v.note, createdAt: v.now ?? Date.now() })
    .onConflictDoNothing()
    .returning({ id: answerFeedback.answerId });
  return rows.length === 1;
}

export type TopQuestion = { key: string; example: string; count: number; topic: string | null; lastKind: string };
export type NotHelpful = {
  answerId: string;
  question: string;
  kind: string;
  topic: string | null;
  page: string;
  reason: FeedbackReason | null;
  note: string | null;
  createdAt: number;
};
export type HandoffRow = { reason: string; page: string; createdAt: number; question: string | null };
export type WeekRate = { weekStart: number; answered: number; resolved: number; rate: number | null };

/** Questions grouped by their normalised key, most asked first, over the window. */
export async function topQuestions(db: Db, { since, limit = 20 }: { since: number; limit?: number }): Promise<TopQuestion[]> {
  const rows = await db
    .select({
      key: assistantAnswers.questionKey,
      example: sql<string>`max(${assistantAnswers.question})`,
      count: sql<number>`count(*)`,
      topic: sql<string | null>`max(${assistantAnswers.topic})`,
      lastKind: sql<string>`max(${assistantAnswers.kind})`,
    })
    .from(assistantAnswers)
    .where(gte(assistantAnswers.createdAt, since))
    .groupBy(assistantAnswers.questionKey)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${assistantAnswers.createdAt})`))
    .limit(limit);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** Answers rated not helpful, newest first, with the reason and note. */
export async function notHelpfulAnswers(db: Db, { since, limit = 50 }: { since: number; limit?: number }): Promise<NotHelpful[]> {
  return db
    .select({
      answerId: assistantAnswers.id,
      question: assistantAnswers.question,
      kind: assistantAnswers.kind,
      topic: assistantAnswers.topic,
      page: assistantAnswers.page,
      reason: answerFeedback.reason,
      note: answerFeedback.note,
      createdAt: answerFeedback.createdAt,
    })
    .from(answerFeedback)
    .innerJoin(assistantAnswers, eq(answerFeedback.answerId, assistantAnswers.id))
    .where(and(eq(answerFeedback.helpful, false), gte(answerFeedback.createdAt, since)))
    .orderBy(desc(answerFeedback.createdAt))
    .limit(limit);
}

/** Feedback counts over the window. */
export async function feedbackCounts(db: Db, { since }: { since: number }): Promise<{ helpful: number; notHelpful: number }> {
  const [row] = await db
    .select({
      helpful: sql<number>`coalesce(sum(case when ${answerFeedback.helpful} = 1 then 1 else 0 end), 0)`,
      notHelpful: sql<number>`coalesce(sum(case when ${answerFeedback.helpful} = 0 then 1 else 0 end), 0)`,
    })
    .from(answerFeedback)
    .where(gte(answerFeedback.createdAt, since));
  return { helpful: Number(row?.helpful ?? 0), notHelpful: Number(row?.notHelpful ?? 0) };
}

/** Handoffs, newest first, with the question the conversation last asked before it. */
export async function recentHandoffs(db: Db, { since, limit = 50 }: { since: number; limit?: number }): Promise<HandoffRow[]> {
  const rows = await db
    .select({
      reason: assistantHandoffs.reason,
      page: assistantHandoffs.page,
      createdAt: assistantHandoffs.createdAt,
      question: sql<
        string | null
      >`(select a.question from assistant_answers a where a.thread_id = ${assistantHandoffs.threadId} and a.created_at <= ${assistantHandoffs.createdAt} order by a.created_at desc limit 1)`,
    })
    .from(assistantHandoffs)
    .where(gte(assistantHandoffs.createdAt, since))
    .orderBy(desc(assistantHandoffs.createdAt))
    .limit(limit);
  return rows;
}

/**
 * The weekly resolution rate: of the answered questions asked in a week (kind answer or fact), the share whose
 * conversation had no handoff and no not-helpful vote (on that answer or a later one in the thread) afterwards.
 * Weeks start on Monday 00:00 UTC; `weeks` of them, the last being the week that holds `now`.
 */
export async function weeklyResolution(
  db: Db,
  { now = Date.now(), weeks = 8 }: { now?: number; weeks?: number } = {},
): Promise<WeekRate[]> {
  const thisWeek = weekStart(now);
  const from = thisWeek - (weeks - 1) * WEEK_MS;
  const kinds = sql.join(
    ANSWERED_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = await db.all<{ week: number; answered: number; resolved: number }>(sql`
    select
      cast((a.created_at - ${from}) / ${WEEK_MS} as integer) as week,
      count(*) as answered,
      sum(case when not exists (
            select 1 from assistant_handoffs h where h.thread_id = a.thread_id and h.created_at >= a.created_at
          ) and not exists (
            select 1 from answer_feedback f join assistant_answers b on b.id = f.answer_id
            where b.thread_id = a.thread_id and b.created_at >= a.created_at and f.helpful = 0
          ) then 1 else 0 end) as resolved
    from assistant_answers a
    where a.created_at >= ${from} and a.created_at < ${thisWeek + WEEK_MS} and a.kind in (${kinds})
    group by week`);
  return Array.from({ length: weeks }, (_, i) => {
    const r = rows.find((x) => Number(x.week) === i);
    const answered = Number(r?.answered ?? 0);
    const resolved = Number(r?.resolved ?? 0);
    return { weekStart: from + i * WEEK_MS, answered, resolved, rate: answered ? resolved / answered : null };
  });
}

/** Monday 00:00 UTC of the week holding `t`. */
export function weekStart(t: number): number {
  const d = new Date(t);
  const day = (d.getUTCDay() + 6) % 7;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day);
}

/** Deletes answers (with their feedback) and handoffs older than 90 days; returns how many rows went. */
export async function deleteOldInsight(db: Db, { now = Date.now() }: { now?: number } = {}): Promise<number> {
  const before = now - INSIGHT_RETENTION_MS;
  const [answers, handoffs] = await db.batch([
    db.delete(assistantAnswers).where(lt(assistantAnswers.createdAt, before)).returning({ id: assistantAnswers.id }),
    db.delete(assistantHandoffs).where(lt(assistantHandoffs.createdAt, before)).returning({ id: assistantHandoffs.id }),
  ]);
  return answers.length + handoffs.length;
}
