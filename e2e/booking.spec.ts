import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Request } from '@playwright/test';
import BetterSqlite3 from 'better-sqlite3';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { todayIn, weekdayOf } from '../core/dates.ts';
import { SERVICE_GROUPS, SERVICES } from '../core/services.ts';
import { formatCalendarDate } from '../src/ui/CalendarDate.tsx';
import { expect, fieldLabel, freePort, localeText, submitName, test, useStoredLanguage } from './fixtures.ts';
import { outboxMail, outboxMessages } from './outbox.ts';

/**
 * The booking form on /booking, driven in Chromium against the production build and the real
 * booking service: every notice of docs/booking-form.md, the slot rules, photos, the submit, the outbox.
 */

type Language = 'en' | 'sq' | 'tr' | 'de';

const TIME_ZONE = 'Europe/Tirane';
const ENDPOINT = '**/functions/v1/send-booking-email';

const en = (key: string, values?: Record<string, string | number>) => localeText('en', 'booking', key, values);

/** ISO date `days` after `iso`. */
function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first date at least `minDaysAhead` days after today in Tirana whose weekday is one of `weekdays`. */
function nextDate(weekdays: number[], minDaysAhead = 2): string {
  let date = addDays(todayIn(TIME_ZONE), minDaysAhead);
  while (!weekdays.includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

const WEEKDAY = nextDate([1, 2, 3, 4, 5]);
const OTHER_WEEKDAY = nextDate([1, 2, 3, 4, 5], 9);
const SATURDAY = nextDate([6]);
const SUNDAY = nextDate([0]);

/** Test photos: real JPEG and PNG bytes made with sharp, and a text file. */
const files = (() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'booking-e2e-photos-'));
  return {
    dir,
    phonePhoto: path.join(dir, 'IMG_2041.jpg'),
    screenshot: path.join(dir, 'hairline.png'),
    smallPhoto: path.join(dir, 'beard.jpg'),
    noisyPhoto: path.join(dir, 'crown.jpg'),
    notes: path.join(dir, 'notes.txt'),
  };
})();

/** Raw RGB pixels of a diagonal gradient with fine stripes: cheap to make, not trivially compressible. */
function gradientPixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = (x + y) % 7 === 0 ? 255 : 90;
    }
  }
  return pixels;
}

test.beforeAll(async () => {
  test.setTimeout(90_000); // a busy machine encodes a 12-megapixel JPEG slowly
  // A 12-megapixel phone photo, stored sideways with EXIF orientation 6 (shown upright) and camera metadata.
  await sharp(gradientPixels(4000, 3000), { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'E2E 12', Copyright: 'Visitor' } })
    .withMetadata({ orientation: 6 })
    .toFile(files.phonePhoto);
  await sharp({ create: { width: 1200, height: 900, channels: 4, background: { r: 200, g: 180, b: 150, alpha: 0.6 } } }).png().toFile(files.screenshot);
  await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 30, b: 20 } } }).jpeg().toFile(files.smallPhoto);
  // Grain compresses badly: a photo that stays large after every re-encoding.
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#806040', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .jpeg({ quality: 90 })
    .toFile(files.noisyPhoto);
  writeFileSync(files.notes, 'Please call me after 5 pm.');
});

/** A fresh address per booking, to find its messages in the shared outbox. */
function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The form's controls, found the way a visitor finds them: by their visible labels. */
function bookingForm(page: Page, language: Language = 'en') {
  const s = (key: string) => localeText(language, 'booking', key);
  const section = page.locator('section#booking');
  return {
    section,
    requiredNote: section.getByText(s('form.requiredNote'), { exact: true }),
    name: section.getByRole('textbox', { name: fieldLabel(language, 'name'), exact: true }),
    email: section.getByRole('textbox', { name: fieldLabel(language, 'email'), exact: true }),
    phone: section.getByRole('textbox', { name: new RegExp(`^${fieldLabel(language, 'phone')}\\b`) }),
    service: section.getByRole('combobox', { name: fieldLabel(language, 'service'), exact: true }),
    date: section.locator('input[type="date"]'),
    dateLabel: section.getByText(fieldLabel(language, 'appointment_date'), { exact: true }),
    time: section.getByRole('combobox', { name: fieldLabel(language, 'appointment_time'), exact: true }),
    notes: section.getByRole('textbox', { name: new RegExp(`^${fieldLabel(language, 'notes')}\\b`) }),
    photos: section.getByLabel(s('photos.add'), { exact: true }),
    photoStatus: section.getByRole('status').first(),
    thumbnails: section.locator('form').getByRole('listitem'),
    consent: section.getByRole('checkbox'),
    submit: section.getByRole('button', { name: submitName(language) }),
  };
}
type BookingForm = ReturnType<typeof bookingForm>;

