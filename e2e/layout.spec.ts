import type { Locator, Page } from '@playwright/test';
import { KNOWN_PATHS } from '../content/routes.ts';
import { cityLine, contact } from '../content/site.ts';
import { barbershopTeam } from '../content/team.ts';
import type { Language } from '../core/languages.ts';
import { expect, LANGUAGES, localeText, test } from './fixtures.ts';

/**
 * No page runs off the side of the screen, in any language, on a small phone, a common phone and
 * a tablet: no block wider than the window, and no word wider than the box it sits in (a long
 * German compound, say). Checked twice per width: with the sections below the first screen not
 * laid out yet (`render-when-near` skips them, and a skipped block's size is an estimate), and
 * with every block laid out, as after a scroll to an anchor.
 */
const WIDTHS = [360, 390, 1024];
const ROUTES = [...KNOWN_PATHS, '/no-such-page'];

type Box = { x: number; y: number; width: number; height: number };

/** WhatsApp on the phone number's line, after it (a pixel's rounding allowed). */
const besideNumber = (phone: Box, whatsApp: Box) => Math.abs(whatsApp.y - phone.y) < 2 && whatsApp.x >= phone.x + phone.width - 1;

/** Opens `path` in `language` with every block laid out (as a scroll to an anchor does) and the web fonts in. */
async function openWholePage(page: Page, path: string, language: string): Promise<void> {
  await page.goto(`${path}?lang=${language}`);
  await page.evaluate(() => {
    document.documentElement.setAttribute('data-whole-page', '');
    return document.fonts.ready;
  });
}

/** The buttons whose label has wrapped: a button's least height holds one line of its label, and a second line makes it taller. */
function wrappedLabels(buttons: Locator): Promise<string[]> {
  return buttons.evaluateAll((links) =>
    links.filter((link) => link.getBoundingClientRect().height > parseFloat(getComputedStyle(link).minHeight) + 1).map((link) => link.getAttribute('aria-label') ?? link.textContent ?? ''),
  );
}

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
      const underIt = Math.abs(whatsApp.x - phone.x) < 2 && whatsApp.y >= phone.y + phone.height;
      expect(besideNumber(phone, whatsApp) || underIt, language).toBe(true);
    }
  });

  test('sets WhatsApp beside the number in every language, also where the footer shows the hours', async ({ page }) => {
    for (const language of LANGUAGES) {
      for (const path of ['/privacy', '/barbershop']) {
        await page.goto(`${path}?lang=${language}`);
        const footer = page.getByRole('contentinfo');
        const phone = (await footer.locator('a[href^="tel:"]').boundingBox())!;
        const whatsApp = (await footer.getByRole('link', { name: 'WhatsApp', exact: true }).boundingBox())!;
        expect(besideNumber(phone, whatsApp), `${path} in ${language}`).toBe(true);
      }
    }
  });
});

test.describe('the booking page on a desktop', () => {
  test("sets WhatsApp beside the number in the aside's call box, in every language", async ({ page }) => {
    for (const language of LANGUAGES) {
      await page.goto(`/booking?lang=${language}`);
      const box = page.locator('#booking-aside-call ~ div');
      const phone = (await box.locator('a[href^="tel:"]').boundingBox())!;
      const whatsApp = (await box.getByRole('link', { name: 'WhatsApp', exact: true }).boundingBox())!;
      expect(besideNumber(phone, whatsApp), language).toBe(true);
    }
  });
});

test.describe('text on a desktop', () => {
  /** Centred lines and the legal pages' contents whose last line holds a single short word after a line of several. */
  async function orphans(page: Page): Promise<string[]> {
    return page.locator('main p, main li a > span:last-child').evaluateAll((blocks) =>
      blocks.flatMap((block) => {
        if (block.closest('.sr-only, [hidden]') || (block.tagName === 'P' && getComputedStyle(block).textAlign !== 'center')) return [];
        const words: { text: string; top: number; width: number }[] = [];
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of node.textContent!.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const box = [...range.getClientRects()].at(-1);
            if (box && box.width > 0) words.push({ text: match[0], top: Math.round(box.top), width: box.width });
          }
        }
        const [last, before] = [words.at(-1), words.at(-2)];
        if (last && last.width > block.getBoundingClientRect().width / 3) return [];
        // Two words too long to share a line are no orphan: the line before the last must hold several.
        const alone = last && before && last.top > before.top + 2 && words.filter((word) => word.top === before.top).length > 1;
        return alone ? [`"…${before!.text} / ${last!.text}"`] : [];
      }),
    );
  }

  test('centred lines and the contents of the legal pages leave no word alone on their last line', async ({ page }) => {
    for (const language of LANGUAGES) {
      for (const path of ['/barbershop', '/hair-clinic', '/privacy', '/terms']) {
        await openWholePage(page, path, language);
        expect(await orphans(page), `${path} in ${language}`).toEqual([]);
      }
    }
  });
});

