import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colors } from '../../content/brandTokens.ts';
import { startService, type TestService } from '../testing/harness.ts';

/** A stand-in build: the site's page and the desk's, each with its own script. */
function standInBuild(): string {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'salon-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html lang="en"><head><script type="module" src="/assets/site-1.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(
    path.join(distDir, 'desk.html'),
    '<!doctype html><html lang="en"><head><meta name="robots" content="noindex"><link rel="manifest" href="/desk/manifest.webmanifest"><script type="module" src="/assets/desk-1.js"></script></head><body><div id="desk"></div></body></html>',
  );
  return distDir;
}

describe('the desk’s page', () => {
  let distDir: string;
  let service: TestService;

  beforeAll(async () => {
    distDir = standInBuild();
    service = await startService({ config: { distDir, businessLanguage: 'sq' } });
  });

  afterAll(async () => {
    await service.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers /desk and every screen under it with the desk, marked noindex, revalidated, with the pages’ security headers', async () => {
    const home = await service.app.inject({ method: 'GET', url: '/' });
    for (const url of ['/desk', '/desk/', '/desk/waiting', '/desk/bookings/abc', '/desk/sign-in']) {
      const answer = await service.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('/assets/desk-1.js');
      expect(answer.body).toContain('<meta name="robots" content="noindex">');
      expect(answer.headers['x-robots-tag']).toMatch(/noindex/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'x-content-type-options']) {
        expect(answer.headers[header], `${url} ${header}`).toBe(home.headers[header]);
      }
    }
  });

  it('opens in the business’s language and knows the house’s time zone', async () => {
    const answer = await service.app.inject({ method: 'GET', url: '/desk/today' });
    expect(answer.body).toContain('<html lang="sq" data-house-time-zone="Europe/Tirane">');
  });

  it('leaves the public pages alone: the home page is the site’s and says nothing of noindex', async () => {
    const home = await service.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('/assets/site-1.js');
    expect(home.body).not.toContain('desk');
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });

  it('answers an unknown API path with JSON 404, not the app', async () => {
    const answer = await service.app.inject({ method: 'GET', url: '/desk/api/no-such-thing' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.code).toBe('not_found');
  });

  it('offers an installable manifest: standalone, scoped to /desk, in the house’s colours and language', async () => {
    const answer = await service.app.inject({ method: 'GET', url: '/desk/manifest.webmanifest' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers['x-robots-tag']).toMatch(/noindex/);
    const manifest = answer.json();
    expect(manifest).toMatchObject({ start_url: '/desk', scope: '/desk/', display: 'standalone', theme_color: colors.ink, background_color: colors.ink, lang: 'sq' });
    expect(manifest.name).toContain('Aurum Atelier');
    expect(manifest.short_name).toBe('Recepsioni');
    expect(manifest.icons.length).toBeGreaterThan(0);
    // The icon is one of the site's public files, so every build has it.
    expect(existsSync(path.join('public', manifest.icons[0].src))).toBe(true);
  });
});
