import AxeBuilder from '@axe-core/playwright';
import { houseRules, lastUpdated, retention } from '../content/legal.ts';
import { formatCalendarDate } from '../src/ui/CalendarDate.tsx';
import { expect, LANGUAGES, localeFile, test, useStoredLanguage } from './fixtures.ts';

type Language = (typeof LANGUAGES)[number];
type Titled = Record<string, { title: string }>;
interface LegalStrings {
  privacy: { sections: Titled };
  terms: { sections: Titled };
}

const PAGES = [
  { path: '/privacy', document: 'privacy' },
  { path: '/terms', document: 'terms' },
] as const;

/** The page title and every section heading, in one language, straight from the locale files. */
function headings(language: Language, document: 'privacy' | 'terms') {
  const common = localeFile<{ routes: Record<string, string> }>(language, 'common');
  const legal = localeFile<LegalStrings>(language, 'legal');
  return {
    title: common.routes[document]!,
    sections: Object.entries(legal[document].sections).map(([id, { title }]) => ({ id, title })),
  };
}

const number = (value: number) => new RegExp(`(^|\\D)${value}(\\D|$)`);

test.describe('Privacy Policy and Terms of Service', () => {
  for (const language of LANGUAGES) {
    for (const page of PAGES) {
      test(`${page.path} in ${language}: the title and every section heading`, async ({ page: tab, context, baseURL, consoleErrors }) => {
        // Both the stored choice and its cookie: the server then sends the page prerendered in this
        // language, and the browser hydrates it (dates included) without a mismatch.
        await useStoredLanguage(tab, language);
        await context.addCookies([{ name: 'preferred-language', value: language, url: baseURL! }]);
        await tab.goto(page.path);
        const expected = headings(language, page.document);
        await expect(tab.locator('html')).toHaveAttribute('lang', language);
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(expected.title);
        const main = tab.getByRole('main');
        for (const section of expected.sections) {
          await expect(main.locator(`section#${section.id}`).getByRole('heading', { level: 2, name: section.title })).toBeVisible();
        }
        await expect(main.getByRole('heading', { level: 2 })).toHaveCount(expected.sections.length);
        await expect(main).not.toContainText('{{');
        // Written by the server (Node) and by the browser (Chromium): the same text either way.
        await expect(main.locator(`time[datetime="${lastUpdated}"]`)).toHaveText(formatCalendarDate(lastUpdated, language));
        expect(consoleErrors, 'console errors, e.g. a hydration mismatch').toEqual([]);
      });
    }
  }

  for (const page of PAGES) {
    test(`${page.path}: each contents link scrolls to its section`, async ({ page: tab }) => {
      test.slow(); // fourteen clicks, each waiting for its section to come into view
      await tab.emulateMedia({ reducedMotion: 'reduce' }); // instant jumps rather than smooth scrolls
      await tab.goto(page.path);
      const contents = tab.getByRole('navigation', { name: 'On this page' });
      const links = contents.getByRole('link');
      const expected = headings('en', page.document).sections;
      await expect(links).toHaveCount(expected.length);
      // From the last to the first, so every click has to move the page.
      for (let index = expected.length - 1; index >= 0; index--) {
        const { id, title } = expected[index]!;
        const link = links.nth(index);
        await expect(link).toHaveAttribute('href', `#${id}`);
        await expect(link).toContainText(title);
        await link.click();
        await expect(tab).toHaveURL(new RegExp(`#${id}$`));
        await expect(tab.locator(`#${id}`).getByRole('heading', { level: 2 })).toBeInViewport();
      }
    });
  }

  test('the privacy policy states the retention periods of src/content/legal.ts, in every language', async ({ page }) => {
    for (const language of LANGUAGES) {
      await useStoredLanguage(page, language);
      await page.goto('/privacy');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const periods = page.locator('#retention dd');
      const stated = [
        retention.bookingRetentionMonths,
        retention.photoRetentionDays,
        retention.newsletterUnconfirmedDays,
        retention.serverLogRetentionDays,
        retention.languagePreferenceDays,
      ];
      await expect(periods).toHaveCount(stated.length);
      for (const [index, period] of stated.entries()) await expect(periods.nth(index)).toContainText(number(period));
      await expect(page.locator('#newsletter')).toContainText(number(retention.newsletterUnconfirmedDays));
      await expect(page.locator('#cookies')).toContainText(number(retention.languagePreferenceDays));
    }
  });

  test('the terms state the house rules of src/content/legal.ts', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.locator('#cancellation')).toContainText(`at least ${houseRules.cancellationNoticeHours} hours`);
    await expect(page.locator('#punctuality')).toContainText(`more than ${houseRules.lateArrivalGraceMinutes} minutes late`);
    await expect(page.locator('#restaurant')).toContainText(`${houseRules.tableHoldMinutes} minutes after the time reserved`);
    await expect(page.locator('#treatments')).toContainText(`aged ${houseRules.treatmentMinimumAge} or over`);
  });

  test('the language cookie lasts exactly as long as the privacy policy says', async ({ page, context }) => {
    await page.goto('/privacy');
    await page.getByRole('button', { name: /^EN\W+Language: English$/ }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const cookie = (await context.cookies()).find((c) => c.name === 'preferred-language');
    expect(cookie?.value).toBe('de');
    const lifetimeDays = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(lifetimeDays).toBeCloseTo(retention.languagePreferenceDays, 1);
    await expect(page.locator('#cookies')).toContainText(`nach ${retention.languagePreferenceDays} Tagen`);
  });

  for (const page of PAGES) {
    test(`${page.path} has no accessibility violations @both`, async ({ page: tab }) => {
      test.slow(); // axe checks every node of a long document
      await tab.goto(page.path);
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page: tab }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
