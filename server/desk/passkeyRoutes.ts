/**
 * Passkeys for the desk (WebAuthn, by @simplewebauthn/server): a signed-in person registers one, and
 * the next sign-in is the phone's fingerprint or face, without typing an address (a discoverable
 * credential names its person). Challenges live in the database, so any instance checks an answer
 * another issued, and each is taken once.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { brand } from '../../content/site.ts';
import { DESK_PATHS, type DeskPasskey } from '../../core/deskApi.ts';
import { ApiError } from '../http/errors.ts';
import { storage } from '../http/storage.ts';
import type { DeskPasskeyRecord } from '../store/types.ts';
import { deviceLabel } from './deviceLabel.ts';
import { isDeskUser, registerDeskRoutes, registerDeskSignInRoutes, staffOf, type DeskDeps } from './guard.ts';
import { deskSessionOf } from './sessionRoutes.ts';
import { sessionIdHash, setSessionCookie, startDeskSession } from './sessions.ts';
import { takeSignInAttempt } from './signInLimits.ts';

/** How long a person has to answer the phone's prompt. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

const UNAVAILABLE = 'The desk could not be reached just now; please try again in a minute';

/** A browser's answer as @simplewebauthn/browser sends it: the library checks every part; this only makes sure the challenge can be read. */
const credentialResponse = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(8192) }),
  clientExtensionResults: z.looseObject({}).default({}),
});
const registerBody = z.object({ response: credentialResponse, label: z.string().trim().min(1).max(60).optional() });
const signInBody = z.object({ response: credentialResponse });

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(400, 'invalid', 'The passkey\'s answer could not be read');
  return parsed.data;
}

/** The challenge a browser signed, from its client data (base64url JSON). */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString());
    const challenge = typeof data === 'object' && data !== null ? (data as { challenge?: unknown }).challenge : undefined;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 256 ? challenge : null;
  } catch {
    return null;
  }
}

const asListed = (passkey: DeskPasskeyRecord): DeskPasskey => ({
  id: passkey.id,
  label: passkey.label,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
});

/** `limit`: the per-client limiter every way of signing in shares. */
export async function registerPasskeyRoutes(app: FastifyInstance, deps: DeskDeps, limit: onRequestHookHandler): Promise<void> {
  const { store, config, now } = deps;
  const site = new URL(config.publicUrl);
  // The relying party is the site's host name; answers must come from its pages.
  const relyingParty = { rpID: site.hostname, origin: site.origin };
  const cookie = { secure: site.protocol === 'https:' };

  await registerDeskRoutes(app, deps, (desk) => {
    desk.post(DESK_PATHS.passkeyOptions, async (request, reply) => {
      const { email } = staffOf(request);
      const existing = await store.deskPasskeys(email);
      const options = await generateRegistrationOptions({
        rpName: `${brand.name} · Desk`,
        rpID: relyingParty.rpID,
        userName: email,
        userDisplayName: email,
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        timeout: PASSKEY_CHALLENGE_MS,
      });
      const at = now();
      await storage(reply, () => store.addDeskChallenge({ challenge: options.challenge, purpose: 'register', email, expiresAt: new Date(at.getTime() + PASSKEY_CHALLENGE_MS) }), UNAVAILABLE);
      return options;
    });

    desk.post(DESK_PATHS.passkeys, async (request, reply) => {
      const { email } = staffOf(request);
      const body = parse(registerBody, request.body);
      const at = now();
      const challenge = challengeOf(body.response.response.clientDataJSON);
      const issued = challenge ? await storage(reply, () => store.takeDeskChallenge(challenge, 'register', at), UNAVAILABLE) : null;
      if (!challenge || !issued || issued.email !== email) throw new ApiError(400, 'invalid', 'This passkey request has expired or was not made here; please try again');
      const verification = await verifyRegistrationResponse({
        response: body.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: relyingParty.origin,
        expectedRPID: relyingParty.rpID,
        requireUserVerification: false,
      }).catch(() => null);
      if (!verification?.verified) throw new ApiError(400, 'invalid', 'The passkey could not be verified; please try again');
      const { credential } = verification.registrationInfo;
      const record = {
        id: credential.id,
        email,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        label: body.label ?? deviceLabel(request.headers['user-agent']),
        createdAt: at,
      };
      if (!(await storage(reply, () => store.addDeskPasskey(record), UNAVAILABLE))) throw new ApiError(409, 'passkey_exists', 'This passkey is registered already');
      return reply.code(201).send(asListed({ ...record, lastUsedAt: null }));
    });

    desk.get(DESK_PATHS.passkeys, async (request) => (await store.deskPasskeys(staffOf(request).email)).map(asListed));

    desk.delete(DESK_PATHS.passkey, async (request, reply) => {
      const { passkey } = request.params as { passkey: string };
      const removed = await storage(reply, () => store.removeDeskPasskey(staffOf(request).email, passkey), UNAVAILABLE);
      if (!removed) throw new ApiError(404, 'not_found', 'No such passkey');
      return reply.code(204).send();
    });
  });

  await registerDeskSignInRoutes(app, deps, (desk) => {
    desk.post(DESK_PATHS.passkeySignInOptions, { onRequest: limit }, async (_request, reply) => {
      const options = await generateAuthenticationOptions({ rpID: relyingParty.rpID, userVerification: 'preferred', timeout: PASSKEY_CHALLENGE_MS });
      const at = now();
      await storage(reply, () => store.addDeskChallenge({ challenge: options.challenge, purpose: 'sign_in', email: null, expiresAt: new Date(at.getTime() + PASSKEY_CHALLENGE_MS) }), UNAVAILABLE);
      return options;
    });

    desk.post(DESK_PATHS.passkeySignIn, { onRequest: limit }, async (request, reply) => {
      const { response } = parse(signInBody, request.body);
      const at = now();
      const challenge = challengeOf(response.response.clientDataJSON);
      const issued = challenge ? await storage(reply, () => store.takeDeskChallenge(challenge, 'sign_in', at), UNAVAILABLE) : null;
      if (!challenge || !issued) throw new ApiError(400, 'invalid', 'This sign-in has expired; please try again');
      const passkey = await storage(reply, () => store.deskPasskey(response.id), UNAVAILABLE);
      if (!passkey) throw new ApiError(400, 'unknown_passkey', 'This passkey is not registered with the desk');
      if (!isDeskUser(config, passkey.email)) throw new ApiError(403, 'not_allowed', 'This address may no longer use the desk');
      if (!(await storage(reply, () => takeSignInAttempt(deps, 'passkey', passkey.email, at), UNAVAILABLE))) {
        throw new ApiError(429, 'rate_limited', 'Too many sign-in attempts for this address; please wait a quarter of an hour');
      }
      const verification = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: relyingParty.origin,
        expectedRPID: relyingParty.rpID,
        credential: { id: passkey.id, publicKey: passkey.publicKey, counter: passkey.counter, transports: passkey.transports },
        requireUserVerification: false,
      }).catch(() => null);
      if (!verification?.verified) throw new ApiError(400, 'invalid', 'The passkey could not be verified; please try again');
      const session = await storage(
        reply,
        async () => {
          await store.markDeskPasskeyUsed(passkey.id, verification.authenticationInfo.newCounter, at);
          return startDeskSession(store, passkey.email, at);
        },
        UNAVAILABLE,
      );
      if (!session) throw new ApiError(503, 'storage_unavailable', UNAVAILABLE);
      setSessionCookie(reply, session, cookie);
      return deskSessionOf(deps, sessionIdHash(session.sessionId));
    });
  });
}