test.describe('the 404 page on a desktop', () => {
  test('its five houses part as three and two, leaving none alone on a row, in every language', async ({ page }) => {
    for (const language of LANGUAGES) {
      await page.goto(`/no-such-page?lang=${language}`);
      const rows = await page.getByRole('navigation', { name: localeText(language, 'common', 'nav.houses') }).getByRole('listitem').evaluateAll((items) => {
        const perRow = new Map<number, number>();
        for (const item of items) {
          const top = Math.round(item.getBoundingClientRect().top);
          perRow.set(top, (perRow.get(top) ?? 0) + 1);
        }
        return [...perRow.values()];
      });
      expect(rows, language).toEqual([3, 2]);
    }
  });
});

test.describe('cards side by side on a desktop', () => {
  test('start their titles and their texts level, however many lines a title takes, in every language', async ({ page }) => {
    for (const language of LANGUAGES) {
      for (const path of ['/barbershop', '/hair-clinic', '/aesthetic', '/car-rental']) {
        await openWholePage(page, path, language);
        const uneven = await page.locator('main ul').evaluateAll((lists) =>
          lists.flatMap((list) => {
            const rows = new Map<number, { title: number; text: number }[]>();
            for (const item of list.children) {
              const title = item.querySelector('h3');
              const text = title?.nextElementSibling;
              if (!title || !text) continue;
              const top = Math.round(item.getBoundingClientRect().top);
              rows.set(top, [...(rows.get(top) ?? []), { title: Math.round(title.getBoundingClientRect().top), text: Math.round(text.getBoundingClientRect().top) }]);
            }
            return [...rows.values()]
              .filter((row) => row.length > 1 && (new Set(row.map((card) => card.title)).size > 1 || new Set(row.map((card) => card.text)).size > 1))
              .map((row) => `${list.querySelector('h3')?.textContent}: ${JSON.stringify(row)}`);
          }),
        );
        expect(uneven, `${language} ${path}`).toEqual([]);
      }
    }
  });
});

test.describe('buttons side by side on a desktop', () => {
  test("the 404 page's two buttons share one size", async ({ page }) => {
    for (const language of LANGUAGES) {
      await page.goto(`/no-such-page?lang=${language}`);
      const boxes = await Promise.all((await page.locator('main div:has(> a + a) > a').all()).map((button) => button.boundingBox()));
      expect(boxes.length).toBe(2);
      expect(Math.round(boxes[0]!.y), `${language}: one row`).toBe(Math.round(boxes[1]!.y));
      expect(Math.abs(boxes[0]!.width - boxes[1]!.width), `${language}: one width`).toBeLessThanOrEqual(1);
    }
  });

  test('the home cards’ pair keeps each label on one line at one size, and the barbers’ booking buttons share one row and one size, in every language', async ({ page }) => {
    for (const language of LANGUAGES) {
      await page.goto(`/?lang=${language}`);
      for (const card of await page.locator('#services article').all()) {
        const boxes = await Promise.all((await card.getByRole('link').all()).map((button) => button.boundingBox()));
        const sizes = new Set(boxes.map((box) => `${Math.round(box!.width)}×${Math.round(box!.height)}`));
        expect(sizes.size, `${language}: a card's buttons share one size`).toBe(1);
        expect(new Set(boxes.map((box) => Math.round(box!.x))).size, `${language}: a card's buttons stacked, as in every other card`).toBe(1);
        expect(await wrappedLabels(card.getByRole('link')), `${language}: a card's labels on one line`).toEqual([]);
      }
      await page.goto(`/barbershop?lang=${language}`);
      const booking = await Promise.all((await page.locator('main a[href*="specialist="]').all()).map((button) => button.boundingBox()));
      expect(booking.length).toBeGreaterThan(1);
      expect(new Set(booking.map((box) => Math.round(box!.y))).size, `${language}: the barbers' buttons' tops`).toBe(1);
      expect(new Set(booking.map((box) => Math.round(box!.height))).size, `${language}: the barbers' buttons' heights`).toBe(1);
      expect(await wrappedLabels(page.locator('main a[href*="specialist="]')), `${language}: the barbers' labels on one line`).toEqual([]);
    }
  });
});

