import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBookingsCommand } from '../bookings/command.ts';
import { startService, TEST_NOW, type TestService } from '../testing/harness.ts';

let service: TestService;
beforeEach(async () => {
  service = await startService();
});
afterEach(async () => {
  await service.close();
});

const report = (body: unknown, headers: Record<string, string> = {}) =>
  service.app.inject({ method: 'POST', url: '/functions/v1/vitals', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
const stored = () => service.db().prepare('select * from web_vitals order by metric').all() as Record<string, unknown>[];
const GOOD = { route: '/barbershop', language: 'tr', metrics: [{ name: 'LCP', value: 2210.4 }, { name: 'CLS', value: 0.01 }, { name: 'INP', value: 72 }] };

describe('POST /functions/v1/vitals', () => {
  it('keeps the route, the language, each metric and its value, and nothing about the visitor', async () => {
    const answer = await report(GOOD, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7)', cookie: 'preferred-language=tr', 'x-forwarded-for': '203.0.113.7' });
    expect(answer.statusCode).toBe(204);
    const rows = stored();
    expect(rows.map(({ route, language, metric, value }) => ({ route, language, metric, value }))).toEqual([
      { route: '/barbershop', language: 'tr', metric: 'CLS', value: 0.01 },
      { route: '/barbershop', language: 'tr', metric: 'INP', value: 72 },
      { route: '/barbershop', language: 'tr', metric: 'LCP', value: 2210.4 },
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(['at', 'id', 'language', 'metric', 'route', 'value']);
    expect(JSON.stringify(rows)).not.toMatch(/Mozilla|203\.0\.113|preferred/);
  });

  it('answers a visitor who asks not to be tracked and stores nothing', async () => {
    expect((await report(GOOD, { 'sec-gpc': '1' })).statusCode).toBe(204);
    expect((await report(GOOD, { dnt: '1' })).statusCode).toBe(204);
    expect(stored()).toEqual([]);
  });

  it('refuses what is not one page view of the site, and stores none of it', async () => {
    const refused = [
      { ...GOOD, route: '/admin' },
      { ...GOOD, language: 'fr' },
      { ...GOOD, metrics: [] },
      { ...GOOD, metrics: [{ name: 'LCP', value: 1 }, { name: 'LCP', value: 2 }] },
      { ...GOOD, metrics: [{ name: 'TTFB', value: 1 }] },
      { ...GOOD, metrics: [{ name: 'INP', value: -5 }] },
      { ...GOOD, metrics: [{ name: 'CLS', value: 1e9 }] },
      [GOOD],
    ];
    for (const body of refused) expect((await report(body)).statusCode, JSON.stringify(body)).toBe(400);
    const tooLong = await report({ ...GOOD, route: `/${'x'.repeat(2000)}` });
    expect(tooLong.statusCode).toBe(413);
    const notJson = await service.app.inject({ method: 'POST', url: '/functions/v1/vitals', headers: { 'content-type': 'text/plain' }, payload: 'LCP=1' });
    expect(notJson.statusCode).toBe(415);
    expect(stored()).toEqual([]);
  });

  it('stops counting a client that reports faster than anyone browses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await report(GOOD)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(stored()).toHaveLength(90);
  });
});

describe('npm run bookings -- vitals', () => {
  it('prints the 75th percentile per route and metric, with the page views behind each', async () => {
    for (const value of [1000, 2000, 3000, 4000]) await report({ route: '/', language: 'en', metrics: [{ name: 'LCP', value }] });
    await report(GOOD);
    const { code, stdout } = await runBookingsCommand(['vitals', '--since', '2026-06-01'], { store: service.app.store, timeZone: 'Europe/Tirane', now: () => TEST_NOW });
    expect(code).toBe(0);
    expect(stdout).toContain('75th percentile since 2026-06-01');
    expect(stdout).toMatch(/^ {2}\/ {12}LCP 3000 ms \(4\) +INP — \(0\) +CLS — \(0\)$/m);
    expect(stdout).toMatch(/^ {2}\/barbershop {2}LCP 2210 ms \(1\) +INP 72 ms \(1\) +CLS 0\.01 \(1\)$/m);
    const later = await runBookingsCommand(['vitals', '--since', '2026-06-16'], { store: service.app.store, timeZone: 'Europe/Tirane', now: () => TEST_NOW });
    expect(later.stdout).toBe('No page-speed figures since 2026-06-16.\n');
  });
});
