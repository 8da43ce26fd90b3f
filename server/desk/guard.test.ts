import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DESK_CSRF_HEADER, DESK_PATHS, type DeskSession } from '../../core/deskApi.ts';
import { buildApp } from '../app.ts';
import { NOTIFY_TO, TEST_NOW, tempDataDir, testConfig } from '../testing/harness.ts';
import { deskSession, type DeskCredentials } from '../testing/desk.ts';
import { registerDeskRoutes, staffOf } from './guard.ts';
import { rmSync } from 'node:fs';
import type { ServerConfig } from '../config.ts';

/** A service with one extra desk route that counts what it changed, so a refused request can be seen to change nothing. */
async function serviceWithCounter(config: Partial<ServerConfig> = {}) {
  const dataDir = tempDataDir();
  const settings = testConfig(dataDir, config);
  const app = await buildApp(settings, { now: () => TEST_NOW });
  const changes: string[] = [];
  await registerDeskRoutes(app, { store: app.store, config: settings, now: () => TEST_NOW, mail: null as never, onQueued: () => undefined }, (desk) => {
    desk.post('/desk/api/test-change', async (request) => {
      changes.push(staffOf(request).email);
      return { changed: changes.length };
    });
    desk.get('/desk/api/test-read', async (request) => ({ staff: staffOf(request) }));
  });
  await app.ready();
  return {
    app,
    changes,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let closeService: (() => Promise<void>) | null = null;
afterEach(async () => {
  await closeService?.();
  closeService = null;
});

async function start(config: Partial<ServerConfig> = {}) {
  const service = await serviceWithCounter(config);
  closeService = service.close;
  return service;
}

const asStaff = (credentials: DeskCredentials, csrf: string | null = credentials.csrf, extra: Record<string, string> = {}) => ({
  cookie: credentials.cookie,
  ...(csrf === null ? {} : { [DESK_CSRF_HEADER]: csrf }),
  ...extra,
});

function change(app: FastifyInstance, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/desk/api/test-change', headers: { 'content-type': 'application/json', ...headers }, payload: '{}' });
}

describe("the desk's session guard", () => {
  it('answers 401 without a session, or with an unknown one, and the route changes nothing', async () => {
    const { app, changes } = await start();
    const attempts: Record<string, string>[] = [{}, { cookie: 'desk_session=not-a-session' }, { cookie: `desk_session=${'a'.repeat(43)}` }];
    for (const headers of attempts) {
      const read = await app.inject({ method: 'GET', url: DESK_PATHS.session, headers });
      expect(read.statusCode).toBe(401);
      expect(read.json()).toEqual({ error: { code: 'not_signed_in', message: expect.any(String) } });
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.headers['x-robots-tag']).toBe('noindex');
      expect((await change(app, headers)).statusCode).toBe(401);
    }
    expect(changes).toEqual([]);
  });

  it('lets a signed-in person read, and change only with the session\'s CSRF token from the desk\'s own site', async () => {
    const { app, changes } = await start();
    const credentials = await deskSession(app, NOTIFY_TO);
    const read = await app.inject({ method: 'GET', url: '/desk/api/test-read', headers: asStaff(credentials, null) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ staff: { email: NOTIFY_TO, sessionId: expect.any(String), language: 'en' } });
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.headers['x-robots-tag']).toBe('noindex');

    const other = await deskSession(app, NOTIFY_TO);
    const refused = [
      await change(app, asStaff(credentials, null)),
      await change(app, asStaff(credentials, 'x'.repeat(43))),
      await change(app, asStaff(credentials, other.csrf)),
      await change(app, asStaff(credentials, credentials.csrf, { origin: 'https://elsewhere.example' })),
      await change(app, asStaff(credentials, credentials.csrf, { 'sec-fetch-site': 'cross-site' })),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(changes).toEqual([]);

    const accepted = await change(app, asStaff(credentials, credentials.csrf, { origin: 'http://salon.test', 'sec-fetch-site': 'same-origin' }));
    expect(accepted.statusCode).toBe(200);
    expect(changes).toEqual([NOTIFY_TO]);
  });

  it('shuts out the sessions of an address no longer in DESK_USERS at once', async () => {
    const { app, changes } = await start({ desk: { users: ['owner@aurum-atelier.test'], signInsPerMinute: 1000, signInsPerAddress: 1000 } });
    const former = await deskSession(app, NOTIFY_TO);
    expect((await app.inject({ method: 'GET', url: DESK_PATHS.session, headers: asStaff(former) })).statusCode).toBe(401);
    expect((await change(app, asStaff(former))).statusCode).toBe(401);
    const owner = await deskSession(app, 'Owner@Aurum-Atelier.test');
    expect((await app.inject({ method: 'GET', url: DESK_PATHS.session, headers: asStaff(owner) })).statusCode).toBe(200);
    expect(changes).toEqual([]);
  });
});

describe('the session routes', () => {
  const session = async (app: FastifyInstance, credentials: DeskCredentials) => app.inject({ method: 'GET', url: DESK_PATHS.session, headers: asStaff(credentials, null) });

  it('tell the desk who is signed in, with the CSRF token and the desk language (the business language until chosen)', async () => {
    const { app } = await start({ businessLanguage: 'sq' });
    const credentials = await deskSession(app, NOTIFY_TO);
    const answer = await session(app, credentials);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<DeskSession>()).toEqual({ email: NOTIFY_TO, language: 'sq', csrfToken: credentials.csrf, hasPasskey: false });
  });

  it("remember each person's language, on every device, and refuse to change it without the CSRF token", async () => {
    const { app } = await start();
    const phone = await deskSession(app, NOTIFY_TO);
    const put = (headers: Record<string, string>, language: string) =>
      app.inject({ method: 'PUT', url: DESK_PATHS.language, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ language }) });

    expect((await put(asStaff(phone, null), 'de')).statusCode).toBe(403);
    expect((await session(app, phone)).json<DeskSession>().language).toBe('en');
    expect((await put(asStaff(phone), 'fr')).statusCode).toBe(400);

    const changed = await put(asStaff(phone), 'de');
    expect(changed.statusCode).toBe(200);
    expect(changed.json<DeskSession>().language).toBe('de');
    const laptop = await deskSession(app, NOTIFY_TO);
    expect((await session(app, laptop)).json<DeskSession>().language).toBe('de');
  });

  it('sign out ends this session only, and clears its cookie', async () => {
    const { app } = await start();
    const phone = await deskSession(app, NOTIFY_TO);
    const laptop = await deskSession(app, NOTIFY_TO);
    expect((await app.inject({ method: 'POST', url: DESK_PATHS.signOut, headers: asStaff(phone, null) })).statusCode).toBe(403);
    expect((await session(app, phone)).statusCode).toBe(200);

    const out = await app.inject({ method: 'POST', url: DESK_PATHS.signOut, headers: asStaff(phone) });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^desk_session=; Max-Age=0; Path=\/desk; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$/);
    expect((await session(app, phone)).statusCode).toBe(401);
    expect((await session(app, laptop)).statusCode).toBe(200);
  });

  it("sign out everywhere ends every session of that person, and no one else's", async () => {
    const { app } = await start({ desk: { users: [NOTIFY_TO, 'owner@aurum-atelier.test'], signInsPerMinute: 1000, signInsPerAddress: 1000 } });
    const phone = await deskSession(app, NOTIFY_TO);
    const laptop = await deskSession(app, NOTIFY_TO);
    const owner = await deskSession(app, 'owner@aurum-atelier.test');
    const out = await app.inject({ method: 'POST', url: DESK_PATHS.signOutEverywhere, headers: asStaff(phone) });
    expect(out.statusCode).toBe(204);
    expect((await session(app, phone)).statusCode).toBe(401);
    expect((await session(app, laptop)).statusCode).toBe(401);
    expect((await session(app, owner)).statusCode).toBe(200);
  });
});
