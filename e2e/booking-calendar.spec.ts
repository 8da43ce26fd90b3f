import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { isoDateAfter, todayIn, weekdayOf } from '../core/dates.ts';
import { allowedSlots } from '../core/slots.ts';
import { barbershopTeam } from '../content/team.ts';
import { expect, fieldLabel, LANGUAGES, localeText, submitName, test, useStoredLanguage } from './fixtures.ts';

/**
 * The form against the house's real calendar: bookings set up through the real booking service,
 * then what a visitor sees in the form. Every test books on days of its own, weeks ahead of the
 * other tests' days, so that tests running side by side never share a chair, a room or a table.
 */

type Language = (typeof LANGUAGES)[number];
const TIME_ZONE = 'Europe/Tirane';

/** The first date at least `daysAhead` days after today in Tirana that falls on `weekday`. */
function dayAhead(weekday: number, daysAhead: number): string {
  let date = isoDateAfter(todayIn(TIME_ZONE), daysAhead);
  while (weekdayOf(date) !== weekday) date = isoDateAfter(date, 1);
  return date;
}

const TABLES_FRIDAY = dayAhead(5, 30);
const BARBERS_MONDAY = dayAhead(1, 44);
const TRANSPLANT_MONDAY = dayAhead(1, 58);
const CLOSED_WEDNESDAY = dayAhead(3, 72);

