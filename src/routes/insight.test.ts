import { describe, expect, it } from 'vitest';
import { app } from '../index';
import { addFeedback, recordAnswerRow, recordHandoffRow } from '../server/db/insight';
import { send } from '../test/contact';
import { db } from '../test/db';
import { signedInUser, staffUser } from '../test/users';

const ADMIN = 'insight-boss@oasis.example';
const vars = {};
const get = (cookie?: string) => send(app, '/admin/insight', { headers: cookie ? { Cookie: cookie } : {}, vars });

describe('/admin/insight (staff only)', () => {
  it('is the ordinary 404 for anonymous visitors and signed-in visitors who are not staff', async () => {
    const anonymous = await get();
    expect(anonymous.status).toBe(404);
    expect(await anonymous.text()).toContain('Oops! Page not found');
    const visitor = await signedInUser({ email: 'not-staff@example.com' });
    expect((await get(visitor.cookie)).status).toBe(404);
  });

  it('shows staff the resolution rate, top questions, not-helpful answers with their reason and note, and handoffs', async () => {
    const now = Date.now();
    const helpfulId = crypto.randomUUID();
    const badId = crypto.randomUUID();
    const base = { userId: null, topic: 'compound:bpc157', page: '/education/bpc-157' };
    await recordAnswerRow(db(), {
      ...base,
      id: helpfulId,
      threadId: 'insight-a',
      question: 'Is BPC-157 on the WADA list?',
      questionKey: 'insight-wada',
      kind: 'answer',
      now,
    });
    await recordAnswerRow(db(), {
      ...base,
      id: badId,
      threadId: 'insight-b',
      question: 'What did the insight study find?',
      questionKey: 'insight-study',
      kind: 'answer',
      now,
    });
    await addFeedback(db(), {
      answerId: badId,
      helpful: false,
      reason: 'not_what_i_asked',
      note: 'I meant the tendon study',
      now: now + 1000,
    });
    await recordHandoffRow(db(), {
      id: crypto.randomUUID(),
      threadId: 'insight-a',
      reason: 'form:button',
      page: '/contact',
      now: now + 2000,
    });

    const staff = await staffUser({ email: ADMIN });
    const res = await get(staff.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toContain('no-store');
    const html = await res.text();
    for (const heading of ['Weekly resolution rate', 'Top questions', 'Unanswered questions', 'Answers rated not helpful', 'Handoffs'])
      expect(html).toContain(heading);
    expect(html).toContain('Is BPC-157 on the WADA list?');
    expect(html).toContain('Not what I asked');
    expect(html).toContain('I meant the tendon study');
    expect(html).toContain('Sent to team (button)');
    expect(html).toMatch(/This week: <strong>\d+%<\/strong>/);
  });
});
