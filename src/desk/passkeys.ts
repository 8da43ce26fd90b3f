/**
 * Passkeys through @simplewebauthn/browser (the maintained browser half of the WebAuthn pair the
 * service uses), loaded only when someone reaches for one: the sign-in screen stays light.
 */
import { DESK_PATHS } from '../../core/deskApi.ts';
import { deskApi, type DeskResult } from './api.ts';

/** Whether this browser can use a passkey at all (the button is offered only then). */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The service may answer the options bare or as `{ options }`. */
function optionsOf<T>(answer: unknown): T {
  return (answer !== null && typeof answer === 'object' && 'options' in answer ? (answer as { options: T }).options : answer) as T;
}

/** Signs in with a passkey of this device; a refusal or a cancelled prompt is an error result like any other. */
export async function signInWithPasskey(): Promise<DeskResult<unknown>> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = await deskApi<unknown>(DESK_PATHS.passkeySignInOptions, { method: 'POST', body: {} });
  if (!options.ok) return options;
  try {
    const response = await startAuthentication({ optionsJSON: optionsOf(options.data) });
    return await deskApi(DESK_PATHS.passkeySignIn, { method: 'POST', body: { response } });
  } catch (error) {
    return { ok: false, status: 0, error: { code: 'passkey_cancelled', message: String(error) } };
  }
}

/** Adds a passkey of this device to the signed-in person. */
export async function addPasskey(): Promise<DeskResult<unknown>> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const options = await deskApi<unknown>(DESK_PATHS.passkeyOptions, { method: 'POST', body: {} });
  if (!options.ok) return options;
  try {
    const response = await startRegistration({ optionsJSON: optionsOf(options.data) });
    return await deskApi(DESK_PATHS.passkeys, { method: 'POST', body: { response } });
  } catch (error) {
    return { ok: false, status: 0, error: { code: 'passkey_cancelled', message: String(error) } };
  }
}
