import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import ICAL from 'ical.js';
import { instantAt, isoDateAfter, todayIn, weekdayOf } from '../core/dates.ts';
import { expect, fieldLabel, localeText, test } from './fixtures.ts';
import { outboxMail } from './outbox.ts';

/**
 * Answering a request in one click: a visitor books on the site, the business opens the Confirm
 * link of the real message the service wrote to the outbox, presses the one button, and sees the
 * booking confirmed. The page must pass axe as every page of the site does.
 */

const TIME_ZONE = 'Europe/Tirane';
const en = (key: string) => localeText('en', 'booking', key);

/** A weekday at least two days ahead, so the slot has not begun whatever the hour. */
function nextWeekday(): string {
  let date = isoDateAfter(todayIn(TIME_ZONE), 2);
  while ([0, 6].includes(weekdayOf(date))) date = isoDateAfter(date, 1);
  return date;
}


/** The business's copy of the request made with `email`. */
async function businessCopyFor(email: string): Promise<ParsedMail> {
  return (await outboxMail(email, /^New booking request/))[0]!;
}

/** The calendar event a message's .ics holds, read by a calendar library. */
function calendarEvent(mail: ParsedMail) {
  const file = mail.attachments.find((a) => a.filename?.endsWith('.ics'))!;
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString('utf8')));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { uid: event.uid, sequence: event.sequence, startsAt: event.startDate.toJSDate().toISOString() };
}

/** The path of the link after `label` in the message's text ("Confirm: http://…/requests/…"). */
function linkPath(mail: ParsedMail, label: string): string {
  const match = new RegExp(`^${label}: (\\S+)$`, 'm').exec(mail.text ?? '');
  if (!match) throw new Error(`no ${label} link in the message`);
  return new URL(match[1]!).pathname;
}

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  expect(violations, what).toEqual([]);
}

test.describe('answering a request from the business\'s email', () => {
  test('a request booked on the site is confirmed in two clicks from the message in the outbox', async ({ page }) => {
    const email = `e2e-answer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const date = nextWeekday();

    await page.goto('/booking');
    const form = page.locator('section#booking');
    await form.getByRole('textbox', { name: fieldLabel('en', 'name'), exact: true }).fill('Elira Hoxha');
    await form.getByRole('textbox', { name: fieldLabel('en', 'email'), exact: true }).fill(email);
    await form.getByRole('combobox', { name: fieldLabel('en', 'service'), exact: true }).selectOption('consultation');
    await form.locator('input[type="date"]').fill(date);
    await form.getByRole('combobox', { name: fieldLabel('en', 'appointment_time'), exact: true }).selectOption('11:00');
    await form.getByRole('button', { name: en('submit.labelRequest') }).click();
    await expect(page.getByRole('heading', { name: en('confirmation.title') })).toBeVisible();

    const copy = await businessCopyFor(email);
    const confirm = linkPath(copy, 'Confirm');
    // The panel's calendar file and the confirmation the service mails later are one event.
    const reference = /^Reference: (\S+)$/m.exec(copy.text ?? '')![1]!;
    const calendarHref = await page.locator('a[download$=".ics"]').getAttribute('href');
    expect(decodeURIComponent(calendarHref ?? '')).toContain(`UID:${reference}@aurum-atelier.al`);

    await page.goto(confirm);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm this appointment' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Waiting for an answer')).toBeVisible();
    await expectNoAxeViolations(page, 'the confirm page');

    await page.getByRole('button', { name: 'Confirm the appointment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The appointment is confirmed' })).toBeVisible();
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the confirmed page');

    // Opening the link again shows the state; there is nothing left to press.
    await page.goto(confirm);
    await expect(page.getByRole('heading', { level: 1, name: 'This request has already been answered' })).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
  });

  test('the page for proposing another time lists the free slots as checkboxes and passes axe', async ({ page, request }) => {
    const email = `e2e-propose-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const booked = await request.post('/functions/v1/send-booking-email', {
      data: { name: 'Ardit Krasniqi', email, phone: null, service: 'scalp-treatment', appointment_date: nextWeekday(), appointment_time: '09:00', notes: 'Crown thinning.', photos: [] },
    });
    expect(booked.status()).toBe(201);
    const propose = linkPath(await businessCopyFor(email), 'Propose another time');

    await page.goto(propose);
    await expect(page.getByRole('heading', { level: 1, name: 'Propose another time' })).toBeVisible();
    const first = page.getByRole('checkbox').first();
    await expect(first).toBeVisible();
    await expectNoAxeViolations(page, 'the propose page');

    // Sending nothing asks for a choice; choosing a time sends the proposal.
    await page.getByRole('button', { name: 'Send the proposal' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose at least one time.');
    await expectNoAxeViolations(page, 'the propose page with its error');
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Send the proposal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your proposal is on its way' })).toBeVisible();
  });

  test('the business moves a booking to another hour, and the visitor\'s calendar file follows it', async ({ page, request }) => {
    const email = `e2e-move-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const booked = await request.post('/functions/v1/send-booking-email', {
      data: { name: 'Luan Basha', email, phone: null, service: 'classic-cut', appointment_date: nextWeekday(), appointment_time: '12:00', notes: null, photos: [] },
    });
    expect(booked.status()).toBe(201);
    // A barbershop booking is confirmed at once: the business is told of a new booking, the visitor gets the confirmation.
    const [copy] = await outboxMail(email, /^New booking: /);
    expect(copy!.text).not.toMatch(/^Confirm: /m);
    const [confirmation] = await outboxMail(email, /^Your appointment is confirmed/);
    const first = calendarEvent(confirmation!);

    await page.goto(linkPath(copy!, 'Move'));
    await expect(page.getByRole('heading', { level: 1, name: 'Move this booking' })).toBeVisible();
    await expectNoAxeViolations(page, 'the move page');
    const choice = page.getByRole('radio').first();
    const [date, time] = (await choice.getAttribute('value'))!.split(' ') as [string, string];
    await choice.check();
    await page.getByRole('button', { name: 'Move the booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The booking has been moved' })).toBeVisible();
    await expect(page.getByText(time, { exact: true })).toBeVisible();

    const [moved] = await outboxMail(email, /^Your appointment has been moved/);
    const second = calendarEvent(moved!);
    expect(second.uid).toBe(first.uid);
    expect(second.sequence).toBe(first.sequence + 1);
    expect(second.startsAt).toBe(instantAt(date, time, TIME_ZONE).toISOString());
  });
});
