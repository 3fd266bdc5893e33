import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import type { DevMail } from '../server/db/schema';
import { listDevMail } from '../server/db/dev-mailbox';
import { renderPage } from '../server/render';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const loopback = (ip: string) => /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(ip.trim().toLowerCase());

/**
 * Only a local dev server may show mail: DEV_MODE on, the request addressed to this machine, and, when the runtime
 * reports the client's address, a client on this machine too (a Host header alone can be forged).
 */
export function devMailboxAllowed(c: Context<AppEnv>): boolean {
  const client = c.req.header('CF-Connecting-IP');
  return c.get('config').DEV_MODE && LOCAL_HOSTS.has(new URL(c.req.url).hostname) && (!client || loopback(client));
}

/** /dev/mailbox: the emails the site would have sent, for local development and browser tests. 404 anywhere else. */
export const devMailboxRoutes = new Hono<AppEnv>();

devMailboxRoutes.get('/dev/mailbox', async (c) => {
  if (!devMailboxAllowed(c)) return c.notFound();
  const messages = await listDevMail(c.get('db'));
  c.header('Cache-Control', 'no-store');
  return renderPage(
    c,
    {
      title: 'Dev Mailbox | Oasis Peptide Lab',
      description: 'Emails stored locally instead of being sent, while no email provider is configured.',
      keywords: ['dev', 'mailbox', 'local'],
      path: '/dev/mailbox',
      css: ['forms', 'auth'],
      noindex: true,
    },
    <MailboxPage messages={messages} />,
  );
});

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its addresses turned into links; the stored HTML is never rendered (it may hold user input). */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="mailbox-link">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

function MailboxPage({ messages }: { messages: DevMail[] }) {
  return (
    <section className="section mailbox">
      <div className="container narrow">
        <h1>Dev Mailbox</h1>
        <p className="muted">
          Without an email provider, every email lands here instead, newest first. This page exists only on a local server in dev mode.
        </p>
        {messages.length === 0 ? <p>No messages yet.</p> : null}
        <ol className="mailbox-list">
          {messages.map((m) => (
            <li key={m.id} className="mailbox-message" data-to={m.to}>
              <h2 className="mailbox-subject">{m.subject}</h2>
              <p className="mailbox-meta">
                To <span className="mailbox-to">{m.to}</span> ·{' '}
                <time dateTime={new Date(m.createdAt).toISOString()}>{new Date(m.createdAt).toUTCString()}</time>
              </p>
              <pre className="mailbox-body">
                <LinkedText text={m.text} />
              </pre>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
