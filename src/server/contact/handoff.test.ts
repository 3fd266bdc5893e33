import { describe, expect, it } from 'vitest';
import { formatTranscript, handoffEnquiry, splitName } from './handoff';

describe('splitName', () => {
  it('splits on the first run of spaces; one word has no last name', () => {
    expect(splitName('  Layla   Bint Haddad ')).toEqual({ firstName: 'Layla', lastName: 'Bint Haddad' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});

describe('formatTranscript', () => {
  const turns = Array.from({ length: 6 }, (_, i) => ({ role: i % 2 ? ('assistant' as const) : ('user' as const), content: `turn ${i}` }));

  it('labels each turn, oldest first', () => {
    expect(formatTranscript(turns.slice(0, 2), 1000)).toBe('Visitor: turn 0\n\nAssistant: turn 1');
  });

  it('drops the oldest turns first and says how many', () => {
    const text = formatTranscript(turns, 40);
    expect(text).toMatch(/^\(\d earlier messages not included\)/);
    expect(text).toContain('Assistant: turn 5');
    expect(text).not.toContain('turn 0');
  });
});

describe('handoffEnquiry', () => {
  it('is a chat enquiry with the note, the reason and where the transcript came from', () => {
    const base = { name: 'Omar Saleh', email: 'omar@example.com', pageContext: '/faq', reason: 'requested' as const };
    const stored = handoffEnquiry({
      ...base,
      note: 'Call me',
      transcript: [{ role: 'user', content: 'Can I talk to a human?' }],
      stored: true,
    });
    expect(stored).toMatchObject({
      firstName: 'Omar',
      lastName: 'Saleh',
      subject: 'Chat handoff',
      sourcePath: '/faq',
      channel: 'chat',
      phone: null,
    });
    expect(stored.message).toMatch(/^Note from the visitor:\nCall me/);
    expect(stored.message).toContain('asked the assistant for a person');
    expect(stored.message).toContain('saved conversation');
    const guest = handoffEnquiry({ ...base, note: '', transcript: [], stored: false });
    expect(guest.message).toContain('The visitor added no note.');
    expect(guest.message).toContain('No chat messages yet.');
  });
});
