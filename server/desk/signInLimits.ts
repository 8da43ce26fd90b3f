/** How often one staff address may try to sign in, counted in the database so that every instance counts together. */
import { recipientKey } from '../mail/recipientKey.ts';
import type { DeskDeps } from './guard.ts';

/** Attempts are counted per address in windows of this length. */
export const DESK_SIGN_IN_WINDOW_MS = 15 * 60_000;

/** The ways to sign in, each counted apart: a flood of link requests cannot lock out a passkey. */
export type SignInKind = 'link' | 'redeem' | 'passkey';

/** The window `now` falls in, as a minute ("2026-06-15T08:15"): it sorts after its day, so the daily purge of allowances takes it the day after. */
function windowOf(now: Date): string {
  return new Date(Math.floor(now.getTime() / DESK_SIGN_IN_WINDOW_MS) * DESK_SIGN_IN_WINDOW_MS).toISOString().slice(0, 16);
}

/** Counts one attempt of `kind` for `email`; false once the address has used its attempts in this window. */
export function takeSignInAttempt(deps: Pick<DeskDeps, 'store' | 'config'>, kind: SignInKind, email: string, now: Date): Promise<boolean> {
  return deps.store.takeRecipientAllowance(`desk-${kind}:${recipientKey(email)}`, windowOf(now), deps.config.desk.signInsPerAddress);
}
