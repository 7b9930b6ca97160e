// Fixtures for other areas' tests (only tests may import this file).
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { TestApp } from '../../../test/helpers';
import { encryptSecret, tokenWithKey } from './mail.keys';
import { mailProviders, mailTemplates } from './mail.tables';

export type ReceivedMail = { from: string; to: string[]; raw: string; auth: { user: string; pass: string } | null };

/**
 * A real SMTP server on a free local port that keeps what it receives. `failNext` makes the
 * next n messages fail with a 451 (a temporary failure, for retry tests).
 */
export async function startTestSmtp(opts: { user?: string; pass?: string } = {}) {
  const received: ReceivedMail[] = [];
  let failNext = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: !opts.user,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (opts.user && (auth.username !== opts.user || auth.password !== opts.pass)) return cb(new Error('Invalid username or password'));
      cb(null, { user: auth.username });
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failNext > 0) {
          failNext--;
          const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return cb(err);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          auth: session.user ? { user: String(session.user), pass: opts.pass ?? '' } : null,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    failNext(n: number) {
      failNext = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A parsed message as the recipient's client sees it. */
export async function parseMail(raw: string) {
  const m = await simpleParser(raw);
  return { subject: m.subject ?? '', html: typeof m.html === 'string' ? m.html : '', text: m.text ?? '', headers: m.headers };
}

/** An SMTP provider row pointing at a test server (straight into the table), the default one unless told. */
export async function insertTestProvider(t: TestApp, port: number, opts: { user?: string; pass?: string; isDefault?: boolean; name?: string } = {}) {
  const [p] = await t.ctx.db
    .insert(mailProviders)
    .values({
      name: opts.name ?? `test smtp ${port}`,
      host: '127.0.0.1',
      port,
      security: 'none',
      username: opts.user ?? null,
      secretCipher: opts.pass ? encryptSecret(opts.pass) : null,
      fromAddress: 'noreply@diagops.test',
      fromName: 'DiagOps',
      isDefault: opts.isDefault ?? true,
    })
    .returning();
  return p!.id;
}

/** A template row in both languages with the given variables (straight into the table). */
export async function insertTestTemplate(
  t: TestApp,
  opts: {
    code?: string;
    variables?: string[];
    zh?: { subject: string; body: string };
    en?: { subject: string; body: string };
    kind?: 'email' | 'subscription';
    topic?: string;
  } = {},
) {
  const [row] = await t.ctx.db
    .insert(mailTemplates)
    .values({
      code: opts.code ?? `T${Math.random().toString(36).slice(2, 10)}`,
      name: 'Test template',
      kind: opts.kind ?? 'email',
      topic: opts.topic ?? null,
      variables: (opts.variables ?? ['name']).map((name) => ({ name, description: name, sample: `sample ${name}` })),
      contents: {
        'zh-CN': opts.zh ?? { subject: '你好 {{name}}', body: '<p>你好，{{name}}</p>' },
        'en-US': opts.en ?? { subject: 'Hello {{name}}', body: '<p>Hello, {{name}}</p>' },
      },
    })
    .returning();
  return row!.id;
}

/** The unsubscribe link a server started with MAIL_SECRET_KEY = masterHex puts in its mail (journeys). */
export function unsubscribeLinkFor(baseURL: string, masterHex: string, customerId: number, topic: string, svc = 'lenkor'): string {
  return `${baseURL}/${svc}-app/unsubscribe?token=${encodeURIComponent(tokenWithKey(masterHex, customerId, topic))}`;
}
