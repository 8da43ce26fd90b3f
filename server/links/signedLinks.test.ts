import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LINK_SECRET_FILE, resolveLinkSecret } from './linkSecret.ts';
import { linkUrl, signLink, verifyLink } from './signedLinks.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const now = new Date('2026-12-01T10:00:00Z');
const expiresAt = new Date('2026-12-15T10:00:00Z');

describe('signed links', () => {
  it('a link signed for a booking and an action comes back with both, and its detail', () => {
    const token = signLink(SECRET, { bookingId: 'bk_1', action: 'accept', expiresAt, detail: '2026-12-03T14:00' });
    expect(verifyLink(SECRET, token, now)).toEqual({ valid: true, claim: { bookingId: 'bk_1', action: 'accept', expiresAt, detail: '2026-12-03T14:00' } });
    expect(linkUrl('https://aurum.example/', token)).toBe(`https://aurum.example/requests/${token}`);
  });

  it('a link past its expiry is expired', () => {
    const token = signLink(SECRET, { bookingId: 'bk_1', action: 'confirm', expiresAt });
    expect(verifyLink(SECRET, token, expiresAt)).toEqual({ valid: false, reason: 'expired', claim: { bookingId: 'bk_1', action: 'confirm', expiresAt } });
  });

  it('a link with any part altered, or signed with another secret, is invalid', () => {
    const token = signLink(SECRET, { bookingId: 'bk_1', action: 'confirm', expiresAt });
    const [payload, sig] = token.split('.') as [string, string];
    const decoded = Buffer.from(payload, 'base64url').toString();
    for (const forged of [
      decoded.replace('bk_1', 'bk_2'),
      decoded.replace('confirm', 'cancel'),
      decoded.replace(/\n\d+\n/, `\n${Math.floor(expiresAt.getTime() / 1000) + 86_400}\n`),
    ]) {
      expect(verifyLink(SECRET, `${Buffer.from(forged).toString('base64url')}.${sig}`, now)).toEqual({ valid: false, reason: 'invalid' });
    }
    expect(verifyLink('another-secret-of-thirty-two-characters', token, now).valid).toBe(false);
    for (const junk of ['', '.', 'abc', `${token}.x`, `${payload}.`, `${payload}.${sig.slice(1)}`]) {
      expect(verifyLink(SECRET, junk, now).valid).toBe(false);
    }
  });
});

describe('the link secret', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'link-secret-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };

  it('is the configured one when set', () => {
    expect(resolveLinkSecret(SECRET, dataDir(), { production: true, sharedDatabase: true })).toBe(SECRET);
  });

  it('is required in production, and with a database other instances may share', () => {
    expect(() => resolveLinkSecret(null, dataDir(), { production: true, sharedDatabase: false })).toThrow(/LINK_SECRET is required in production/);
    expect(() => resolveLinkSecret(null, dataDir(), { production: false, sharedDatabase: true })).toThrow(/LINK_SECRET is required with DATABASE_URL/);
  });

  it('is generated into DATA_DIR once, readable by its owner only, and the same on the next start', () => {
    const dir = dataDir();
    const first = resolveLinkSecret(null, dir, { production: false, sharedDatabase: false });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, LINK_SECRET_FILE), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, LINK_SECRET_FILE)).mode & 0o077).toBe(0);
    expect(resolveLinkSecret(null, dir, { production: false, sharedDatabase: false })).toBe(first);
  });
});
