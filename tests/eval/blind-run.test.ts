// Runs one blind round as a guest through POST /api/chat (library mode, follow-ups with their history) and prints
// every answer as one JSON line ("BLIND {...}") for hand judging. Used for the raw "before fixes" figures.
import { describe, expect, it } from 'vitest';
import { answerOf, readEvents, sendChat } from '../../src/test/chat';
import round from '../../eval/answers/blind-r37.jsonl?raw';

type Case = { id: string; text: string; page: string; history: { role: 'user' | 'assistant'; content: string }[] };

describe('blind round, as a guest', () => {
  it('answers every case', async () => {
    const cases = round
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as Case);
    for (const c of cases) {
      const res = await sendChat({ message: c.text, conversationId: null, pageContext: c.page, isGuest: true, history: c.history });
      expect(res.status).toBe(200);
      const events = await readEvents(res);
      const meta = events[0] as { mode?: string };
      console.log(`BLIND ${JSON.stringify({ id: c.id, mode: meta.mode, answer: answerOf(events) })}`);
    }
  }, 120_000);
});
