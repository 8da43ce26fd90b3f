import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESK_CSRF_HEADER, DESK_PATHS, type DeskSession } from '../../core/deskApi.ts';
import { NOTIFY_TO, startService, TEST_NOW, type TestService } from '../testing/harness.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';

const OWNER = 'owner@aurum-atelier.test';
const STRANGER = 'stranger@example.com';
const MINUTE = 60_000;

const post = (app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });

/** The token in a sign-in message's link: the fragment of the desk's sign-in page. */
function tokenIn(mail: ParsedMail): string {
  const token = /http:\/\/salon\.test\/desk\/sign-in#([A-Za-z0-9_.-]+)/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`no sign-in link in:\n${mail.text}`);
  return token;
}

const cookieOf = (setCookie: string | string[] | undefined) => String(setCookie).split(';')[0]!;

describe('signing in to the desk by an e-mailed link', () => {
  let smtp: SmtpSink;
  let service: TestService;
  let now = TEST_NOW;
  const sessions = () => (service.db().prepare('select count(*) as n from desk_sessions').get() as { n: number }).n;
  const signInMessages = () => service.db().prepare("select to_addresses from outbox where kind = 'desk_sign_in'").all() as { to_addresses: string }[];

  /** Asks for a link for `email` and returns its token, read from the mail the sink received. */
  async function linkFor(email: string, language?: string): Promise<{ token: string; mail: ParsedMail }> {
    const before = smtp.messages.length;
    expect((await post(service.app, DESK_PATHS.signInLink, { email, ...(language ? { language } : {}) })).statusCode).toBe(202);
    const mail = (await smtp.waitFor(before + 1))[before]!;
    return { token: tokenIn(mail), mail };
  }

  beforeAll(async () => {
    smtp = await startSmtpSink();
    service = await startService({
      smtpPort: smtp.port,
      now: () => now,
      config: { desk: { users: [NOTIFY_TO, OWNER], signInsPerMinute: 1000, signInsPerAddress: 1000 } },
    });
  });
  afterAll(async () => {
    await service.close();
    await smtp.close();
  });
  beforeEach(() => {
    now = new Date(now.getTime() + 60 * MINUTE);
  });

  it('answers an allowed and an unknown address alike, and mails only the allowed one', async () => {
    const before = signInMessages().length;
    const sent = smtp.messages.length;
    const allowed = await post(service.app, DESK_PATHS.signInLink, { email: ' Owner@Aurum-Atelier.test ', language: 'de' });
    const unknown = await post(service.app, DESK_PATHS.signInLink, { email: STRANGER, language: 'de' });
    expect(unknown.statusCode).toBe(allowed.statusCode);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(allowed.body);
    expect(unknown.headers['content-type']).toBe(allowed.headers['content-type']);

    const queued = signInMessages().slice(before);
    expect(queued.map((row) => JSON.parse(row.to_addresses))).toEqual([[{ address: OWNER }]]);
    const mail = (await smtp.waitFor(sent + 1))[sent]!;
    expect(mail.subject).toBe('Ihr Anmeldelink für die Rezeption von Aurum Atelier');
    expect(mail.html).toContain('lang="de"');
    expect(smtp.envelopes.flatMap((envelope) => envelope.to)).not.toContain(STRANGER);
    // The desk's page carries the token in its fragment, which no server and no Referer sees.
    expect(mail.text).toMatch(/http:\/\/salon\.test\/desk\/sign-in#[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/);
  });

  it('starts a session once per link, with a cookie only the desk gets, over a POST', async () => {
    const { token } = await linkFor(NOTIFY_TO);
    const redeemed = await post(service.app, DESK_PATHS.signInRedeem, { token });
    expect(redeemed.statusCode).toBe(200);
    const setCookie = String(redeemed.headers['set-cookie']);
    expect(setCookie).toMatch(/^desk_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/desk; HttpOnly; SameSite=Strict$/);
    expect(redeemed.headers['cache-control']).toBe('no-store');
    const session = redeemed.json<DeskSession>();
    expect(session).toEqual({ email: NOTIFY_TO, language: 'en', csrfToken: expect.any(String), hasPasskey: false });

    const cookie = cookieOf(redeemed.headers['set-cookie']);
    const read = await service.app.inject({ method: 'GET', url: DESK_PATHS.session, headers: { cookie } });
    expect(read.json<DeskSession>()).toEqual(session);

    const again = await post(service.app, DESK_PATHS.signInRedeem, { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('used');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('expires a link after fifteen minutes', async () => {
    const { token } = await linkFor(NOTIFY_TO);
    const { token: second } = await linkFor(NOTIFY_TO);
    now = new Date(now.getTime() + 14 * MINUTE + 59_000);
    expect((await post(service.app, DESK_PATHS.signInRedeem, { token })).statusCode).toBe(200);
    now = new Date(now.getTime() + 1000);
    const late = await post(service.app, DESK_PATHS.signInRedeem, { token: second });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('expired');
  });

  it('refuses a link that was altered in any part', async () => {
    const { token } = await linkFor(NOTIFY_TO);
    const [payload, signature] = token.split('.') as [string, string];
    const fields = Buffer.from(payload, 'base64url').toString().split('\n');
    const forged = (changed: string[]) => `${Buffer.from(changed.join('\n')).toString('base64url')}.${signature}`;
    const later = String(Number(fields[2]) + 3600);
    const attempts = [
      forged([fields[0]!, fields[1]!, fields[2]!, OWNER]),
      forged([fields[0]!, fields[1]!, later, fields[3]!]),
      forged([fields[0]!, 'another-nonce', fields[2]!, fields[3]!]),
      `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      payload,
      'not a token',
    ];
    const before = sessions();
    for (const attempt of attempts) {
      const answer = await post(service.app, DESK_PATHS.signInRedeem, { token: attempt });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe('invalid');
    }
    expect(sessions()).toBe(before);
    // The untouched link still works.
    expect((await post(service.app, DESK_PATHS.signInRedeem, { token })).statusCode).toBe(200);
  });

  it('signs nobody in on a GET of the link page, whatever a mail scanner fetches', async () => {
    const { token } = await linkFor(NOTIFY_TO);
    const before = sessions();
    for (const url of ['/desk/sign-in', `/desk/sign-in#${token}`, `/desk/sign-in?token=${token}`, `${DESK_PATHS.signInRedeem}?token=${token}`]) {
      const answer = await service.app.inject({ method: 'GET', url });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect(sessions()).toBe(before);
    expect((await post(service.app, DESK_PATHS.signInRedeem, { token })).statusCode).toBe(200);
  });

  it("refuses a link request or redemption from another site's page", async () => {
    const { token } = await linkFor(NOTIFY_TO);
    const before = signInMessages().length;
    const link = await post(service.app, DESK_PATHS.signInLink, { email: NOTIFY_TO }, { origin: 'https://elsewhere.example' });
    const redeem = await post(service.app, DESK_PATHS.signInRedeem, { token }, { 'sec-fetch-site': 'cross-site' });
    expect([link.statusCode, redeem.statusCode]).toEqual([403, 403]);
    expect(signInMessages()).toHaveLength(before);
    expect((await post(service.app, DESK_PATHS.signInRedeem, { token })).statusCode).toBe(200);
  });

  it('ends the session on sign-out: its cookie opens nothing afterwards', async () => {
    const { token } = await linkFor(OWNER);
    const redeemed = await post(service.app, DESK_PATHS.signInRedeem, { token });
    const cookie = cookieOf(redeemed.headers['set-cookie']);
    const csrf = redeemed.json<DeskSession>().csrfToken;
    expect((await post(service.app, DESK_PATHS.signOut, {}, { cookie, [DESK_CSRF_HEADER]: csrf })).statusCode).toBe(204);
    expect((await service.app.inject({ method: 'GET', url: DESK_PATHS.session, headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('sign-in limits', () => {
  let service: TestService | null = null;
  afterAll(async () => {
    await service?.close();
  });

  it('mails an address at most DESK_SIGN_INS_PER_ADDRESS links a quarter of an hour, still answering alike', async () => {
    let now = new Date('2026-06-15T08:00:00Z');
    service = await startService({ now: () => now, config: { desk: { users: [NOTIFY_TO], signInsPerMinute: 1000, signInsPerAddress: 3 } } });
    const queued = () => (service!.db().prepare("select count(*) as n from outbox where kind = 'desk_sign_in'").get() as { n: number }).n;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await post(service.app, DESK_PATHS.signInLink, { email: NOTIFY_TO }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(queued()).toBe(3);
    now = new Date('2026-06-15T08:15:00Z');
    await post(service.app, DESK_PATHS.signInLink, { email: NOTIFY_TO });
    expect(queued()).toBe(4);
  });

  it('stops redeeming links for an address that tried too often this quarter hour, starting no session', async () => {
    await service?.close();
    service = await startService({ now: () => TEST_NOW, config: { desk: { users: [NOTIFY_TO], signInsPerMinute: 1000, signInsPerAddress: 2 } } });
    for (let i = 0; i < 2; i++) await post(service.app, DESK_PATHS.signInLink, { email: NOTIFY_TO });
    const tokens = (service.db().prepare("select text_body from outbox where kind = 'desk_sign_in'").all() as { text_body: string }[]).map(
      (row) => /\/desk\/sign-in#([A-Za-z0-9_.-]+)/.exec(row.text_body)![1]!,
    );
    expect(tokens).toHaveLength(2);
    // A used link counts as an attempt too.
    expect((await post(service.app, DESK_PATHS.signInRedeem, { token: tokens[0] })).statusCode).toBe(200);
    expect((await post(service.app, DESK_PATHS.signInRedeem, { token: tokens[0] })).statusCode).toBe(410);
    const refused = await post(service.app, DESK_PATHS.signInRedeem, { token: tokens[1] });
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'rate_limited']);
    expect((service.db().prepare('select count(*) as n from desk_sessions').get() as { n: number }).n).toBe(1);
  });

  it('answers 429 to a client that asks too often a minute', async () => {
    await service?.close();
    service = await startService({ now: () => TEST_NOW, config: { desk: { users: [NOTIFY_TO], signInsPerMinute: 3, signInsPerAddress: 1000 } } });
    const answers = [];
    // Every way in counts together: links asked for, links redeemed, passkey sign-ins.
    for (let i = 0; i < 2; i++) answers.push(await post(service.app, DESK_PATHS.signInLink, { email: `person${i}@example.com` }));
    answers.push(await post(service.app, DESK_PATHS.passkeySignInOptions, {}));
    answers.push(await post(service.app, DESK_PATHS.signInRedeem, { token: 'anything' }));
    answers.push(await post(service.app, DESK_PATHS.passkeySignIn, {}));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 200, 429, 429]);
    expect(answers[3]!.json().error.code).toBe('rate_limited');
  });
});

describe('the session cookie over https', () => {
  it('is Secure when the site is served over https', async () => {
    const service = await startService({ now: () => TEST_NOW, config: { publicUrl: 'https://salon.test', allowedOrigins: ['https://salon.test'] } });
    try {
      await post(service.app, DESK_PATHS.signInLink, { email: NOTIFY_TO });
      const row = service.db().prepare("select text_body from outbox where kind = 'desk_sign_in'").get() as { text_body: string };
      const token = /https:\/\/salon\.test\/desk\/sign-in#([A-Za-z0-9_.-]+)/.exec(row.text_body)![1]!;
      const redeemed = await post(service.app, DESK_PATHS.signInRedeem, { token });
      expect(redeemed.statusCode).toBe(200);
      expect(String(redeemed.headers['set-cookie'])).toMatch(/; Max-Age=2592000; Path=\/desk; HttpOnly; Secure; SameSite=Strict$/);
    } finally {
      await service.close();
    }
  });
});
