import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import BetterSqlite3 from 'better-sqlite3';
import path from 'node:path';
import { isoDateAfter, todayIn, weekdayOf } from '../core/dates.ts';
import { expect, fieldLabel, localeText, test } from './fixtures.ts';
import { outboxMail } from './outbox.ts';

/**
 * The staff's desk against the real service in Chromium: private (noindex, none of its code on the
 * public pages), passing axe on every screen, and a receptionist's morning at phone width.
 */

const TIME_ZONE = 'Europe/Tirane';
const desk = (key: string, values: Record<string, string | number> = {}) => localeText('en', 'desk', key, values);
const booking = (key: string) => localeText('en', 'booking', key);

/** Staff addresses the browser tests' service allows (playwright.config.ts): one per test. */
const STAFF = {
  axeSignIn: 'desk-1@aurum-atelier.test',
  axeScreens: { desktop: 'desk-2@aurum-atelier.test', mobile: 'desk-4@aurum-atelier.test' } as Record<string, string>,
  story: 'desk-3@aurum-atelier.test',
};

/** A weekday at least two days ahead, so the hour has not begun whatever the time. */
function nextWeekday(): string {
  let date = isoDateAfter(todayIn(TIME_ZONE), 2);
  while ([0, 6].includes(weekdayOf(date))) date = isoDateAfter(date, 1);
  return date;
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;


async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  expect(violations, what).toEqual([]);
}