test.describe('the house pages close on a desktop', () => {
  test('the closing invitation sits one section spacing below what comes before it, never two', async ({ page }) => {
    for (const path of ['/barbershop', '/hair-clinic', '/restaurant', '/aesthetic']) {
      await page.goto(path);
      await page.evaluate(() => document.documentElement.setAttribute('data-whole-page', ''));
      const { gap, spacing } = await page.locator('main section[aria-labelledby]:has(> div > div.rounded-card)').last().evaluate((closing) => {
        const before = closing.previousElementSibling!;
        // Where the section before ends to the eye: its own ground's edge, or, on the page's ground, its last line.
        const sameGround = getComputedStyle(before).backgroundColor === getComputedStyle(document.documentElement).backgroundColor;
        const end = sameGround ? before.firstElementChild!.getBoundingClientRect().bottom : before.getBoundingClientRect().bottom;
        const card = closing.querySelector('.rounded-card')!.getBoundingClientRect();
        return { gap: Math.round(card.top - end), spacing: parseFloat(getComputedStyle(closing).paddingBottom) };
      });
      expect(gap, `${path}: ${gap} px above the card, one spacing is ${spacing} px`).toBeLessThanOrEqual(spacing + 2);
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
          // The dash between the hours, with whatever spaces and joiners the language binds it with.
          const match = /\d\d:\d\d\D{1,4}\d\d:\d\d/.exec(text.data)!;
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

/** The words of a text in an element that a line break cuts, other than at a hyphen or soft hyphen. */
async function brokenWords(page: Page, selector: string, pattern?: string): Promise<string[]> {
  return page.evaluate(
    ([selector, pattern]) => {
      const broken: string[] = [];
      for (const element of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          const words = new RegExp(pattern ?? '[^\\s\\u00ad-]+', 'g');
          for (let match = words.exec(node.data); match; match = words.exec(node.data)) {
            // Its first and last letters on one line (after a break, a letter's last box is where it is drawn).
            const top = (offset: number) => {
              const range = document.createRange();
              range.setStart(node!, offset);
              range.setEnd(node!, offset + 1);
              return Math.round([...range.getClientRects()].at(-1)!.top);
            };
            if (top(match.index) !== top(match.index + match[0].length - 1)) broken.push(match[0]);
          }
        }
      }
      return broken;
    },
    [selector, pattern] as const,
  );
}

/** The texts in elements matching a selector whose last line holds a single word. */
async function loneLastWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const text = element.textContent ?? '';
      const node = [...element.childNodes].find((child): child is Text => child instanceof Text && child.data.trim() !== '');
      if (!node) return [];
      const tops = [...node.data.matchAll(/\S+/g)].map((match) => {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        return Math.round(range.getBoundingClientRect().top);
      });
      const last = tops.at(-1);
      return new Set(tops).size > 1 && tops.filter((top) => top === last).length === 1 ? [text] : [];
    }),
  );
}

/** Opens `path` in `language` with every block laid out, then runs `check` at a small and at a common phone's width. */
async function atPhoneWidths(page: Page, path: string, language: string, check: (width: number) => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  await openWholePage(page, path, language);
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await check(width);
  }
}