/** The open notice with this title; destructive notices are sonner's error toasts. */
function notice(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]', { hasText: title }) });
}

async function expectNotice(page: Page, title: string, description: string, type: 'error' | 'success'): Promise<Locator> {
  const toast = notice(page, title);
  await expect(toast).toBeVisible();
  await expect(toast.locator('[data-description]')).toContainText(description);
  await expect(toast).toHaveAttribute('data-type', type);
  return toast;
}

/** Every POST to the booking function the page makes. */
function recordBookingRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/functions/v1/send-booking-email')) requests.push(request);
  });
  return requests;
}

async function fillRequired(form: BookingForm, values: { name: string; email: string; service: string; date: string; time: string }) {
  await form.name.fill(values.name);
  await form.email.fill(values.email);
  await form.service.selectOption(values.service);
  await form.date.fill(values.date);
  await form.time.selectOption(values.time);
}

async function openBooking(page: Page, language: Language = 'en', origin = ''): Promise<BookingForm> {
  if (language !== 'en') await useStoredLanguage(page, language);
  await page.goto(`${origin}/booking`);
  const form = bookingForm(page, language);
  await expect(form.submit).toBeVisible();
  // A touch on the form (here on its opening note, so that no field takes the focus) starts its
  // clock: the date's minimum, today in Tirana, shows the form is live.
  await form.requiredNote.click();
  await expect(form.date).toHaveAttribute('min', todayIn(TIME_ZONE));
  return form;
}

const timeSlots = (form: BookingForm) => form.time.locator('option:not([value=""])');