/** Asks for a sign-in link for `email` and returns its path and token (`/desk/sign-in#…`), as the e-mail gives it. */
async function askForLink(page: Page, email: string): Promise<string> {
  await page.goto('/desk');
  await expect(page.getByRole('heading', { level: 1, name: desk('signIn.title') })).toBeVisible();
  await page.getByRole('textbox', { name: desk('signIn.email') }).fill(email);
  await page.getByRole('button', { name: desk('signIn.send') }).click();
  await expect(page.getByText(desk('signIn.sent'))).toBeVisible();
  const [mail] = await outboxMail(email, /sign-in link/);
  const link = new URL(/(https?:\/\/\S+\/desk\/sign-in#\S+)/.exec(mail!.text ?? '')![1]!);
  return `${link.pathname}${link.hash}`;
}

/** Signs in by the e-mailed link, declines the passkey for now, and lands on Waiting. */
async function signIn(page: Page, email: string): Promise<void> {
  const link = await askForLink(page, email);
  await page.goto('about:blank');
  await page.goto(link);
  await page.getByRole('button', { name: desk('signIn.redeem'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: desk('passkeyOffer.title') })).toBeVisible();
  await page.getByRole('link', { name: desk('passkeyOffer.later') }).click();
  await expect(page.getByRole('heading', { level: 1, name: desk('waiting.title') })).toBeVisible();
}

test.describe('the front desk', () => {
  test('answers noindex, and the public home page loads none of its code nor links to it', async ({ page, request }) => {
    const answer = await request.get('/desk/waiting');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-robots-tag']).toContain('noindex');
    const html = await answer.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    const deskFiles = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    expect(deskFiles.some((file) => file.endsWith('.js'))).toBe(true);

    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
    expect(requested.filter((file) => deskFiles.includes(file))).toEqual([]);
    await expect(page.locator('a[href^="/desk"]')).toHaveCount(0);

    const manifest = await request.get('/desk/manifest.webmanifest');
    expect(await manifest.json()).toMatchObject({ start_url: '/desk', scope: '/desk/', display: 'standalone' });
  });

  test('axe finds nothing on the sign-in screens, and an altered link says so', async ({ page }) => {
    await page.goto('/desk/sign-in');
    await expect(page.getByRole('button', { name: desk('signIn.passkey') })).toBeVisible();
    await expectNoAxeViolations(page, 'the sign-in screen');
    const link = await askForLink(page, STAFF.axeSignIn);
    await expectNoAxeViolations(page, 'the sign-in screen, link sent');

    await page.goto('about:blank');
    await page.goto(`${link}x`);
    await expect(page.getByRole('heading', { level: 1, name: desk('signIn.linkTitle') })).toBeVisible();
    await expectNoAxeViolations(page, 'the link page');
    await page.getByRole('button', { name: desk('signIn.redeem'), exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(desk('signIn.linkProblem.altered'));
    await expectNoAxeViolations(page, 'the link page, refused');

    // The real link still works once, then says it was used.
    await page.goto('about:blank');
    await page.goto(link);
    await page.getByRole('button', { name: desk('signIn.redeem'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: desk('passkeyOffer.title') })).toBeVisible();
    await expectNoAxeViolations(page, 'the passkey offer');
    await page.goto('about:blank');
    await page.goto(link);
    await page.getByRole('button', { name: desk('signIn.redeem'), exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(desk('signIn.linkProblem.used'));
  });

  test('axe finds nothing on Waiting, Today, Week and a booking @both', async ({ page, request }, testInfo) => {
    test.slow(); // four screens, each checked whole by axe
    const email = `e2e-desk-axe-${unique()}@example.com`;
    const phone = testInfo.project.name === 'mobile';
    const booked = await request.post('/functions/v1/send-booking-email', {
      data: { name: 'Mirela Dervishi', email, phone: '+355 69 555 0101', service: 'scalp-treatment', appointment_date: nextWeekday(), appointment_time: phone ? '13:00' : '10:00', notes: 'Prefers the morning.', photos: [] },
    });
    expect(booked.status()).toBe(201);
    await signIn(page, STAFF.axeScreens[testInfo.project.name]!);

    const card = page.getByRole('article').filter({ hasText: email });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: desk('booking.whatsApp', { name: 'Mirela Dervishi' }) })).toHaveAttribute('href', 'https://wa.me/355695550101');
    await expect(card.getByRole('link', { name: desk('booking.call', { name: 'Mirela Dervishi', phone: '+355 69 555 0101' }) })).toHaveAttribute('href', 'tel:+355695550101');
    await expectNoAxeViolations(page, 'Waiting');

    await card.getByRole('button', { name: desk('actions.propose') }).click();
    await expect(card.getByRole('button', { pressed: false }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'Waiting, proposing another time');

    for (const [nav, title] of [['nav.today', 'agenda.todayTitle'], ['nav.week', 'agenda.weekTitle']] as const) {
      await page.getByRole('navigation').getByRole('link', { name: desk(nav) }).click();
      await expect(page.getByRole('heading', { level: 1, name: desk(title) })).toBeVisible();
      await expect(page.getByText(desk('loading'))).toHaveCount(0);
      await expectNoAxeViolations(page, desk(nav));
    }

    const { id } = (await booked.json()) as { id: string };
    await page.goto(`/desk/bookings/${id}`);
    await expect(page.getByRole('heading', { level: 2, name: desk('booking.history') })).toBeVisible();
    await expectNoAxeViolations(page, 'a booking');
  });
});

test.describe('a receptionist’s morning, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a visitor’s request is confirmed from Waiting, a booking of today marked no-show, and the visitor’s confirmation is in the outbox', async ({ page, browser }) => {
    // A visitor books on the site, in a browser of their own.
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const email = `e2e-desk-story-${unique()}@example.com`;
    const name = `Elira Story ${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'x')}`;
    await visitor.goto('/booking');
    const form = visitor.locator('section#booking');
    await form.getByRole('textbox', { name: fieldLabel('en', 'name'), exact: true }).fill(name);
    await form.getByRole('textbox', { name: fieldLabel('en', 'email'), exact: true }).fill(email);
    await form.getByRole('combobox', { name: fieldLabel('en', 'service'), exact: true }).selectOption('consultation');
    await form.locator('input[type="date"]').fill(nextWeekday());
    // The first hour with room: other tests book consultations on the same days.
    const time = form.getByRole('combobox', { name: fieldLabel('en', 'appointment_time'), exact: true });
    await expect(time).not.toHaveAttribute('aria-busy', 'true');
    const free = time.locator('option:not([value=""]):not([disabled])').first();
    await time.selectOption((await free.getAttribute('value'))!);
    await form.getByRole('button', { name: booking('submit.labelRequest') }).click();
    await expect(visitor.getByRole('heading', { name: booking('confirmation.title') })).toBeVisible();
    await visitor.close();

    // A barbershop client booked earlier for today (a booking is moved to today in the database: the day has come whatever the hour now).
    const walkInEmail = `e2e-desk-noshow-${unique()}@example.com`;
    const walkIn = await page.request.post('/functions/v1/send-booking-email', {
      data: { name: 'Besnik Gashi', email: walkInEmail, phone: '069 555 0202', service: 'classic-cut', appointment_date: nextWeekday(), appointment_time: '15:00', notes: null, photos: [] },
    });
    expect(walkIn.status()).toBe(201);
    const { id: walkInId } = (await walkIn.json()) as { id: string };
    const db = new BetterSqlite3(path.join(process.env.E2E_DATA_DIR!, 'bookings.db'));
    db.prepare('update bookings set appointment_date = ? where id = ?').run(todayIn(TIME_ZONE), walkInId);
    db.close();

    // The receptionist signs in by the e-mailed link and finds the request waiting.
    await signIn(page, STAFF.story);
    const request = page.getByRole('article').filter({ hasText: email });
    await expect(request).toBeVisible();
    await expect(request.getByText(/^Waiting for /)).toBeVisible();
    await request.getByRole('button', { name: desk('actions.confirm') }).click();
    await expect(page.getByRole('status').filter({ hasText: desk('waiting.answered', { name, done: desk('done.confirm') }) })).toBeVisible();
    await expect(request).toHaveCount(0);

    // Today, the barbershop client did not come.
    await page.getByRole('navigation').getByRole('link', { name: desk('nav.today') }).click();
    await page.getByRole('link', { name: /Besnik Gashi/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Besnik Gashi/ })).toBeVisible();
    await page.getByRole('button', { name: desk('attendance.no_show') }).click();
    await expect(page.getByRole('button', { name: desk('attendance.no_show') })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article').getByText(desk('attendance.no_show'), { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: desk('booking.history') }).getByText(`by ${STAFF.story}`).first()).toBeVisible();

    // The visitor's confirmation is on its way.
    await outboxMail(email, /^Your appointment is confirmed/);
  });
});
