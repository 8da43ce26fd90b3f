import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isoDateAfter, todayIn, weekdayOf } from '../core/dates.ts';
import { DESK_CSRF_HEADER, DESK_PATHS, type DeskSession } from '../core/deskApi.ts';
import { intlLocale } from '../core/languages.ts';
import { HOUSE } from '../content/house.ts';
import { expect, freePort, localeText, test } from './fixtures.ts';
import { outboxMessages, recipientsOf } from './outbox.ts';

/**
 * The desk's tools as a receptionist uses them on a phone, against a service of its own (its own
 * database and outbox, so closing a Monday or filling every chair touches no other test): signed
 * in from the link the service mailed, they take phone bookings for one hour until every barber
 * is busy, close next Monday for the house, and find a booking by the client's phone number.
 */

const STAFF = 'reception@aurum-atelier.al';
const TIME_ZONE = 'Europe/Tirane';
const BARBERS = HOUSE.resources.barbers!.specialists!.length;
const HOUR = '10:00';

const tools = (key: string, values: Record<string, string | number> = {}) => localeText('en', 'deskTools', key, values);
const desk = (key: string) => localeText('en', 'desk', key);
const label = (field: string) => localeText('en', 'booking', `labels.${field}`);

/** The Monday after today (a week on when today is a Monday): the barbershop is open then. */
function nextMonday(): string {
  let date = isoDateAfter(todayIn(TIME_ZONE), 1);
  while (weekdayOf(date) !== 1) date = isoDateAfter(date, 1);
  return date;
}

/** The day as the desk writes it in English: "Monday 7 December". */
const dayInEnglish = (isoDate: string) => new Intl.DateTimeFormat(intlLocale('en'), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  expect(violations, what).toEqual([]);
}

