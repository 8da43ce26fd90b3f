import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { VapidKeys } from '../config.ts';

/** The file under DATA_DIR that holds a generated key pair, so that devices stay subscribed across restarts. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

function readKeys(file: string): VapidKeys {
  const keys = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') throw new Error(`${file} holds no VAPID key pair; delete it to have a new one made`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/**
 * The key pair that signs the desk's Web Push alerts: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when
 * set; otherwise one generated on the first start and kept in DATA_DIR, as the link secret is.
 * With a shared database there is none to generate (null: no alerts): a device subscribed through
 * one instance's key would be refused when another instance, with a key of its own, sent to it.
 */
export function resolveVapidKeys(configured: VapidKeys | null, dataDir: string, need: { sharedDatabase: boolean }): VapidKeys | null {
  if (configured !== null) return configured;
  if (need.sharedDatabase) return null;
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  try {
    return readKeys(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  try {
    // 'wx': when two processes start together, the second reads the first one's keys.
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { flag: 'wx', mode: 0o600 });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKeys(file);
    throw error;
  }
}
