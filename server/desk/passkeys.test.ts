import { afterEach, describe, expect, it } from 'vitest';
import { DESK_CSRF_HEADER, DESK_PATHS, deskPath, type DeskPasskey, type DeskSession } from '../../core/deskApi.ts';
import { NOTIFY_TO, startService, TEST_NOW, type TestService } from '../testing/harness.ts';
import { deskSession } from '../testing/desk.ts';

const OWNER = 'owner@aurum-atelier.test';
let service: TestService | null = null;
afterEach(async () => {
  await service?.close();
  service = null;
});

async function start(users = [NOTIFY_TO, OWNER]) {
  service = await startService({ now: () => TEST_NOW, config: { desk: { users, signInsPerMinute: 1000, signInsPerAddress: 1000 } } });
  return service;
}

const json = (headers: Record<string, string> = {}) => ({ 'content-type': 'application/json', ...headers });

/** A browser's sign-in answer for `challenge` by the passkey `id`, with no valid signature: enough to reach the checks that come before it. */
const answerFor = (id: string, challenge: string) => ({
  id,
  rawId: id,
  type: 'public-key',
  response: {
    clientDataJSON: Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin: 'http://salon.test' })).toString('base64url'),
    authenticatorData: Buffer.alloc(37).toString('base64url'),
    signature: Buffer.alloc(64).toString('base64url'),
  },
  clientExtensionResults: {},
});

const storedPasskey = (id: string, email: string) => ({ id, email, publicKey: new Uint8Array(77), counter: 0, transports: ['internal'], label: 'iPhone', createdAt: TEST_NOW });

describe('desk passkeys', () => {
  it('offers a signed-in person registration options for a discoverable passkey of this site, and nobody else', async () => {
    const { app } = await start();
    expect((await app.inject({ method: 'POST', url: DESK_PATHS.passkeyOptions, headers: json(), payload: '{}' })).statusCode).toBe(401);
    const staff = await deskSession(app, NOTIFY_TO);
    expect((await app.inject({ method: 'POST', url: DESK_PATHS.passkeyOptions, headers: json({ cookie: staff.cookie }), payload: '{}' })).statusCode).toBe(403);
    const answer = await app.inject({ method: 'POST', url: DESK_PATHS.passkeyOptions, headers: json({ cookie: staff.cookie, [DESK_CSRF_HEADER]: staff.csrf }), payload: '{}' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      rp: { id: 'salon.test' },
      user: { name: NOTIFY_TO },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true },
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
    });
  });

  it('asks for any passkey of this site at sign-in, and takes each challenge once', async () => {
    const { app } = await start();
    const options = await app.inject({ method: 'POST', url: DESK_PATHS.passkeySignInOptions, headers: json(), payload: '{}' });
    expect(options.statusCode).toBe(200);
    const { challenge, rpId, allowCredentials } = options.json();
    expect(rpId).toBe('salon.test');
    expect(allowCredentials ?? []).toEqual([]);

    const first = await app.inject({ method: 'POST', url: DESK_PATHS.passkeySignIn, headers: json(), payload: JSON.stringify({ response: answerFor('unknown-key', challenge) }) });
    expect([first.statusCode, first.json().error.code]).toEqual([400, 'unknown_passkey']);
    const again = await app.inject({ method: 'POST', url: DESK_PATHS.passkeySignIn, headers: json(), payload: JSON.stringify({ response: answerFor('unknown-key', challenge) }) });
    expect([again.statusCode, again.json().error.code]).toEqual([400, 'invalid']);
    const invented = await app.inject({ method: 'POST', url: DESK_PATHS.passkeySignIn, headers: json(), payload: JSON.stringify({ response: answerFor('unknown-key', 'a-challenge-never-issued') }) });
    expect([invented.statusCode, invented.json().error.code]).toEqual([400, 'invalid']);
  });

  it('lets the passkey of an address no longer in DESK_USERS sign nobody in', async () => {
    const { app } = await start([NOTIFY_TO]);
    await app.store.addDeskPasskey(storedPasskey('former-key', OWNER));
    const { challenge } = (await app.inject({ method: 'POST', url: DESK_PATHS.passkeySignInOptions, headers: json(), payload: '{}' })).json();
    const answer = await app.inject({ method: 'POST', url: DESK_PATHS.passkeySignIn, headers: json(), payload: JSON.stringify({ response: answerFor('former-key', challenge) }) });
    expect([answer.statusCode, answer.json().error.code]).toEqual([403, 'not_allowed']);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it("lists a person's own passkeys and removes one only with the CSRF token", async () => {
    const { app } = await start();
    await app.store.addDeskPasskey(storedPasskey('mine', NOTIFY_TO));
    await app.store.addDeskPasskey(storedPasskey('theirs', OWNER));
    const staff = await deskSession(app, NOTIFY_TO);
    const list = async () => (await app.inject({ method: 'GET', url: DESK_PATHS.passkeys, headers: { cookie: staff.cookie } })).json<DeskPasskey[]>();
    expect(await list()).toEqual([{ id: 'mine', label: 'iPhone', createdAt: TEST_NOW.toISOString(), lastUsedAt: null }]);
    expect((await app.inject({ method: 'GET', url: DESK_PATHS.session, headers: { cookie: staff.cookie } })).json<DeskSession>().hasPasskey).toBe(true);

    const remove = (id: string, headers: Record<string, string>) => app.inject({ method: 'DELETE', url: deskPath(DESK_PATHS.passkey, { passkey: id }), headers: { cookie: staff.cookie, ...headers } });
    expect((await remove('mine', {})).statusCode).toBe(403);
    expect(await list()).toHaveLength(1);
    expect((await remove('theirs', { [DESK_CSRF_HEADER]: staff.csrf })).statusCode).toBe(404);
    expect(await app.store.deskPasskey('theirs')).not.toBeNull();
    expect((await remove('mine', { [DESK_CSRF_HEADER]: staff.csrf })).statusCode).toBe(204);
    expect(await list()).toEqual([]);
  });
});