test.describe('the desk’s tools on a phone', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  let dataDir: string;
  let service: ChildProcess;
  let origin: string;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'salon-e2e-desk-tools-'));
    const port = await freePort();
    // A passkey's relying party is a host name, never an IP address: the desk is opened at localhost.
    origin = `http://localhost:${port}`;
    service = spawn(process.execPath, ['dist-server/main.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: process.env.DIST_DIR ?? 'dist',
        LOG_LEVEL: 'fatal',
        NODE_ENV: 'test',
        PUBLIC_URL: origin,
        DESK_USERS: STAFF,
        RATE_LIMIT_AVAILABILITY_PER_MINUTE: '1000',
      },
      stdio: 'inherit',
    });
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, { timeout: 20_000 }).toBe(200);
  });

  test.afterAll(async () => {
    if (service && service.exitCode === null) {
      const exited = new Promise((resolve) => service.once('exit', resolve));
      service.kill();
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The sign-in links the service has mailed to the staff address, oldest first. */
  async function signInLinks(): Promise<string[]> {
    const mails = (await outboxMessages(STAFF, path.join(dataDir, 'outbox'))).filter((mail) => recipientsOf(mail).includes(STAFF));
    return mails.flatMap((mail) => [...(mail.text ?? '').matchAll(/https?:\/\/\S+\/desk\S*/g)].map((match) => match[0]));
  }

  /** Signs in as a receptionist would: the address, the e-mailed link, the one button. */
  async function signIn(page: Page) {
    await page.goto(`${origin}/desk`);
    const earlier = (await signInLinks()).length;
    await page.getByLabel(desk('signIn.email')).fill(STAFF);
    await page.getByRole('button', { name: desk('signIn.send') }).click();
    await expect(page.getByText(desk('signIn.sent'))).toBeVisible();
    // This request's link, not one an earlier test has used already.
    await expect.poll(async () => (await signInLinks()).length, { timeout: 15_000, message: 'a new sign-in link in the outbox' }).toBeGreaterThan(earlier);
    const link = new URL((await signInLinks()).at(-1)!);
    await page.goto(`${origin}${link.pathname}${link.search}${link.hash}`);
    await page.getByRole('button', { name: desk('signIn.redeem') }).click();
    await expect(page.getByRole('navigation')).toBeVisible();
  }

  test('a receptionist books one hour until the barbers run out, closes next Monday and finds a client by phone @mobile', async ({ page }) => {
    const monday = nextMonday();
    await signIn(page);

    await page.goto(`${origin}/desk/new`);
    await expect(page.getByRole('heading', { level: 1, name: tools('booking.title') })).toBeVisible();

    const form = page.getByRole('form', { name: tools('booking.title') });
    const hour = (time: string) => form.getByRole('radio', { name: time, exact: true });
    const fillClient = async (index: number) => {
      await form.getByLabel(localeText('en', 'booking', 'labels.name_form')).fill(`Phone client ${index}`);
      await form.getByLabel(label('phone')).fill(`+355 69 400 00${String(index).padStart(2, '0')}`);
      await form.getByLabel(label('service')).selectOption('classic-cut');
      await form.getByLabel(label('appointment_date')).fill(monday);
      await expect(hour(HOUR)).toBeVisible();
    };

    for (let index = 1; index < BARBERS; index += 1) {
      await fillClient(index);
      await hour(HOUR).check();
      await form.getByRole('button', { name: tools('booking.submit') }).click();
      await expect(page.getByText(tools('booking.booked', { name: `Phone client ${index}`, service: 'Classic Haircut', day: dayInEnglish(monday), time: HOUR }))).toBeVisible();
      await page.getByRole('button', { name: tools('booking.another') }).click();
    }

    // The last chair goes to someone else while the form still shows the hour: the service refuses it, and the desk says so plainly.
    await fillClient(BARBERS);
    await hour(HOUR).check();
    const session = (await (await page.request.get(`${origin}${DESK_PATHS.session}`)).json()) as DeskSession;
    const taken = await page.request.post(`${origin}${DESK_PATHS.newBooking}`, {
      headers: { [DESK_CSRF_HEADER]: session.csrfToken },
      data: { service: 'classic-cut', date: monday, time: HOUR, name: 'Walk-in client', phone: '+355 69 400 0099' },
    });
    expect(taken.status(), await taken.text()).toBeLessThan(300);
    await form.getByRole('button', { name: tools('booking.submit') }).click();
    await expect(page.getByText(tools('booking.hourTaken'))).toBeVisible();
    await expect(form.getByRole('radio').first()).toBeVisible();
    await expect(hour(HOUR)).toHaveCount(0);
    await expectNoAxeViolations(page, 'the phone booking form');

    // Next Monday closes for the whole house; the list shows it with the bookings already on it.
    await page.goto(`${origin}/desk/closures`);
    await expect(page.getByRole('heading', { level: 1, name: tools('closures.title') })).toBeVisible();
    await page.getByLabel(tools('closures.day'), { exact: true }).fill(monday);
    await page.getByRole('textbox', { name: new RegExp(`^${tools('closures.reason')}`) }).fill('Staff training');
    await page.getByRole('button', { name: tools('closures.submit'), exact: true }).click();
    await expect(page.getByRole('status').getByText(tools('closures.closed', { scope: tools('closures.wholeHouse'), what: dayInEnglish(monday) }))).toBeVisible();
    const closure = page.getByRole('article', { name: dayInEnglish(monday) });
    await expect(closure).toBeVisible();
    await expect(closure.getByText(localeText('en', 'deskTools', 'closures.bookingsOnIt_other', { count: BARBERS }))).toBeVisible();
    await expect(closure.getByRole('link', { name: /Phone client 3/ })).toBeVisible();
    await expectNoAxeViolations(page, 'the closures');

    // A client calls back: their phone number finds the booking, which opens in the desk.
    await page.goto(`${origin}/desk/search`);
    await page.getByLabel(tools('search.label')).fill('+355 69 400 0003');
    const result = page.getByRole('link', { name: /Phone client 3/ });
    await expect(result).toBeVisible();
    await expect(page.getByRole('link', { name: /Phone client/ })).toHaveCount(1);
    await expectNoAxeViolations(page, 'the search');
    await result.click();
    await expect(page).toHaveURL(/\/desk\/bookings\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: /Phone client 3/ })).toBeVisible();
  });

  test('the settings: language, passkeys, alerts, calendar feeds and signing out everywhere @mobile', async ({ page }) => {
    await signIn(page);
    await page.goto(`${origin}/desk/settings`);
    await expect(page.getByRole('heading', { level: 1, name: tools('settings.title') })).toBeVisible();
    const feeds = page.getByRole('region', { name: tools('settings.feeds.title') });
    const barberFeed = feeds.getByRole('textbox').first();
    await expect(barberFeed).toHaveValue(/^http:\/\/localhost:\d+\/.+/);
    await expectNoAxeViolations(page, 'the settings');

    // A passkey made by the phone's authenticator (Chromium's virtual one) is listed, and can be removed.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    const passkeys = page.getByRole('region', { name: tools('settings.passkeys.title') });
    await expect(passkeys.getByText(tools('settings.passkeys.none'))).toBeVisible();
    await passkeys.getByRole('button', { name: tools('settings.passkeys.add') }).click();
    await expect(passkeys.getByText(tools('settings.passkeys.added'))).toBeVisible();
    await expect(passkeys.getByRole('listitem')).toHaveCount(1);
    // Its date is written as every moment on the desk is: a 24-hour time, no AM or PM.
    await expect(passkeys.getByRole('listitem')).toContainText(/, \d{2}:\d{2}/);
    await expect(passkeys.getByRole('listitem')).not.toContainText(/\b(AM|PM)\b/i);
    await passkeys.getByRole('button', { name: new RegExp(`^${tools('settings.passkeys.remove')}`) }).click();
    await expect(passkeys.getByText(tools('settings.passkeys.none'))).toBeVisible();

    // The feed's address answers a calendar; replaced, the old one answers 404 and the desk shows the new one.
    const before = await barberFeed.inputValue();
    expect((await page.request.get(before)).status()).toBe(200);
    await feeds.getByRole('button', { name: new RegExp(`^${tools('settings.feeds.replace')}`) }).first().click();
    await feeds.getByRole('button', { name: tools('settings.feeds.replaceConfirm') }).click();
    await expect(barberFeed).not.toHaveValue(before);
    expect((await page.request.get(before)).status()).toBe(404);
    expect((await page.request.get(await barberFeed.inputValue())).status()).toBe(200);

    // The service worker is served where it may take the desk as its scope.
    const worker = await page.request.get(`${origin}/desk/sw.js`);
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);

    // German for this person, kept by the service; then back to English.
    await page.getByRole('region', { name: tools('settings.language.title') }).getByRole('radio', { name: 'Deutsch' }).check();
    await expect(page.getByRole('heading', { level: 1, name: localeText('de', 'deskTools', 'settings.title') })).toBeVisible();
    await expect.poll(async () => ((await (await page.request.get(`${origin}${DESK_PATHS.session}`)).json()) as DeskSession).language).toBe('de');
    await page.getByRole('region', { name: localeText('de', 'deskTools', 'settings.language.title') }).getByRole('radio', { name: 'English' }).check();
    await expect(page.getByRole('heading', { level: 1, name: tools('settings.title') })).toBeVisible();

    // Signing out everywhere ends this session too.
    const signOut = page.getByRole('region', { name: tools('settings.signOut.title') });
    await signOut.getByRole('button', { name: tools('settings.signOut.button') }).click();
    await signOut.getByRole('button', { name: tools('settings.signOut.confirm') }).click();
    await expect(page.getByLabel(desk('signIn.email'))).toBeVisible();
    expect((await page.request.get(`${origin}${DESK_PATHS.session}`)).status()).toBe(401);
  });
});