test.describe('text on a phone keeps its words whole @mobile', () => {
  test('the home page figures break their labels between words, never inside one', async ({ page }) => {
    for (const language of LANGUAGES) {
      await atPhoneWidths(page, '/', language, async (width) => {
        expect(await page.locator('main dl dt').count()).toBeGreaterThan(0);
        expect(await brokenWords(page, 'main dl dt'), `${language} at ${width} px`).toEqual([]);
      });
    }
  });

  test('the home page figures stand one per row on a phone, each label beside its figure on at most two lines', async ({ page }) => {
    for (const language of LANGUAGES) {
      await atPhoneWidths(page, '/', language, async (width) => {
        const figures = await page.locator('main dl > div').evaluateAll((items) =>
          items.map((item) => {
            const label = item.querySelector('dt')!;
            const [figure, text] = [item.querySelector('dd')!.getBoundingClientRect(), label.getBoundingClientRect()];
            return {
              label: label.textContent,
              beside: text.left >= figure.right && text.top < figure.bottom && text.bottom > figure.top,
              lines: Math.round(text.height / parseFloat(getComputedStyle(label).lineHeight)),
            };
          }),
        );
        expect(figures.length).toBeGreaterThan(0);
        expect(figures.filter((f) => !f.beside || f.lines > 2), `${language} at ${width} px`).toEqual([]);
      });
    }
  });

  test("the privacy policy's sentences keep the e-mail address whole on one line", async ({ page }) => {
    for (const language of LANGUAGES) {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`/privacy?lang=${language}`);
      await page.evaluate(() => document.fonts.ready);
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await brokenWords(page, 'main', contact.email.replaceAll('.', '\\.')), `${language} at ${width} px`).toEqual([]);
      }
    }
  });

  test('the contact card breaks the address between street and city, each kept whole', async ({ page }) => {
    for (const language of LANGUAGES) {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`/privacy?lang=${language}`);
      await page.evaluate(() => document.fonts.ready);
      const city = cityLine(language as Language);
      expect(await brokenWords(page, 'main address', `Rruga Ismail Qemali 27,|${city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), language).toEqual([]);
    }
  });

  test("a barber's booking button fits its label on one line and names the barber to a screen reader", async ({ page }) => {
    for (const language of LANGUAGES) {
      await atPhoneWidths(page, '/barbershop', language, async (width) => {
        const buttons = page.locator('main a[href*="specialist="]');
        expect(await buttons.count()).toBe(barbershopTeam.length);
        for (const [index, member] of barbershopTeam.entries()) {
          await expect(buttons.nth(index), `${language} at ${width} px`).toHaveAccessibleName(localeText(language, 'team', 'bookWith', { name: member.name }));
        }
        expect(await wrappedLabels(buttons), `${language} at ${width} px`).toEqual([]);
      });
    }
  });

  test('a treatment card breaks its title only between words or where the word allows, never at a hyphen', async ({ page }) => {
    for (const language of LANGUAGES) {
      await atPhoneWidths(page, '/aesthetic', language, async (width) => {
        expect(await page.locator('main article h3').count()).toBeGreaterThan(0);
        expect(await brokenWords(page, 'main article h3', '[^\\s\\u00ad]+'), `${language} at ${width} px`).toEqual([]);
      });
    }
  });

  test('a before-and-after caption breaks after its separator, each part kept whole', async ({ page }) => {
    for (const language of LANGUAGES) {
      await atPhoneWidths(page, '/hair-clinic', language, async (width) => {
        expect(await page.locator('main figcaption').count()).toBeGreaterThan(0);
        expect(await brokenWords(page, 'main figcaption', '[^\\s·](?:[^·]*[^\\s·])?'), `${language} at ${width} px`).toEqual([]);
      });
    }
  });

  test("a team member's note, centred under the name, leaves no word alone on its last line", async ({ page }) => {
    // Two pages in each language, each laid out whole at two widths.
    test.setTimeout(90_000);
    for (const language of LANGUAGES) {
      for (const path of ['/barbershop', '/hair-clinic']) {
        await atPhoneWidths(page, path, language, async (width) => {
          expect(await page.locator('main li h3 + p + p').count()).toBeGreaterThan(0);
          expect(await loneLastWords(page, 'main li h3 + p + p'), `${path} (${language}) at ${width} px`).toEqual([]);
        });
      }
    }
  });

  test('the footer keeps more than one word on the last line of its copyright', async ({ page }) => {
    for (const language of LANGUAGES) {
      await atPhoneWidths(page, '/', language, async (width) => {
        await expect(page.getByRole('contentinfo').locator('p', { hasText: '©' })).toHaveCount(1);
        expect(await loneLastWords(page, 'footer p:has-text("©")'), `${language} at ${width} px`).toEqual([]);
      });
    }
  });
});

test.describe('buttons on a phone @mobile', () => {
  /** Pairs of buttons in a box that lie one above the other and differ in width. */
  async function unevenStacks(page: Page, boxes: string): Promise<string[]> {
    return page.locator(boxes).evaluateAll((elements) =>
      elements.flatMap((box) => {
        const buttons = [...box.children].map((child) => child.getBoundingClientRect());
        const stacked = buttons.length === 2 && buttons[1]!.top >= buttons[0]!.bottom;
        return stacked && Math.abs(buttons[0]!.width - buttons[1]!.width) > 1 ? [`"${box.textContent?.trim()}": ${Math.round(buttons[0]!.width)} and ${Math.round(buttons[1]!.width)} px`] : [];
      }),
    );
  }

  test("a house card's two buttons, stacked in a long language, share one width", async ({ page }) => {
    for (const language of LANGUAGES) {
      await page.setViewportSize({ width: 360, height: 800 });
      await openWholePage(page, '/', language);
      expect(await unevenStacks(page, '#services article div:has(> a + a)'), language).toEqual([]);
    }
  });

  test("the 404 page's two buttons, stacked, share one width", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/no-such-page?lang=de');
    expect(await page.locator('main div:has(> a + a)').count()).toBeGreaterThan(0);
    expect(await unevenStacks(page, 'main div:has(> a + a)')).toEqual([]);
  });

  test('the booking page keeps WhatsApp on the phone number’s line at 360 px, as the footer does', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/booking');
    await page.evaluate(() => document.fonts.ready);
    const aside = page.locator('#booking-aside-call ~ div');
    const [phone, whatsapp] = await Promise.all([aside.locator('a[href^="tel:"]').boundingBox(), aside.getByRole('link', { name: 'WhatsApp', exact: true }).boundingBox()]);
    expect(Math.round(whatsapp!.y)).toBe(Math.round(phone!.y));
    expect(whatsapp!.x).toBeGreaterThan(phone!.x + phone!.width);
  });
});
