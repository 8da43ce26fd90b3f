import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_CSRF_HEADER, DESK_PATHS, type DeskSession } from '../../core/deskApi.ts';
import { eventually, NOTIFY_TO, startService, TEST_NOW, type TestService } from '../testing/harness.ts';
import { postgresUnderTest } from '../testing/stores.ts';

/** Two instances of the service on one PostgreSQL database: a session started on one is the same session on the other. */
const postgres = postgresUnderTest();
let databaseUrl: string;
const instances: TestService[] = [];

beforeAll(async () => {
  databaseUrl = await postgres.createDatabase();
  for (let i = 0; i < 2; i++) {
    instances.push(await startService({ now: () => TEST_NOW, config: { databaseUrl, linkSecret: 'one-secret-for-every-instance-of-the-desk' } }));
  }
}, 120_000);
afterAll(async () => {
  for (const instance of instances) await instance.close();
});

const post = (instance: TestService, url: string, body: unknown, headers: Record<string, string> = {}) =>
  instance.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });

describe('desk sessions across instances', () => {
  it('serves a cookie made by one instance on the other, and ends it everywhere from either', async () => {
    const [first, second] = instances as [TestService, TestService];
    expect((await post(first, DESK_PATHS.signInLink, { email: NOTIFY_TO })).statusCode).toBe(202);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const text = await eventually(async () => (await client.query<{ text_body: string }>("select text_body from outbox where kind = 'desk_sign_in'")).rows[0]?.text_body);
    await client.end();
    const token = /\/desk\/sign-in#([A-Za-z0-9_.-]+)/.exec(text)![1]!;

    // The link opens on the other instance; a second try on the first finds it used.
    const redeemed = await post(second, DESK_PATHS.signInRedeem, { token });
    expect(redeemed.statusCode).toBe(200);
    expect((await post(first, DESK_PATHS.signInRedeem, { token })).json().error.code).toBe('used');

    const cookie = String(redeemed.headers['set-cookie']).split(';')[0]!;
    const csrf = redeemed.json<DeskSession>().csrfToken;
    const onFirst = await first.app.inject({ method: 'GET', url: DESK_PATHS.session, headers: { cookie } });
    expect(onFirst.statusCode).toBe(200);
    expect(onFirst.json<DeskSession>()).toMatchObject({ email: NOTIFY_TO, csrfToken: csrf });

    const changed = await first.app.inject({
      method: 'PUT',
      url: DESK_PATHS.language,
      headers: { cookie, 'content-type': 'application/json', [DESK_CSRF_HEADER]: csrf },
      payload: JSON.stringify({ language: 'tr' }),
    });
    expect(changed.statusCode).toBe(200);
    expect((await second.app.inject({ method: 'GET', url: DESK_PATHS.session, headers: { cookie } })).json<DeskSession>().language).toBe('tr');

    expect((await post(second, DESK_PATHS.signOutEverywhere, {}, { cookie, [DESK_CSRF_HEADER]: csrf })).statusCode).toBe(204);
    expect((await first.app.inject({ method: 'GET', url: DESK_PATHS.session, headers: { cookie } })).statusCode).toBe(401);
  });
});
