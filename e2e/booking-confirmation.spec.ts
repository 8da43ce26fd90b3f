import type { Page } from '@playwright/test';
import { todayIn, weekdayOf } from '../core/dates.ts';
import { expect, fieldLabel, localeText, test } from './fixtures.ts';

/**
 * Once a request is sent, the visitor reads the confirmation panel: at the top of the screen, below
 * the sticky header, and never under the success notice that arrives with it.
 */

/** A weekday far enough ahead that no other test books the same hour. */
function weekdayAhead(days: number): string {
  const [y, m, d] = todayIn('Europe/Tirane').split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  while (![1, 2, 3, 4, 5].includes(weekdayOf(date.toISOString().slice(0, 10)))) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function sendRequest(page: Page, language: string, date: string) {
  const section = page.locator('section#booking');
  await page.goto(`/booking?service=classic-cut&lang=${language}`);
  await section.getByRole('textbox', { name: fieldLabel(language, 'name'), exact: true }).fill('Mira Leka');
  await section.getByRole('textbox', { name: fieldLabel(language, 'email'), exact: true }).fill(`e2e-confirmation-${language}-${Date.now()}@example.com`);
  await section.locator('input[type="date"]').fill(date);
  await section.getByRole('combobox', { name: fieldLabel(language, 'appointment_time'), exact: true }).selectOption('11:00');
  await section.getByRole('button', { name: localeText(language, 'booking', 'submit.label') }).click();
}

for (const { width, height, language, days } of [
  { width: 390, height: 844, language: 'sq', days: 23 },
  { width: 1280, height: 800, language: 'en', days: 24 },
  { width: 1280, height: 800, language: 'tr', days: 27 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    test.describe.configure({ timeout: 60_000 });

    test(`the confirmation opens below the header and the success notice, in view (${language})`, async ({ page }) => {
      await sendRequest(page, language, weekdayAhead(days));

      const toast = page.locator('[data-sonner-toast][data-type="success"]');
      await expect(toast.locator('[data-title]')).toHaveText(localeText(language, 'booking', 'notices.success.title'));
      const title = localeText(language, 'booking', 'confirmation.titleConfirmed');
      const heading = page.getByRole('heading', { name: title });
      await expect(heading).toBeFocused();
      const panel = page.getByRole('region', { name: title });

      // Measured once the page has stopped moving: the notice arrives and the page scrolls smoothly.
      await expect(async () => {
        const before = await page.evaluate(() => window.scrollY);
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => window.scrollY)).toBe(before);
        const header = (await page.getByRole('banner').boundingBox())!;
        const headingBox = (await heading.boundingBox())!;
        const panelBox = (await panel.boundingBox())!;
        const toastBox = (await toast.boundingBox())!;
        expect(headingBox.y, 'the heading is within the screen').toBeGreaterThanOrEqual(0);
        expect(headingBox.y + headingBox.height, 'the heading is within the screen').toBeLessThanOrEqual(height);
        expect(panelBox.y, 'the panel starts below the sticky header').toBeGreaterThanOrEqual(header.y + header.height);
        expect(overlaps(headingBox, toastBox), 'the notice covers the heading').toBe(false);
        expect(panelBox.y, 'the panel starts below the notice').toBeGreaterThanOrEqual(toastBox.y + toastBox.height);
      }).toPass({ timeout: 10_000 });
      await expect(toast).toBeInViewport();
    });
  });
}
