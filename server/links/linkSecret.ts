import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file under DATA_DIR that holds a generated secret, so that links survive a restart. */
export const LINK_SECRET_FILE = 'link-secret';

/** When a generated secret will not do: in production, and with a database other instances may share. */
export interface LinkSecretNeed {
  production: boolean;
  sharedDatabase: boolean;
}

/**
 * The secret that signs the links in messages: LINK_SECRET when set; otherwise one generated on
 * the first start and kept in DATA_DIR, so `npm start` needs no set-up. Production and PostgreSQL
 * require it: a link one instance signed must open on every other, whose DATA_DIR is its own.
 */
export function resolveLinkSecret(configured: string | null, dataDir: string, need: LinkSecretNeed): string {
  if (configured !== null) return configured;
  const where = need.production ? 'in production (NODE_ENV=production)' : need.sharedDatabase ? 'with DATABASE_URL' : null;
  if (where) throw new Error(`LINK_SECRET is required ${where}: at least 32 characters, the same on every instance`);
  const file = path.join(dataDir, LINK_SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': when two processes start together, the second reads the first one's secret.
    writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
