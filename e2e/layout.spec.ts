import type { Page } from '@playwright/test';
import { KNOWN_PATHS } from '../content/routes.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';

/**
 * No page runs off the side of the screen, in any language, on a small phone, a common phone and
 * a tablet: no block wider than the window, and no word wider than the box it sits in (a long
 * German compound, say). Checked twice per width: with the sections below the first screen not
 * laid out yet (`render-when-near` skips them, and a skipped block's size is an estimate), and
 * with every block laid out, as after a scroll to an anchor.
 */
const WIDTHS = [360, 390, 1024];
const ROUTES = [...KNOWN_PATHS, '/no-such-page'];

/** Blocks of the page (and, once laid out, words) that reach past the window or their box. */
async function overflows(page: Page, { wholePage }: { wholePage: boolean }): Promise<string[]> {
  return page.evaluate((whole) => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const block of document.querySelectorAll('header, main > *, section, footer')) {
      const box = block.getBoundingClientRect();
      if (box.right > viewport + 1) problems.push(`${describe(block)} is ${Math.round(box.width)} px wide`);
    }
    if (!whole) return problems;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('.sr-only, [hidden], script, style, svg')) continue;
      let container: Element | null = parent;
      while (container && getComputedStyle(container).display.startsWith('inline')) container = container.parentElement;
      if (!container) continue;
      const limit = container.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.width === 0) continue;
        if (line.right > Math.min(viewport, limit.right) + 1 || line.left < Math.max(0, limit.left) - 1) {
          problems.push(`"${node.textContent.trim().slice(0, 40)}" runs out of ${describe(container)} by ${Math.round(Math.max(line.right - Math.min(viewport, limit.right), Math.max(0, limit.left) - line.left))} px`);
          break;
        }
      }
    }
    return problems;
  }, wholePage);
}

test.describe('no page scrolls sideways', () => {
  // Three widths, each checked twice, in one load.
  test.describe.configure({ timeout: 90_000 });
  for (const route of ROUTES) {
    for (const language of LANGUAGES) {
      test(`${route} in ${language}, at ${WIDTHS.join(', ')} px`, async ({ page }) => {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
        await page.goto(language === 'en' ? route : `${route}?lang=${language}`);
        await page.evaluate(() => document.fonts.ready);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await page.evaluate(() => document.documentElement.removeAttribute('data-whole-page'));
          expect(await overflows(page, { wholePage: false }), `${route} (${language}) at ${width} px, below the fold not laid out`).toEqual([]);
          await page.evaluate(() => document.documentElement.setAttribute('data-whole-page', ''));
          expect(await overflows(page, { wholePage: true }), `${route} (${language}) at ${width} px, every block laid out`).toEqual([]);
        }
      });
    }
  }
});

test.describe('the footer on a desktop', () => {
  test('its phone and email links are 44 px tall targets, and the newsletter field shows a whole address', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const link of [footer.locator('a[href^="tel:"]'), footer.locator('a[href^="mailto:"]')]) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    const field = footer.getByRole('textbox');
    expect((await field.boundingBox())!.width).toBeGreaterThanOrEqual(220);
  });

  test('keeps each weekday on one line beside its hours, and WhatsApp beside the number or right under it, in every language', async ({ page }) => {
    for (const language of LANGUAGES) {
      await page.goto(`/?lang=${language}`);
      const footer = page.getByRole('contentinfo');
      for (const day of await footer.locator('dt').all()) {
        expect((await day.boundingBox())!.height, `${language}: "${await day.textContent()}"`).toBeLessThan(30);
      }
      const phone = (await footer.locator('a[href^="tel:"]').boundingBox())!;
      const whatsApp = (await footer.getByRole('link', { name: 'WhatsApp', exact: true }).boundingBox())!;
      const besideIt = Math.abs(whatsApp.y - phone.y) < 2 && whatsApp.x > phone.x + phone.width;
      const underIt = Math.abs(whatsApp.x - phone.x) < 2 && whatsApp.y >= phone.y + phone.height;
      expect(besideIt || underIt, language).toBe(true);
    }
  });
});

test.describe('buttons side by side on a desktop', () => {
  test('the home cards’ pair and the barbers’ booking buttons share one row and one size in every language', async ({ page }) => {
    for (const language of LANGUAGES) {
      await page.goto(`/?lang=${language}`);
      for (const card of await page.locator('#services article').all()) {
        const boxes = await Promise.all((await card.getByRole('link').all()).map((button) => button.boundingBox()));
        const tops = new Set(boxes.map((box) => Math.round(box!.y)));
        const heights = new Set(boxes.map((box) => Math.round(box!.height)));
        expect([tops.size, heights.size], `${language}: a card's buttons`).toEqual([1, 1]);
      }
      await page.goto(`/barbershop?lang=${language}`);
      const booking = await Promise.all((await page.locator('main a[href*="specialist="]').all()).map((button) => button.boundingBox()));
      expect(booking.length).toBeGreaterThan(1);
      expect(new Set(booking.map((box) => Math.round(box!.y))).size, `${language}: the barbers' buttons' tops`).toBe(1);
      expect(new Set(booking.map((box) => Math.round(box!.height))).size, `${language}: the barbers' buttons' heights`).toBe(1);
    }
  });
});

test.describe('the booking form on a phone @mobile', () => {
  test("keeps the Saturday hours under the date on one line in every language (no '09:00–' above '16:00')", async ({ page }) => {
    for (const language of LANGUAGES) {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(language === 'en' ? '/booking' : `/booking?lang=${language}`);
      await page.evaluate(() => document.fonts.ready);
      for (const width of [360, 390, 412]) {
        await page.setViewportSize({ width, height: 800 });
        const lines = await page.evaluate(() => {
          const hintId = document.querySelector('input[type="date"]')!.getAttribute('aria-describedby')!.split(' ')[0]!;
          const text = document.getElementById(hintId)!.firstChild as Text;
          const match = /\d\d:\d\d\D{1,3}\d\d:\d\d/.exec(text.data)!;
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
        });
        expect(lines, `${language} at ${width} px`).toBe(1);
      }
    }
  });
});
