import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EXPORT_BATCH } from '../../server/account/export';
import { createConversation, addMessages } from '../../server/db/conversations';
import { insertEnquiry } from '../../server/db/enquiries';
import { createEmailToken } from '../../server/db/email-tokens';
import { oauthAccounts, users } from '../../server/db/schema';
import { postJson, request } from '../../test/http';
import { SAFARI_IPHONE, accountOwner, api, db, errorOf, latestMail, sessionUser, signInAs, uniqueIp } from '../../test/account';

type Export = {
  account: { id: string; email: string; fullName: string; signInMethods: string[] };
  sessions: Record<string, unknown>[];
  conversations: { id: string; title: string; messages: { role: string; content: string; status: string }[] }[];
  enquiries: { email: string; subject: string; message: string }[];
};

function enquiryFrom(email: string, subject: string) {
  return insertEnquiry(db(), {
    enquiry: { firstName: 'A', lastName: 'B', email, phone: null, subject, message: `About ${subject}`, sourcePath: '/contact' },
    relayStatus: 'not_configured',
    nextRelayAt: null,
  });
}

/** Every row of every table (except D1's own) where any column holds one of `values`. */
async function rowsMentioning(values: string[]) {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
  ).all<{ name: string }>();
  const found: Record<string, number> = {};
  for (const { name } of tables.results) {
    const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all<Record<string, unknown>>();
    const hits = rows.results.filter((row) =>
      Object.values(row).some((v) => typeof v === 'string' && values.some((x) => v.toLowerCase().includes(x.toLowerCase()))),
    );
    if (hits.length) found[name] = hits.length;
  }
  return { tables: tables.results.map((t) => t.name), found };
}

