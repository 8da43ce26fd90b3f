import { DESK_CSRF_HEADER, DESK_PATHS, type DeskSession } from '../core/deskApi.ts';
import { expect, test } from './fixtures.ts';
import { outboxMessages, recipientsOf } from './outbox.ts';

/**
 * A receptionist signs in by the e-mailed link, adds a passkey with Chromium's virtual
 * authenticator (the DevTools protocol's WebAuthn domain), signs out, and signs in again with the
 * passkey alone. WebAuthn needs a host name, not an IP address: the page is opened as localhost,
 * the service's own PUBLIC_URL.
 */
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 4317}` });

/** One of the staff addresses the browser tests' service allows (playwright.config.ts). */
const STAFF = 'desk-8@aurum-atelier.test';

/** The sign-in tokens mailed to `address` so far, read from the service's outbox folder. */
async function signInTokens(address: string): Promise<string[]> {
  const messages = (await outboxMessages(address)).filter((message) => recipientsOf(message).includes(address));
  return messages.flatMap((message) => /\/desk\/sign-in#([A-Za-z0-9_.-]+)/.exec(message.text ?? '')?.[1] ?? []);
}

test('signs in by link, registers a passkey, and signs in again with it alone', async ({ page }) => {
  await page.goto('/');
  const before = new Set(await signInTokens(STAFF));
  const asked = await page.evaluate(async ({ url, email }) => (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) })).status, { url: DESK_PATHS.signInLink, email: STAFF });
  expect(asked).toBe(202);
  let token = '';
  await expect.poll(async () => (token = (await signInTokens(STAFF)).find((t) => !before.has(t)) ?? '')).not.toBe('');

  const signedIn = await page.evaluate(async ({ url, token }) => {
    const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    return { status: answer.status, body: (await answer.json()) as DeskSession };
  }, { url: DESK_PATHS.signInRedeem, token });
  expect(signedIn.status).toBe(200);
  expect(signedIn.body).toMatchObject({ email: STAFF, hasPasskey: false });

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  const registered = await page.evaluate(async ({ paths, csrfHeader, csrf }) => {
    const toBytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const toText = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const headers = { 'content-type': 'application/json', [csrfHeader]: csrf };
    const options = await (await fetch(paths.passkeyOptions, { method: 'POST', headers, body: '{}' })).json();
    const credential = (await navigator.credentials.create({
      publicKey: {
        ...options,
        challenge: toBytes(options.challenge),
        user: { ...options.user, id: toBytes(options.user.id) },
        excludeCredentials: (options.excludeCredentials ?? []).map((c: { id: string }) => ({ ...c, id: toBytes(c.id) })),
      },
    })) as PublicKeyCredential;
    const response = credential.response as AuthenticatorAttestationResponse;
    const body = {
      label: 'Reception phone',
      response: {
        id: credential.id,
        rawId: toText(credential.rawId),
        type: credential.type,
        response: { clientDataJSON: toText(response.clientDataJSON), attestationObject: toText(response.attestationObject), transports: response.getTransports() },
        clientExtensionResults: credential.getClientExtensionResults(),
        authenticatorAttachment: credential.authenticatorAttachment,
      },
    };
    const stored = await fetch(paths.passkeys, { method: 'POST', headers, body: JSON.stringify(body) });
    const listed = await (await fetch(paths.passkeys)).json();
    return { status: stored.status, listed, credentialId: credential.id };
  }, { paths: DESK_PATHS, csrfHeader: DESK_CSRF_HEADER, csrf: signedIn.body.csrfToken });
  expect(registered.status).toBe(201);
  expect(registered.listed).toEqual([{ id: registered.credentialId, label: 'Reception phone', createdAt: expect.any(String), lastUsedAt: null }]);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // Signed out, the desk no longer knows the browser.
  const signedOut = await page.evaluate(async ({ paths, csrfHeader, csrf }) => {
    const out = await fetch(paths.signOut, { method: 'POST', headers: { 'content-type': 'application/json', [csrfHeader]: csrf }, body: '{}' });
    return [out.status, (await fetch(paths.session)).status];
  }, { paths: DESK_PATHS, csrfHeader: DESK_CSRF_HEADER, csrf: signedIn.body.csrfToken });
  expect(signedOut).toEqual([204, 401]);

  // The passkey alone signs in: no address typed, the authenticator names its person.
  const again = await page.evaluate(async ({ paths }) => {
    const toBytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const toText = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const headers = { 'content-type': 'application/json' };
    const options = await (await fetch(paths.passkeySignInOptions, { method: 'POST', headers, body: '{}' })).json();
    const credential = (await navigator.credentials.get({
      publicKey: { challenge: toBytes(options.challenge), rpId: options.rpId, userVerification: options.userVerification, timeout: options.timeout, allowCredentials: [] },
    })) as PublicKeyCredential;
    const response = credential.response as AuthenticatorAssertionResponse;
    const body = {
      response: {
        id: credential.id,
        rawId: toText(credential.rawId),
        type: credential.type,
        response: {
          clientDataJSON: toText(response.clientDataJSON),
          authenticatorData: toText(response.authenticatorData),
          signature: toText(response.signature),
          ...(response.userHandle ? { userHandle: toText(response.userHandle) } : {}),
        },
        clientExtensionResults: credential.getClientExtensionResults(),
      },
    };
    const answer = await fetch(paths.passkeySignIn, { method: 'POST', headers, body: JSON.stringify(body) });
    const session = await fetch(paths.session);
    return { status: answer.status, body: await answer.json(), session: session.status === 200 ? await session.json() : session.status };
  }, { paths: DESK_PATHS });
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ email: STAFF, hasPasskey: true });
  expect(again.session).toMatchObject({ email: STAFF, hasPasskey: true, csrfToken: again.body.csrfToken });
  expect(again.body.csrfToken).not.toBe(signedIn.body.csrfToken);
});
