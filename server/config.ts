import path from 'node:path';

/** Everything the service reads from its environment, parsed and checked in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Database file and mail outbox live here. */
  dataDir: string;
  /** The built website (vite build output). */
  distDir: string;
  /** The site's public address, for links in messages. */
  publicUrl: string;
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy). */
  trustProxy: boolean;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Configuration error: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError('PORT', `must be a whole number from 0 to 65535, got "${value}"`);
  return port;
}

function parseBoolean(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '') return false;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new ConfigError(name, `must be true or false, got "${value}"`);
}

function parseUrl(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return url.origin + url.pathname.replace(/\/$/, '');
  } catch {
    throw new ConfigError(name, `must be an http(s) URL, got "${value}"`);
  }
}

/** Reads the configuration from `env`; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = parsePort(env.PORT, 3000);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    distDir: path.resolve(cwd, env.DIST_DIR || 'dist'),
    publicUrl: parseUrl('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`),
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY),
  };
}