describe('data export', () => {
  it('streams everything held about the user as an attachment, and nothing of anyone else', async () => {
    const { email, password, cookie, user } = await accountOwner({ fullName: 'Hana Yusuf' });
    await signInAs(email, password, SAFARI_IPHONE);
    const conversation = await createConversation(db(), { userId: user.id, title: 'BPC-157 questions' });
    await addMessages(db(), {
      conversationId: conversation.id,
      userId: user.id,
      messages: [
        { role: 'user', content: 'What does the research say about BPC-157?' },
        { role: 'assistant', content: 'Animal studies report…', status: 'interrupted' },
      ],
    });
    await enquiryFrom(email.toUpperCase(), 'Mine');
    const stranger = await accountOwner();
    const theirs = await createConversation(db(), { userId: stranger.user.id, title: 'Not yours' });
    await addMessages(db(), {
      conversationId: theirs.id,
      userId: stranger.user.id,
      messages: [{ role: 'user', content: 'secret of another user' }],
    });
    await enquiryFrom(stranger.email, 'Theirs');

    const res = await api('POST', '/api/account/export', cookie, undefined, { 'Accept-Encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="oasis-peptide-lab-account-\d{4}-\d{2}-\d{2}\.json"$/);
    // Never stored by any cache (a response that also refreshes a cookie says `private, no-store`).
    expect(res.headers.get('Cache-Control')).toMatch(/^(private, )?no-store$/);
    const text = await res.text();
    expect(text).not.toMatch(/token|hash/i);
    expect(text).not.toContain('secret of another user');
    expect(text).not.toContain('Theirs');
    const data = JSON.parse(text) as Export;
    expect(data.account).toMatchObject({ id: user.id, email, fullName: 'Hana Yusuf', signInMethods: ['password'] });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]).toMatchObject({ id: conversation.id, title: 'BPC-157 questions' });
    expect(data.conversations[0]!.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'interrupted'],
    ]);
    expect(data.enquiries.map((e) => e.subject)).toEqual(['Mine']);
  });

  it('pages through a long history in batches, keeping every message in order', async () => {
    const { cookie, user } = await accountOwner();
    const total = EXPORT_BATCH.messages * 2 + 7;
    const conversation = await createConversation(db(), { userId: user.id, title: 'Long one' });
    const start = Date.now();
    const insert = env.DB.prepare('INSERT INTO chat_messages (id, conversation_id, role, content, created_at) VALUES (?, ?, ?, ?, ?)');
    await env.DB.batch(
      Array.from({ length: total }, (_, i) =>
        insert.bind(crypto.randomUUID(), conversation.id, i % 2 ? 'assistant' : 'user', `message ${i}`, start + i),
      ),
    );
    for (let i = 0; i < EXPORT_BATCH.conversations + 3; i++)
      await createConversation(db(), { userId: user.id, title: `Short ${i}`, now: start + 10_000 + i });

    const data = (await (await api('POST', '/api/account/export', cookie)).json()) as Export;
    expect(data.conversations).toHaveLength(EXPORT_BATCH.conversations + 4);
    const long = data.conversations.find((c) => c.id === conversation.id)!;
    expect(long.messages.map((m) => m.content)).toEqual(Array.from({ length: total }, (_, i) => `message ${i}`));
  });

  it('refuses a visitor and another origin', async () => {
    const { cookie } = await accountOwner();
    expect((await api('POST', '/api/account/export', null)).status).toBe(401);
    expect((await api('POST', '/api/account/export', cookie, undefined, { Origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('account deletion', () => {
  it('refuses a wrong email or password, deleting nothing', async () => {
    const { email, password, cookie } = await accountOwner();
    const wrongEmail = await api('POST', '/api/account/delete', cookie, { email: 'someone@example.com', password });
    expect(wrongEmail.status).toBe(400);
    expect((await errorOf(wrongEmail)).code).toBe('bad_request:email');
    const wrongPassword = await api('POST', '/api/account/delete', cookie, { email, password: 'Not-The-Password-1' });
    expect(await errorOf(wrongPassword)).toMatchObject({ code: 'bad_request:password', message: 'Your password is not correct.' });
    expect((await errorOf(await api('POST', '/api/account/delete', cookie, { email }))).code).toBe('bad_request:password');
    expect((await api('POST', '/api/account/delete', cookie, { email, password }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await api('POST', '/api/account/delete', null, { email, password })).status).toBe(401);
    expect(await sessionUser(cookie)).toMatchObject({ email });
  });

  it('deletes the user and every row tied to them at once, keeps their enquiries, signs out everywhere and confirms by email', async () => {
    const { email, password, cookie, user } = await accountOwner({ fullName: 'Yara Mansour' });
    const phone = await signInAs(email, password, SAFARI_IPHONE);
    const conversation = await createConversation(db(), { userId: user.id, title: 'To be deleted' });
    await addMessages(db(), {
      conversationId: conversation.id,
      userId: user.id,
      messages: [
        { role: 'user', content: 'hello' },
        { role: 'assistant', content: 'hi' },
      ],
    });
    await createEmailToken(db(), { userId: user.id, email, purpose: 'reset', tokenHash: 'a'.repeat(64), expiresAt: Date.now() + 1000 });
    await db()
      .insert(oauthAccounts)
      .values({ provider: 'google', providerUserId: `g-${user.id}`, userId: user.id });
    await api('POST', '/api/account/email', cookie, { email: `next-${user.id}@example.com`, password });
    await enquiryFrom(email, 'Kept for 24 months');
    const stranger = await accountOwner();
    const strangerConversation = await createConversation(db(), { userId: stranger.user.id, title: 'Stays' });

    const before = await rowsMentioning([user.id, email]);
    for (const table of ['users', 'sessions', 'email_tokens', 'email_changes', 'oauth_accounts', 'chat_conversations'])
      expect(before.found[table]).toBeGreaterThan(0);

    const res = await api('POST', '/api/account/delete', cookie, { email: ` ${email.toUpperCase()} `, password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, deleted: { conversations: 1, messages: 2, sessions: 2, keptEnquiries: 1 } });
    expect(res.headers.getSetCookie().some((c) => /^sid=;/.test(c) && /Max-Age=0/.test(c))).toBe(true);

    // Every table is queried: only the enquiry (kept by the privacy policy) and the local dev mailbox (the user's inbox) still mention them.
    const messages = await env.DB.prepare('SELECT count(*) AS n FROM chat_messages WHERE conversation_id = ?')
      .bind(conversation.id)
      .first<{ n: number }>();
    expect(messages!.n).toBe(0);
    const after = await rowsMentioning([user.id, email]);
    expect(after.tables).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'email_tokens',
        'email_changes',
        'oauth_accounts',
        'chat_conversations',
        'chat_messages',
        'enquiries',
      ]),
    );
    const { enquiries, dev_mailbox: _mailbox, ...rest } = after.found;
    expect(rest).toEqual({});
    expect(enquiries).toBe(1);

    expect(await sessionUser(cookie)).toBeNull();
    expect(await sessionUser(phone)).toBeNull();
    expect((await postJson('/api/auth/sign-in', { email, password }, { 'CF-Connecting-IP': uniqueIp() })).status).toBe(401);
    const chat = await request('/chat', { headers: { Cookie: cookie } });
    expect(chat.headers.get('Location')).toBe('/auth?next=/chat');
    const mail = await latestMail(email);
    expect(mail!.subject).toMatch(/account has been deleted/);
    expect(mail!.text).toContain('24 months');
    // Nobody else lost anything.
    expect(await sessionUser(stranger.cookie)).toMatchObject({ email: stranger.email });
    expect((await api('POST', '/api/account/export', stranger.cookie).then((r) => r.json())) as Export).toMatchObject({
      conversations: [{ id: strangerConversation.id }],
    });

    const page = await request('/account/deleted?conversations=1&messages=2&sessions=2&enquiries=1');
    const html = await page.text();
    expect(html).toContain('Your account has been deleted');
    expect(html).toContain('1 saved conversation with 2 messages');
    expect(html).toContain('24 months');
  });

  it('deletes a Google-only account on the typed email alone', async () => {
    const { user, cookie, email } = await accountOwner();
    await db().update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const res = await api('POST', '/api/account/delete', cookie, { email });
    expect(res.status).toBe(200);
    expect((await rowsMentioning([user.id])).found).toEqual({});
  });
});