const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A booking made straight with the booking service, as another visitor would make it. */
async function bookThroughService(request: APIRequestContext, booking: Record<string, unknown>): Promise<{ id: string; status: string }> {
  const answer = await request.post('/functions/v1/send-booking-email', {
    data: { name: 'Another Guest', email: uniqueEmail('other'), phone: null, notes: null, photos: [], language: 'en', ...booking },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { id: string; status: string };
}

function bookingForm(page: Page, language: Language = 'en') {
  const s = (key: string) => localeText(language, 'booking', key);
  const section = page.locator('section#booking');
  return {
    section,
    name: section.getByRole('textbox', { name: fieldLabel(language, 'name'), exact: true }),
    email: section.getByRole('textbox', { name: fieldLabel(language, 'email'), exact: true }),
    service: section.getByRole('combobox', { name: fieldLabel(language, 'service'), exact: true }),
    guests: section.getByRole('combobox', { name: fieldLabel(language, 'guests'), exact: true }),
    barber: section.getByRole('combobox', { name: new RegExp(`^${fieldLabel(language, 'specialist')}\\b`) }),
    date: section.locator('input[type="date"]'),
    time: section.getByRole('combobox', { name: fieldLabel(language, 'appointment_time'), exact: true }),
    photos: section.getByLabel(s('photos.add'), { exact: true }),
    submit: section.getByRole('button', { name: submitName(language) }),
  };
}

async function openBooking(page: Page, language: Language = 'en', query = '') {
  if (language !== 'en') await useStoredLanguage(page, language);
  await page.goto(`/booking${query}`);
  const form = bookingForm(page, language);
  await expect(form.submit).toBeVisible();
  return form;
}

const en = (key: string, values?: Record<string, string | number>) => localeText('en', 'booking', key, values);
const fullyBooked = (time: string) => en('fields.timeFull', { time });
/** The one-tap offer of the next available time, whatever date the language writes. */
const nextTimeButton = (page: Page, language: Language, time: string) =>
  page.locator('section#booking').getByRole('button', {
    // Any space matches any space: German keeps "Uhr" on the line of its time with a no-break space.
    name: new RegExp(`^${localeText(language, 'booking', 'availability.takeNext', { date: '.+', time }).replace(/[().]/g, '\\$&').replace('\\.+', '.+').replace(/[ \u00a0]/g, '\\s')}$`),
  });

test.describe('the form and the house calendar', () => {
  test.describe.configure({ timeout: 60_000 });

  test('two tables of four at a Friday 19:00 are both confirmed; once the covers are taken, 19:00 is fully booked and the next time is one tap away', async ({ page, request }) => {
    const form = await openBooking(page);
    for (const guest of ['Elira Hoxha', 'Besa Leka']) {
      await form.name.fill(guest);
      await form.email.fill(uniqueEmail('table'));
      await form.service.selectOption('table-reservation');
      await expect(form.photos).toHaveCount(0); // a table carries no photos
      await form.guests.selectOption('4');
      await form.date.fill(TABLES_FRIDAY);
      await form.time.selectOption('19:00');
      await form.submit.click();
      await expect(page.getByRole('heading', { name: en('confirmation.titleConfirmed_table') })).toBeFocused();
      await expect(form.section).toContainText(en('fields.guestCount_other', { count: 4 }));
      await form.section.getByRole('button', { name: en('confirmation.another') }).click();
    }

    // A third party chooses 19:00 while there is room; meanwhile other guests take every cover left.
    await form.name.fill('Genti Dervishi');
    await form.email.fill(uniqueEmail('late-table'));
    await form.service.selectOption('table-reservation');
    await form.date.fill(TABLES_FRIDAY);
    await form.time.selectOption('19:00');
    for (const guests of [10, 10, 10, 2]) await bookThroughService(request, { service: 'table-reservation', guests, appointment_date: TABLES_FRIDAY, appointment_time: '19:00' });

    await form.submit.click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: en('notices.slotTaken.title') });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(form.section.getByText(en('availability.justTaken'))).toBeVisible();
    // The list is asked again: 19:00 is still there, marked and not choosable; every value is kept.
    const taken = form.time.getByRole('option', { name: fullyBooked('19:00') });
    await expect(taken).toBeDisabled();
    await expect(form.name).toHaveValue('Genti Dervishi');
    await expect(form.guests).toHaveValue('2');
    await expect(form.date).toHaveValue(TABLES_FRIDAY);

    // The next table the house has: the Saturday morning, chosen in one tap, and booked.
    await nextTimeButton(page, 'en', '09:00').click();
    await expect(form.date).toHaveValue(isoDateAfter(TABLES_FRIDAY, 1));
    await expect(form.time).toHaveValue('09:00');
    await form.submit.click();
    await expect(page.getByRole('heading', { name: en('confirmation.titleConfirmed_table') })).toBeVisible();
  });

  test('every barber busy makes 10:00 full for any barber; Dritan busy alone makes it full only with Dritan', async ({ page, request }) => {
    const busyDay = BARBERS_MONDAY;
    const dritansDay = isoDateAfter(BARBERS_MONDAY, 1);
    for (let n = 0; n < barbershopTeam.length; n++) await bookThroughService(request, { service: 'classic-cut', appointment_date: busyDay, appointment_time: '10:00' });
    expect(await bookThroughService(request, { service: 'beard-styling', specialist: 'dritan-berisha', appointment_date: dritansDay, appointment_time: '10:00' })).toMatchObject({
      status: 'confirmed',
    });

    const form = await openBooking(page);
    await form.service.selectOption('classic-cut');
    await expect(form.barber).toHaveValue('');
    await form.date.fill(busyDay);
    await expect(form.time.getByRole('option', { name: fullyBooked('10:00') })).toBeDisabled();
    await expect(form.time.getByRole('option', { name: '11:00', exact: true })).toBeEnabled();

    await form.date.fill(dritansDay);
    await expect(form.time.getByRole('option', { name: '10:00', exact: true })).toBeEnabled();
    await form.barber.selectOption({ label: 'Dritan Berisha' });
    await expect(form.time.getByRole('option', { name: fullyBooked('10:00') })).toBeDisabled();
    await form.barber.selectOption({ label: 'Luan Basha' });
    await expect(form.time.getByRole('option', { name: '10:00', exact: true })).toBeEnabled();
  });

  test('a transplant on a Monday at 09:00 fills that Monday for transplants, while consultations stay open', async ({ page, request }) => {
    expect(await bookThroughService(request, { service: 'hair-transplant', appointment_date: TRANSPLANT_MONDAY, appointment_time: '09:00' })).toMatchObject({ status: 'received' });

    const form = await openBooking(page);
    await form.service.selectOption('beard-transplant');
    await form.date.fill(TRANSPLANT_MONDAY);
    const message = form.section.getByText(en('availability.full'), { exact: true });
    await expect(message).toBeVisible();
    await expect(form.section.locator('[aria-live="polite"]').filter({ hasText: en('availability.full') })).toHaveCount(1);
    await expect(form.time.getByRole('option', { name: fullyBooked('09:00') })).toBeDisabled();
    const axe = await new AxeBuilder({ page }).include('section#booking').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    const offer = (await nextTimeButton(page, 'en', '09:00').boundingBox())!;
    expect(offer.height).toBeGreaterThanOrEqual(44);

    await form.service.selectOption('consultation');
    await expect(message).toHaveCount(0);
    await expect(form.time.locator('option:not([value=""])')).toHaveCount(allowedSlots('consultation', TRANSPLANT_MONDAY).length);
    await expect(form.time.locator('option:disabled:not([value=""])')).toHaveCount(0);

    await form.service.selectOption('beard-transplant');
    await nextTimeButton(page, 'en', '09:00').click();
    await expect(form.date).toHaveValue(isoDateAfter(TRANSPLANT_MONDAY, 1));
    await expect(form.time).toHaveValue('09:00');
    await expect(form.time).toBeFocused();
  });

  test("a barber's card on the barbershop page opens the form with that barber chosen", async ({ page, consoleErrors }) => {
    await page.goto('/barbershop');
    const link = page.getByRole('link', { name: localeText('en', 'team', 'bookWith', { name: 'Dritan Berisha' }) });
    await expect(page.getByRole('link', { name: /^Book with / })).toHaveCount(barbershopTeam.length);
    await link.click();
    await expect(page).toHaveURL(/\/booking\?service=classic-cut&specialist=dritan-berisha$/);
    const form = bookingForm(page);
    await expect(form.service).toHaveValue('classic-cut');
    await expect(form.barber).toHaveValue('dritan-berisha');

    // Opened in a new tab: the prerendered page hydrates without a mismatch, then chooses the barber.
    await page.goto('/booking?service=classic-cut&specialist=endrit-cela');
    await expect(form.barber).toHaveValue('endrit-cela');
    expect(consoleErrors.filter((e) => /hydrat/i.test(e))).toEqual([]);
  });
});

test.describe('a day the house is closed', () => {
  // The business closes the house for the day with its command, beside the running service.
  test.beforeAll(() => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'server/bookings/command.ts', 'close', CLOSED_WEDNESDAY, '--reason', 'Staff day'], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR! },
      encoding: 'utf8',
    });
    expect(output).toContain(`Closed ${CLOSED_WEDNESDAY}, the whole house, all day (Staff day)`);
  });

  for (const language of LANGUAGES) {
    test(`the form says so in ${language}, and offers the next day`, async ({ page }) => {
      const form = await openBooking(page, language, '?service=consultation');
      await expect(form.service).toHaveValue('consultation');
      await form.date.fill(CLOSED_WEDNESDAY);
      await expect(form.section.getByText(localeText(language, 'booking', 'availability.closed'), { exact: true })).toBeVisible();
      await expect(form.time.locator('option:not([value=""])')).toHaveCount(0);
      await nextTimeButton(page, language, '09:00').click();
      await expect(form.date).toHaveValue(isoDateAfter(CLOSED_WEDNESDAY, 1));
    });
  }
});
