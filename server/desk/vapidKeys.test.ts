import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { resolveVapidKeys, VAPID_KEYS_FILE } from './vapidKeys.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'salon-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('resolveVapidKeys', () => {
  it('uses the configured keys', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(resolveVapidKeys(keys, dataDir(), { sharedDatabase: true })).toEqual(keys);
  });

  it('generates a key pair on the first start, keeps it private to the service, and reuses it after a restart', () => {
    const dir = dataDir();
    const first = resolveVapidKeys(null, dir, { sharedDatabase: false })!;
    // A pair web-push accepts: signing with it would throw otherwise.
    expect(() => webpush.setVapidDetails('mailto:hello@aurum-atelier.al', first.publicKey, first.privateKey)).not.toThrow();
    expect(resolveVapidKeys(null, dir, { sharedDatabase: false })).toEqual(first);
    expect(JSON.parse(readFileSync(path.join(dir, VAPID_KEYS_FILE), 'utf8'))).toEqual(first);
    expect(statSync(path.join(dir, VAPID_KEYS_FILE)).mode & 0o077).toBe(0);
  });

  it('generates none for instances sharing a database, which could not agree on it', () => {
    const dir = dataDir();
    expect(resolveVapidKeys(null, dir, { sharedDatabase: true })).toBeNull();
    expect(() => statSync(path.join(dir, VAPID_KEYS_FILE))).toThrow();
  });

  it('names a damaged key file rather than replacing it', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, VAPID_KEYS_FILE), '{}');
    expect(() => resolveVapidKeys(null, dir, { sharedDatabase: false })).toThrow(/holds no VAPID key pair/);
  });
});