test.describe('booking form', () => {
  // Whole flows that shrink photos in the browser take longer than the default on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  test('a bot that fills the hidden field is answered as if booked, and nothing reaches the business', async ({ page }) => {
    const form = await openBooking(page);
    const email = uniqueEmail('bot');
    await fillRequired(form, { name: 'Spam Bot', email, service: 'classic-cut', date: WEEKDAY, time: '10:00' });
    await expect(page.locator('input[name="website"]')).toBeHidden();
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'https://cheap-pills.example'));
    await form.submit.click();
    await expectNotice(page, 'Appointment Booked Successfully!', 'Classic Haircut', 'success');
    // The real bookings' messages are written within a second or two; give the worker that long.
    await page.waitForTimeout(3000);
    expect(await outboxMessages(email)).toEqual([]);
  });

  test('what a visitor types and chooses before the form is live is kept and sent', async ({ browser }) => {
    // A page of its own: the test's page waits for the form to be live, and here it must not be yet.
    const visitor = await browser.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await visitor.route(/\/assets\/BookingForm-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await visitor.goto('/booking');
    const form = bookingForm(visitor, 'en');
    const email = uniqueEmail('early');
    await form.name.fill('Elira Hoxha');
    await form.email.fill(email);
    await form.service.selectOption('classic-cut');
    await form.date.fill(WEEKDAY);
    expect(await visitor.evaluate((attribute) => document.documentElement.hasAttribute(attribute), 'data-interactive')).toBe(false);
    release();
    await expect(visitor.locator('html')).toHaveAttribute('data-interactive', '');
    await expect(form.name).toHaveValue('Elira Hoxha');
    await expect(form.service).toHaveValue('classic-cut');
    await expect(form.date).toHaveValue(WEEKDAY);
    await form.time.selectOption('10:00');
    await form.submit.click();
    await expectNotice(visitor, 'Appointment Booked Successfully!', 'Classic Haircut', 'success');
    const messages = await outboxMail(email, /./, 2);
    expect(messages.every((message) => message.text?.includes('Elira Hoxha'))).toBe(true);
    await visitor.close();
  });

  test('loads without reading the clock or fetching the payload check; the first focus on the form starts both', async ({ page }) => {
    const payloadCheck: string[] = [];
    page.on('request', (request) => {
      if (/\/checkBookingPayload-[\w-]+\.js$/.test(request.url())) payloadCheck.push(request.url());
    });
    await page.goto('/booking');
    const form = bookingForm(page, 'en');
    await expect(form.submit).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Nothing depends on the time before a service and a date are chosen: the page's load pays
    // neither for today's date in Tirana (the page's first Intl.DateTimeFormat) nor for zod.
    await expect(form.date).not.toHaveAttribute('min');
    expect(payloadCheck).toEqual([]);
    await form.name.focus();
    await expect(form.date).toHaveAttribute('min', todayIn(TIME_ZONE));
    await expect.poll(() => payloadCheck.length).toBe(1);
  });

  test('lists every service in its group, the consultation as free, and the date from today in Tirana', async ({ page }) => {
    const form = await openBooking(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(localeText('en', 'common', 'routes.booking'));
    await expect(form.section).toHaveAttribute('id', 'booking');
    await expect(form.service.locator('optgroup')).toHaveCount(SERVICE_GROUPS.length);
    await expect(form.service.locator('optgroup option')).toHaveCount(SERVICES.length);
    await expect(form.service.locator('option', { hasText: 'Hair Loss Consultation (free)' })).toHaveCount(1);
    await expect(form.name).toHaveAttribute('required', '');
    await expect(form.email).toHaveAttribute('type', 'email');
    await expect(form.date).toHaveAttribute('required', '');
    // The form's words exactly, with the hours rendered from core/hours.ts, a word joiner (not
    // drawn, not spoken) after the dash and no-break spaces after the colons, so that neither
    // '09:00-' nor 'Sat:' ends a line.
    const dateHint = 'Available Monday to Saturday (Sat: 09:00-16:00, Sun: Closed)'.replace('-', '-\u2060').replace(/: /g, ':\u00a0');
    await expect(form.section.getByText(dateHint, { exact: true })).toBeVisible();
    await expect(form.date).toHaveAccessibleDescription(dateHint);
    // Nothing to choose yet: the time list says what to choose first.
    await expect(timeSlots(form)).toHaveCount(0);
    await expect(form.time).toHaveAccessibleDescription(en('fields.timeHintChooseBoth'));
    // The hints follow the choices: what is still missing, then the chosen group's hours.
    await form.service.selectOption('classic-cut');
    await expect(form.time).toHaveAccessibleDescription(
      `${en('fields.timeHintChooseDate')} Barbershop: Monday to Friday 09:00 – 20:00, Saturday 09:00 – 16:00, closed on Sunday.`,
    );
  });

  // A table is held two hours, so the house seats its last table two hours before the restaurant's closing hour.
  const GROUPS = [
    { service: 'classic-cut', group: 'Barbershop', weekday: 12, first: '09:00', last: '20:00', closes: '20:00', saturday: 8, lastSaturday: '16:00' },
    { service: 'table-reservation', group: 'Restaurant', weekday: 11, first: '09:00', last: '19:00', closes: '20:00', saturday: 7, lastSaturday: '15:00' },
    { service: 'filler-treatment', group: 'Aesthetics', weekday: 10, first: '09:00', last: '18:00', closes: '18:00', saturday: 8, lastSaturday: '16:00' },
    { service: 'consultation', group: 'Hair Clinic', weekday: 9, first: '09:00', last: '17:00', closes: '17:00', saturday: 8, lastSaturday: '16:00' },
  ] as const;

  test(`offers 12, 10 or 9 times on a weekday (${WEEKDAY}) and 8 on a Saturday (${SATURDAY}) per group, with the group's hours`, async ({ page }) => {
    const form = await openBooking(page);
    for (const { service, group, weekday, first, last, closes, saturday, lastSaturday } of GROUPS) {
      await form.service.selectOption(service);
      await form.date.fill(WEEKDAY);
      await expect(timeSlots(form), `${service} on ${WEEKDAY}`).toHaveCount(weekday);
      await expect(timeSlots(form).first()).toHaveText(first);
      await expect(timeSlots(form).last()).toHaveText(last);
      await expect(form.time).toHaveAccessibleDescription(new RegExp(`^${group}: Monday to Friday 09:00\\s–\\s${closes}, Saturday 09:00\\s–\\s16:00, closed on Sunday\\.$`));
      await form.date.fill(SATURDAY);
      await expect(timeSlots(form), `${service} on ${SATURDAY}`).toHaveCount(saturday);
      await expect(timeSlots(form).last()).toHaveText(lastSaturday);
    }
  });

  test('refuses a Sunday with its notice, keeping the date chosen before', async ({ page }) => {
    const form = await openBooking(page);
    await form.date.fill(WEEKDAY);
    await form.date.fill(SUNDAY);
    await expectNotice(page, 'Sunday Not Available', 'Please select Monday-Saturday. We are closed on Sundays.', 'error');
    await expect(form.date).toHaveValue(WEEKDAY);
    // The notices are a polite live region, and each can be dismissed.
    await expect(page.locator('section[aria-live="polite"]')).toHaveCount(1);
    await notice(page, 'Sunday Not Available').getByRole('button').click();
    await expect(notice(page, 'Sunday Not Available')).toHaveCount(0);
  });

  test('a new date clears the time; a new service keeps the time only when it offers it', async ({ page }) => {
    const form = await openBooking(page);
    await form.service.selectOption('classic-cut');
    await form.date.fill(WEEKDAY);
    await form.time.selectOption('16:00');
    await form.service.selectOption('prp-therapy'); // hair clinic: until 17:00
    await expect(form.time).toHaveValue('16:00');
    await form.time.selectOption('17:00');
    await form.service.selectOption('hydro-facial'); // aesthetics: until 18:00
    await expect(form.time).toHaveValue('17:00');
    await form.service.selectOption('private-dining');
    await form.time.selectOption('19:00');
    await form.service.selectOption('eyebrow-transplant'); // hair clinic hours
    await expect(form.time).toHaveValue('');
    await form.time.selectOption('10:00');
    await form.date.fill(OTHER_WEEKDAY);
    await expect(form.time).toHaveValue('');
  });

  test('names the required fields when one is missing, and sends nothing', async ({ page }) => {
    const requests = recordBookingRequests(page);
    const form = await openBooking(page);
    await form.name.fill('Elira Hoxha');
    await form.email.fill('elira@example.com');
    await form.date.fill(WEEKDAY);
    await form.submit.click();
    await expectNotice(page, 'Please fill in all required fields', 'Name, email, service, date, and time are required.', 'error');
    await expect(form.service).toBeFocused();
    await expect(form.service).toHaveAttribute('aria-invalid', 'true');

    await form.service.selectOption('beard-styling');
    await form.submit.click();
    await expect(form.time).toBeFocused();
    expect(requests).toHaveLength(0);
  });

  test('refuses at once a photo the browser cannot read, such as an iPhone HEIC, instead of failing the booking later', async ({ page }) => {
    const form = await openBooking(page);
    const heic = { name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.from([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]) };
    await form.photos.setInputFiles([heic]);
    await expectNotice(page, 'Photo could not be read', 'We could not open “IMG_0042.HEIC”. Please choose a JPG or PNG photo instead.', 'error');
    await expect(form.photoStatus).toHaveText('No photos attached');
    await expect(form.consent).toHaveCount(0);
  });

  test('keeps only images, appends picks, removes photos one by one, and asks for consent while photos are attached', async ({ page }) => {
    const requests = recordBookingRequests(page);
    const form = await openBooking(page);
    await expect(form.photoStatus).toHaveText('No photos attached');
    await expect(form.consent).toHaveCount(0);

    await form.photos.setInputFiles([files.smallPhoto, files.notes]);
    await expectNotice(page, 'Invalid file type', 'Please only upload image files (JPG, PNG, etc.)', 'error');
    await expect(form.photoStatus).toHaveText('1 photo attached');
    await form.photos.setInputFiles([files.screenshot]);
    await expect(form.photoStatus).toHaveText('2 photos attached');
    await expect(form.thumbnails).toHaveCount(2);
    await expect(form.section.getByRole('img', { name: 'Preview of beard.jpg' })).toBeVisible();
    await expect(form.section.getByText('hairline.jpg', { exact: true })).toBeVisible();

    // Consent appears, unticked, with a link to the privacy policy that keeps this tab.
    await expect(form.consent).not.toBeChecked();
    await expect(form.consent).toHaveAccessibleName(en('consent.label', { brand: 'Aurum Atelier' }));
    const privacy = form.section.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    await expect(privacy).toHaveAttribute('href', '/privacy');
    await expect(privacy).toHaveAttribute('target', '_blank');
    await expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');

    await fillRequired(form, { name: 'Arta Krasniqi', email: 'arta@example.com', service: 'beard-transplant', date: WEEKDAY, time: '10:00' }); // a transplant starts at nine or ten
    await form.submit.click();
    await expectNotice(page, 'Photo consent needed', `tick “${en('consent.label', { brand: 'Aurum Atelier' })}”`, 'error');
    await expect(form.consent).toBeFocused();
    expect(requests).toHaveLength(0);

    // The notice goes as soon as the box is ticked: it no longer describes the form.
    await form.consent.check();
    await expect(notice(page, 'Photo consent needed')).toHaveCount(0);
    await form.section.getByRole('button', { name: 'Remove beard.jpg' }).click();
    await expect(form.photoStatus).toHaveText('1 photo attached');
    await expect(form.section.getByText('beard.jpg', { exact: true })).toHaveCount(0);
    await form.section.getByRole('button', { name: 'Remove hairline.jpg' }).click();
    await expect(form.photoStatus).toHaveText('No photos attached');
    await expect(form.consent).toHaveCount(0);

    // The next photo asks for consent again.
    await form.photos.setInputFiles([files.smallPhoto]);
    await expect(form.consent).not.toBeChecked();
    expect(requests).toHaveLength(0);
  });

  test('books with two photos: downscaled and upright, success notice, form reset, two messages in the outbox @both', async ({ page }) => {
    const requests = recordBookingRequests(page);
    const email = uniqueEmail('full');
    const form = await openBooking(page);

    await form.photos.setInputFiles([files.phonePhoto, files.notes]);
    await expectNotice(page, 'Invalid file type', 'Please only upload image files (JPG, PNG, etc.)', 'error');
    await expect(form.photoStatus).toHaveText('1 photo attached');
    await form.photos.setInputFiles([files.screenshot]);
    await expect(form.photoStatus).toHaveText('2 photos attached');
    await fillRequired(form, { name: 'Elira Hoxha', email, service: 'scalp-treatment', date: WEEKDAY, time: '15:00' });
    await form.phone.fill('+355 69 123 4567');
    await form.notes.fill('First visit. Thinning at the crown.');
    await form.consent.check();

    await form.submit.click();
    const toast = await expectNotice(page, 'Appointment Booked Successfully!', 'Scalp Treatment', 'success');
    await expect(toast).toContainText("at 15:00. We'll send a confirmation email shortly. We received 2 photos.");

    // What was sent: the contract's shape, photos at most 2048 px, turned upright, without metadata.
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const body = request.postDataJSON() as Record<string, unknown> & { photos: { filename: string; type: string; content: number[] }[] };
    expect(body).toMatchObject({
      name: 'Elira Hoxha',
      email,
      phone: '+355 69 123 4567',
      service: 'scalp-treatment',
      appointment_date: WEEKDAY,
      appointment_time: '15:00',
      notes: 'First visit. Thinning at the crown.',
      photo_consent: true,
      language: 'en',
    });
    expect(body.photos.map((p) => [p.filename, p.type])).toEqual([
      ['IMG_2041.jpg', 'image/jpeg'],
      ['hairline.jpg', 'image/jpeg'],
    ]);
    const sent = await sharp(Buffer.from(body.photos[0]!.content)).metadata();
    expect({ width: sent.width, height: sent.height, format: sent.format }).toEqual({ width: 1536, height: 2048, format: 'jpeg' });
    expect(sent.exif).toBeUndefined();
    expect(sent.orientation).toBeUndefined();
    // The 12-megapixel original is about 4 MB; what is sent is well under 1 MB.
    expect(readFileSync(files.phonePhoto).length).toBeGreaterThan(3 * 1024 * 1024);
    expect(body.photos[0]!.content.length).toBeLessThan(1024 * 1024);

    // The confirmation panel stands in for the form; asking for another brings the form back empty, photos cleared.
    await expect(page.getByRole('heading', { name: en('confirmation.title') })).toBeFocused();
    await form.section.getByRole('button', { name: en('confirmation.another') }).click();
    for (const field of [form.name, form.email, form.phone, form.date, form.notes]) await expect(field).toHaveValue('');
    await expect(form.service).toHaveValue('');
    await expect(form.time).toHaveValue('');
    await expect(form.photoStatus).toHaveText('No photos attached');
    await expect(form.thumbnails).toHaveCount(0);
    await expect(form.consent).toHaveCount(0);

    // The business's request and the visitor's confirmation, written by the outbox worker.
    const messages = await outboxMail(email, /./, 2);
    const withPhotos = messages.filter((m) => m.attachments.filter((a) => a.contentType.startsWith('image/')).length === 2);
    expect(withPhotos, 'one message carries the two photos').toHaveLength(1);
  });

  test('shows "Booking Error" when the service cannot be reached, keeps every value, and a retry books once', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('down');
    const keys: string[] = [];
    // The booking service is down, as the browser sees it.
    await page.route(ENDPOINT, (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return route.abort('connectionrefused');
    });
    const form = await openBooking(page);
    await fillRequired(form, { name: 'Dritan Shehu', email, service: 'hot-towel-shave', date: SATURDAY, time: '12:00' });
    await form.phone.fill('069 555 0101');
    await form.notes.fill('Quick shave before a wedding.');
    await form.photos.setInputFiles([files.smallPhoto, files.screenshot]);
    await expect(form.photoStatus).toHaveText('2 photos attached');
    await form.consent.check();

    await form.submit.click();
    await expectNotice(page, 'Booking Error', 'There was an error submitting your booking. Please try again.', 'error');
    expect(consoleErrors.some((e) => e.includes('Booking request failed'))).toBe(true);

    await expect(form.name).toHaveValue('Dritan Shehu');
    await expect(form.email).toHaveValue(email);
    await expect(form.phone).toHaveValue('069 555 0101');
    await expect(form.service).toHaveValue('hot-towel-shave');
    await expect(form.date).toHaveValue(SATURDAY);
    await expect(form.time).toHaveValue('12:00');
    await expect(form.notes).toHaveValue('Quick shave before a wedding.');
    await expect(form.photoStatus).toHaveText('2 photos attached');
    await expect(form.section.getByRole('img', { name: 'Preview of beard.jpg' })).toBeVisible();
    await expect(form.consent).toBeChecked();
    await expect(form.submit).toBeEnabled();

    // The service is back: the same attempt is retried under the same idempotency key.
    await page.unroute(ENDPOINT);
    const retried = page.waitForRequest((r) => r.url().includes('/functions/v1/send-booking-email') && r.method() === 'POST');
    await form.submit.click();
    await expectNotice(page, 'Appointment Booked Successfully!', 'We received 2 photos.', 'success');
    expect((await retried).headers()['idempotency-key']).toBe(keys[0]);
    await outboxMail(email, /./, 2);
  });

  test('a double click sends one request, while the button shows that it is sending', async ({ page }) => {
    const requests = recordBookingRequests(page);
    // Hold the request until the clicks are done, so that they land while it is in flight.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENDPOINT, async (route) => {
      await held;
      await route.continue();
    });
    const email = uniqueEmail('double');
    const form = await openBooking(page);
    await fillRequired(form, { name: 'Genti Dervishi', email, service: 'complete-grooming', date: WEEKDAY, time: '18:00' });
    await form.submit.dblclick();
    const sending = form.section.getByRole('button', { name: 'Sending…' });
    await expect(sending).toBeVisible();
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await sending.click({ force: true });
    release();
    await expectNotice(page, 'Appointment Booked Successfully!', 'Complete Grooming', 'success');
    expect(requests).toHaveLength(1);
    // The barbershop books at once: the panel says the appointment is confirmed.
    await expect(page.getByRole('heading', { name: en('confirmation.titleConfirmed') })).toBeVisible();
    await outboxMail(email, /./, 2);
  });

  // Each language at its own hour: the clinic has two rooms, and the three requests would otherwise fill one hour.
  const FLOW_TIME = { sq: '12:00', tr: '13:00', de: '14:00' } as const;
  for (const language of ['sq', 'tr', 'de'] as const) {
    test(`the whole flow in ${language}`, async ({ page }) => {
      const s = (key: string, values?: Record<string, string | number>) => localeText(language, 'booking', key, values);
      const requests = recordBookingRequests(page);
      const email = uniqueEmail(language);
      const form = await openBooking(page, language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(localeText(language, 'common', 'routes.booking'));
      await expect(form.section.getByText(s('fields.dateHint', { open: '09:00', close: '16:00' }), { exact: true })).toBeVisible();

      await form.date.fill(SUNDAY);
      await expectNotice(page, s('notices.sunday.title'), s('notices.sunday.description'), 'error');

      await form.submit.click(); // nothing filled: the browser's own check stops at the name first
      await expect(form.name).toBeFocused();
      await form.name.fill('Ardit Gashi');
      await form.email.fill(email);
      await form.date.fill(WEEKDAY);
      await form.submit.click();
      await expectNotice(page, s('notices.fillRequired.title'), s('notices.fillRequired.description'), 'error');

      const serviceName = localeText(language, 'services', 'names.consultation');
      await form.service.selectOption({ label: serviceName });
      await expect(form.time).toHaveAccessibleDescription(new RegExp(localeText(language, 'services', 'groups.hairClinic')));
      await form.time.selectOption(FLOW_TIME[language]);
      await form.photos.setInputFiles([files.smallPhoto, files.notes]);
      await expectNotice(page, s('notices.invalidFileType.title'), s('notices.invalidFileType.description'), 'error');
      await expect(form.photoStatus).toHaveText(s('photos.count_one', { count: 1 }));
      await expect(form.consent).toHaveAccessibleName(s('consent.label', { brand: 'Aurum Atelier' }));
      await form.consent.check();

      await form.submit.click();
      const toast = await expectNotice(page, s('notices.success.title'), serviceName, 'success');
      await expect(toast).toContainText(s('notices.success.description'));
      await expect(toast).toContainText(s('notices.success.photos_one', { count: 1 }));
      const writtenDate = formatCalendarDate(WEEKDAY, language);
      await expect(toast).toContainText(writtenDate);
      await expect(form.section).toContainText(writtenDate);
      expect(requests).toHaveLength(1);
      expect((requests[0]!.postDataJSON() as { language: string }).language).toBe(language);
      await expect(page.getByRole('heading', { name: s('confirmation.title') })).toBeFocused();
      await form.section.getByRole('button', { name: s('confirmation.another') }).click();
      await expect(form.name).toHaveValue('');
      await outboxMail(email, /./, 2);
    });
  }

  test('has no accessibility violations with notices open @both', async ({ page }) => {
    const form = await openBooking(page);
    await form.photos.setInputFiles([files.smallPhoto, files.notes]);
    await expect(form.consent).toBeVisible();
    await form.name.fill('Elira Hoxha');
    await form.email.fill('elira@example.com');
    await form.date.fill(WEEKDAY);
    await form.submit.click();
    await expect(notice(page, 'Please fill in all required fields')).toBeVisible();
    await expect(notice(page, 'Invalid file type')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

/** Writes zeros into `file` until the filesystem holding it has no room left. */
function fillDisk(file: string): void {
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(64 * 1024);
  try {
    for (;;) writeSync(fd, block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

test.describe('booking while the database cannot be written', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let disk: string;
  let dataDir: string;
  let service: ChildProcess;
  let origin: string;

  // A service of its own whose data lives on a small filesystem (a tmpfs) the test fills up: the
  // real database failing on write, not a faked answer. Mounting needs root, as CI has; without
  // it the test fails and says why rather than skipping.
  test.beforeAll(async () => {
    disk = mkdtempSync(path.join(os.tmpdir(), 'salon-e2e-disk-'));
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', disk], { stdio: 'pipe' });
    } catch (error) {
      throw new Error(`This test mounts a small tmpfs to fill it, which needs root: ${(error as Error).message}`, { cause: error });
    }
    dataDir = path.join(disk, 'data');
    mkdirSync(dataDir);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    service = spawn(process.execPath, ['dist-server/main.mjs'], {
      // No disk reserve for photos: the database's own failure on the full disk is under test.
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: process.env.DIST_DIR ?? 'dist', LOG_LEVEL: 'fatal', NODE_ENV: 'test', DISK_RESERVE_MB: '0' },
      stdio: 'inherit',
    });
    await expect.poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status, { timeout: 20_000 }).toBe(200);
  });

  test.afterAll(async () => {
    if (service && service.exitCode === null) {
      const exited = new Promise((resolve) => service.once('exit', resolve));
      service.kill();
      await exited;
    }
    if (disk) {
      execFileSync('umount', [disk]);
      rmSync(disk, { recursive: true, force: true });
    }
  });

  test('shows "Booking Error", keeps every value and stores nothing; once there is room, the same request books once', async ({ page }) => {
    const email = uniqueEmail('full-disk');
    const filler = path.join(disk, 'filler');
    fillDisk(filler);

    const form = await openBooking(page, 'en', origin);
    await fillRequired(form, { name: 'Besa Leka', email, service: 'consultation', date: WEEKDAY, time: '10:00' });
    await form.notes.fill('Crown thinning since last spring.');
    // Larger than the room the database's files already hold, so that storing it needs the full disk.
    await form.photos.setInputFiles([files.noisyPhoto]);
    await expect(form.photoStatus).toHaveText('1 photo attached');
    await form.consent.check();
    const answered = page.waitForResponse((r) => r.url().includes('/functions/v1/send-booking-email'));
    await form.submit.click();
    expect((await answered).status()).toBe(503);
    await expectNotice(page, 'Booking Error', 'There was an error submitting your booking. Please try again.', 'error');

    await expect(form.name).toHaveValue('Besa Leka');
    await expect(form.email).toHaveValue(email);
    await expect(form.service).toHaveValue('consultation');
    await expect(form.date).toHaveValue(WEEKDAY);
    await expect(form.time).toHaveValue('10:00');
    await expect(form.notes).toHaveValue('Crown thinning since last spring.');
    await expect(form.photoStatus).toHaveText('1 photo attached');
    await expect(form.consent).toBeChecked();

    const stored = () => {
      const db = new BetterSqlite3(path.join(dataDir, 'bookings.db'), { readonly: true, fileMustExist: true });
      try {
        return db.prepare('SELECT count(*) AS n FROM bookings WHERE email = ?').get(email) as { n: number };
      } finally {
        db.close();
      }
    };
    expect(stored().n, 'nothing half-written').toBe(0);

    // Room again: the service takes the same request without a restart, and stores it once.
    rmSync(filler);
    await form.submit.click();
    await expectNotice(page, 'Appointment Booked Successfully!', 'We received 1 photo.', 'success');
    expect(stored().n).toBe(1);
  });
});
