import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { todayIn, weekdayOf } from '../core/dates.ts';
import { expect, fieldLabel, LANGUAGES, localeText, test, treatmentButton } from './fixtures.ts';

/**
 * The booking flow as a concierge would run it, against the production build and the real booking
 * service: every "Book" opens the form with its service chosen, a sent request leaves a
 * confirmation that stays, and notices never hide the field they are about.
 */

const en = (namespace: string, key: string, values?: Record<string, string | number>) => localeText('en', namespace, key, values);
const b = (key: string, values?: Record<string, string | number>) => en('booking', key, values);

function nextWeekday(minDaysAhead = 3): string {
  const [y, m, d] = todayIn('Europe/Tirane').split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + minDaysAhead));
  while (![1, 2, 3, 4, 5].includes(weekdayOf(date.toISOString().slice(0, 10)))) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
const WEEKDAY = nextWeekday();
const SUNDAY = (() => {
  const date = new Date(`${WEEKDAY}T00:00:00Z`);
  while (date.getUTCDay() !== 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
})();

const main = (page: Page) => page.locator('main');
const serviceSelect = (page: Page, language = 'en') =>
  page.locator('section#booking').getByRole('combobox', { name: fieldLabel(language, 'service'), exact: true });

async function expectChosen(page: Page, service: string) {
  await expect(page).toHaveURL(new RegExp(`/booking\\?service=${service}$`));
  await expect(serviceSelect(page)).toHaveValue(service);
}

/** True when the two boxes share any area. */
function overlaps(a: { x: number; y: number; width: number; height: number }, c: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < c.x + c.width && c.x < a.x + a.width && a.y < c.y + c.height && c.y < a.y + a.height;
}

/** The field is focused, on screen, and no open notice lies over it. */
async function expectFocusedAndClear(page: Page, field: Locator) {
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport({ ratio: 1 });
  // Wait for the notices to finish arriving, then compare where they are with where the field is.
  await page.waitForTimeout(600);
  const box = (await field.boundingBox())!;
  for (const toast of await page.locator('[data-sonner-toast]').all()) {
    const toastBox = await toast.boundingBox();
    if (toastBox) expect(overlaps(box, toastBox), 'a notice covers the field it is about').toBe(false);
  }
}

test.describe('every "Book" opens the form with its service chosen', () => {
  test.describe.configure({ timeout: 120_000 }); // several pages each, on a busy machine
  test('the home page service cards', async ({ page }) => {
    for (const [card, service] of [
      ['barbershop', 'classic-cut'],
      ['hairClinic', 'consultation'],
      ['restaurant', 'table-reservation'],
      ['aesthetic', 'prp-facial'],
    ] as const) {
      await page.goto('/');
      const article = page.locator('#services article').filter({ has: page.getByRole('heading', { name: en('home', `services.cards.${card}.title`) }) });
      await article.getByRole('link', { name: en('content', 'bookNow') }).click();
      await expectChosen(page, service);
    }
  });

  test("the home page's #booking offers the four houses, each one tap from the form", async ({ page }) => {
    await page.goto('/#booking');
    const section = page.locator('#booking');
    const houses = section.getByRole('list', { name: en('home', 'booking.choose') }).getByRole('link');
    const expected = [
      ['barbershop', 'classic-cut'],
      ['hairClinic', 'consultation'],
      ['restaurant', 'table-reservation'],
      ['aesthetic', 'prp-facial'],
    ] as const;
    await expect(houses).toHaveCount(expected.length);
    for (const [index, [card, service]] of expected.entries()) {
      await expect(houses.nth(index)).toHaveAccessibleName(en('home', `services.cards.${card}.title`));
      await expect(houses.nth(index)).toHaveAttribute('href', `/booking?service=${service}`);
    }
    await houses.nth(2).click();
    await expectChosen(page, 'table-reservation');
  });

  test("the detail pages' opening and closing buttons, and the aesthetic treatments", async ({ page }) => {
    const cases: [string, string | RegExp, string][] = [
      ['/barbershop', en('barbershop', 'intro.book'), 'classic-cut'],
      ['/hair-clinic', en('hairClinic', 'intro.book'), 'consultation'],
      ['/restaurant', en('restaurant', 'intro.reserve'), 'table-reservation'],
      ['/aesthetic', en('aesthetic', 'intro.consult'), 'prp-facial'],
      ['/aesthetic', treatmentButton('prpFacial'), 'prp-facial'],
      ['/aesthetic', treatmentButton('hydroFacial'), 'hydro-facial'],
      ['/aesthetic', treatmentButton('filler'), 'filler-treatment'],
    ];
    for (const [route, name, service] of cases) {
      await page.goto(route);
      await main(page).getByRole('link', { name, exact: true }).first().click();
      await expectChosen(page, service);
    }
    await page.goto('/barbershop');
    await main(page).getByRole('link', { name: en('barbershop', 'intro.book'), exact: true }).last().click();
    await expectChosen(page, 'classic-cut');
  });

  test('a link opened in a new tab loads the prerendered page and chooses the service after hydration, without a mismatch', async ({ page, consoleErrors }) => {
    await page.goto('/booking?service=hydro-facial');
    await expect(serviceSelect(page)).toHaveValue('hydro-facial');
    const aside = page.getByRole('region', { name: b('aside.label') });
    await expect(aside.getByRole('heading', { name: b('aside.groupHours', { group: en('services', 'groups.aesthetic') }) })).toBeVisible();
    await expect(aside).toContainText('09:00 – 18:00');
    expect(consoleErrors.filter((e) => /hydrat/i.test(e))).toEqual([]);

    // An unknown service is ignored: the form opens with nothing chosen, and the house's hours beside it.
    await page.goto('/booking?service=massage');
    await expect(serviceSelect(page)).toHaveValue('');
    await expect(page.getByRole('region', { name: b('aside.label') }).getByRole('heading', { name: b('aside.houseHours') })).toBeVisible();
  });

  test('before a service is chosen, the next steps say which houses confirm at once and which answer in person', async ({ page }) => {
    await page.goto('/booking');
    const aside = page.getByRole('region', { name: b('aside.label') });
    await expect(aside).toContainText(b('next.steps.atOnce'));
    await expect(aside).toContainText(b('next.steps.onRequest'));
    await expect(aside).not.toContainText(b('next.steps.review'));
    await serviceSelect(page).selectOption('classic-cut');
    await expect(aside).not.toContainText(b('next.steps.onRequest'));
  });

  test('beside a table reservation, the next steps speak of the table, not of a specialist', async ({ page }) => {
    await page.goto('/booking?service=private-dining');
    const aside = page.getByRole('region', { name: b('aside.label') });
    await expect(aside).toContainText(b('next.steps.review_table'));
    await expect(aside).not.toContainText(b('next.steps.review'));
    await serviceSelect(page).selectOption('consultation');
    await expect(aside).toContainText(b('next.steps.review'));
    // A table and a haircut are booked at once: nothing to wait for, and the table still named.
    await serviceSelect(page).selectOption('table-reservation');
    await expect(aside).toContainText(b('next.steps.booked_table'));
    await expect(aside).not.toContainText(b('next.steps.confirm'));
    await serviceSelect(page).selectOption('classic-cut');
    await expect(aside).toContainText(b('next.steps.booked'));
  });
});

test.describe('the Book bar on a phone', () => {
  test("stays on screen down a house's page, in the words of its other buttons, and opens the form with the house's first service @mobile", async ({ page }) => {
    for (const [route, label, service] of [
      ['/barbershop', localeText('de', 'barbershop', 'intro.book'), 'classic-cut'],
      ['/restaurant', localeText('de', 'restaurant', 'intro.reserve'), 'table-reservation'],
    ] as const) {
      await page.goto(`${route}?lang=de`);
      const links = main(page).getByRole('link', { name: label, exact: true });
      // The bar is the last of them, also while it has stepped aside.
      const bar = main(page).getByRole('link', { name: label, exact: true, includeHidden: true }).last();
      // One way to book on each screen: the opening button first, then the bar, then the closing invitation's own.
      const onScreen = async () => {
        let count = 0;
        for (const link of await links.all()) {
          const box = await link.boundingBox();
          const viewport = page.viewportSize()!;
          if (box && box.y >= 0 && box.y + box.height <= viewport.height) count++;
        }
        return count;
      };
      await expect(links.first()).toBeInViewport({ ratio: 1 });
      expect(await onScreen()).toBe(1);
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }));
      await expect.poll(onScreen).toBe(1);
      await expect(bar).toBeInViewport({ ratio: 1 });
      // At the foot of the page the closing invitation offers its own button, and the bar has stepped aside.
      // (Down to the footer first, so the blocks between are laid out and the band is centred where it stays.)
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await page.getByRole('contentinfo').evaluate((footer) => footer.scrollIntoView({ block: 'end', behavior: 'instant' }));
      await expect(bar).toBeHidden();
      const closing = main(page).locator('section').last();
      await closing.evaluate((band) => band.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await expect.poll(onScreen).toBe(1);
      await expect(closing.getByRole('link', { name: label, exact: true })).toBeInViewport({ ratio: 1 });
      await expect(bar).toBeHidden();
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }));
      await expect(bar).toBeInViewport({ ratio: 1 });
      await bar.click();
      await expect(page).toHaveURL(new RegExp(`/booking\\?service=${service}$`));
    }
    await page.goto('/car-rental');
    await expect(main(page).locator('a[href^="/booking"]')).toHaveCount(0);
  });
});

test.describe('after a request', () => {
  test.describe.configure({ timeout: 90_000 });
  test('the form gives way to a confirmation that stays, with a calendar file and a way to book again', async ({ page }) => {
    await page.goto('/booking?service=classic-cut');
    const section = page.locator('section#booking');
    const email = `e2e-concierge-${Date.now()}@example.com`;
    await section.getByRole('textbox', { name: fieldLabel('en', 'name'), exact: true }).fill('Mira Leka');
    await section.getByRole('textbox', { name: fieldLabel('en', 'email'), exact: true }).fill(email);
    await expect(serviceSelect(page)).toHaveValue('classic-cut');
    await section.locator('input[type="date"]').fill(WEEKDAY);
    await section.getByRole('combobox', { name: fieldLabel('en', 'appointment_time'), exact: true }).selectOption('14:00');
    await section.getByLabel(b('photos.add'), { exact: true }).setInputFiles({ name: 'beard.png', mimeType: 'image/png', buffer: TINY_PNG });
    await section.getByRole('checkbox').check();
    await section.getByRole('button', { name: b('submit.label') }).click();

    // The success notice, with its text.
    const toast = page.locator('[data-sonner-toast][data-type="success"]');
    await expect(toast.locator('[data-title]')).toHaveText(b('notices.success.title'));
    await expect(toast.locator('[data-description]')).toContainText(b('notices.success.description'));
    await expect(toast.locator('[data-description]')).toContainText(b('notices.success.photos_one', { count: 1 }));
    // Closed at once, since it leaves by itself after a few seconds: the notice going away takes nothing with it.
    await toast.getByRole('button', { name: en('common', 'closeNotice') }).click();
    await expect(toast).toHaveCount(0);

    // The panel: focused heading, what was asked for, what happens next, the phone.
    // The barbershop books at once: the panel says so, rather than speaking of a request.
    const heading = page.getByRole('heading', { name: b('confirmation.titleConfirmed') });
    await expect(heading).toBeFocused();
    const panel = section.locator('section', { has: heading });
    await expect(panel.getByRole('button', { name: b('submit.label') })).toHaveCount(0);
    for (const text of [en('services', 'names.classic-cut'), '14:00', b('photos.count_one', { count: 1 }), b('next.steps.booked'), '+355 69 200 4500']) {
      await expect(panel).toContainText(text);
    }
    await expect(panel.getByRole('link', { name: '+355 69 200 4500' })).toHaveAttribute('href', 'tel:+355692004500');
    const axe = await new AxeBuilder({ page }).include('section#booking').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await expect(heading).toBeVisible();

    // The calendar file: the booked time in Tirana, the cut's 45 minutes, marked confirmed.
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: b('confirmation.addToCalendar') }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = readFileSync((await download.path())!, 'utf8');
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    const day = WEEKDAY.replace(/-/g, '');
    expect(lines).toContain(`DTSTART;TZID=Europe/Tirane:${day}T140000`);
    expect(lines).toContain(`DTEND;TZID=Europe/Tirane:${day}T144500`);
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain(`SUMMARY:${b('confirmation.calendar.summaryConfirmed', { service: en('services', 'names.classic-cut'), brand: 'Aurum Atelier' }).replace(/,/g, '\\,')}`);
    expect(lines.some((l) => l.startsWith('LOCATION:') && l.includes('Rruga Ismail Qemali 27'))).toBe(true);

    // Another booking: the empty form is back, and the visitor starts at its first field.
    await panel.getByRole('button', { name: b('confirmation.another') }).click();
    const name = section.getByRole('textbox', { name: fieldLabel('en', 'name'), exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('');
    await expect(serviceSelect(page)).toHaveValue('');
    await expect(heading).toHaveCount(0);
  });
});

test.describe('notices', () => {
  test('the required-fields notice leaves the first empty field focused and uncovered @both', async ({ page }) => {
    await page.goto('/booking');
    const section = page.locator('section#booking');
    await section.getByRole('textbox', { name: fieldLabel('en', 'name'), exact: true }).fill('Elira Hoxha');
    await section.getByRole('textbox', { name: fieldLabel('en', 'email'), exact: true }).fill('elira@example.com');
    await section.locator('input[type="date"]').fill(WEEKDAY);
    await section.getByRole('button', { name: b('submit.label') }).click();
    await expect(page.locator('[data-sonner-toast]', { hasText: b('notices.fillRequired.title') })).toBeVisible();
    await expectFocusedAndClear(page, serviceSelect(page));
  });

  test('the consent notice leaves the consent box focused, in view and uncovered @both', async ({ page }) => {
    await page.goto('/booking?service=beard-transplant');
    const section = page.locator('section#booking');
    await section.getByRole('textbox', { name: fieldLabel('en', 'name'), exact: true }).fill('Arta Krasniqi');
    await section.getByRole('textbox', { name: fieldLabel('en', 'email'), exact: true }).fill('arta@example.com');
    await section.locator('input[type="date"]').fill(WEEKDAY);
    // A transplant starts at nine or ten.
    await section.getByRole('combobox', { name: fieldLabel('en', 'appointment_time'), exact: true }).selectOption('10:00');
    await section.getByLabel(b('photos.add'), { exact: true }).setInputFiles({ name: 'crown.png', mimeType: 'image/png', buffer: TINY_PNG });
    const consent = section.getByRole('checkbox', { name: b('consent.label', { brand: 'Aurum Atelier' }) });
    await expect(consent).toBeVisible();
    // Scrolled away from the box, as a visitor is when reaching for the submit button.
    await page.evaluate(() => window.scrollTo(0, 0));
    await section.getByRole('button', { name: b('submit.labelRequest') }).click();
    await expect(page.locator('[data-sonner-toast]', { hasText: b('notices.photoConsent.title') })).toBeVisible();
    await expectFocusedAndClear(page, consent);
    // The drawn box is a 44 px target.
    const box = (await consent.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  });

  test('are the site’s own panels, destructive ones marked so, with a close button of at least 44 px @both', async ({ page }) => {
    await page.goto('/booking');
    const section = page.locator('section#booking');
    await section.locator('input[type="date"]').fill(SUNDAY);
    const toast = page.locator('[data-sonner-toast][data-type="error"]').first();
    await expect(toast).toBeVisible();
    const look = await toast.evaluate((element) => {
      const style = getComputedStyle(element);
      const title = getComputedStyle(element.querySelector('[data-title]')!);
      return { background: style.backgroundColor, rule: style.borderLeftColor, ruleWidth: style.borderLeftWidth, radius: style.borderTopLeftRadius, titleFont: title.fontFamily, bodyFont: style.fontFamily };
    });
    expect(look.background).toBe('rgb(28, 25, 22)'); // ink-soft
    expect(look.rule).toBe('rgb(242, 153, 143)'); // danger-bright
    expect(look.ruleWidth).toBe('4px');
    expect(look.radius).toBe('20px');
    expect(look.titleFont).toMatch(/^"?Cormorant Garamond/);
    expect(look.bodyFont).toMatch(/^"?Inter/);
    const close = toast.getByRole('button', { name: en('common', 'closeNotice') });
    // Its laid-out size: the notice's entrance animation scales what boundingBox() reports.
    const size = await close.evaluate((element) => ({ width: parseFloat(getComputedStyle(element).width), height: parseFloat(getComputedStyle(element).height) }));
    expect(size.width).toBeGreaterThanOrEqual(44);
    expect(size.height).toBeGreaterThanOrEqual(44);
    await close.click();
    await expect(toast).toHaveCount(0);
  });
});

test.describe('the time list on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const language of LANGUAGES) {
    test(`shows its whole placeholder in ${language}, and the hint under it says what to choose first`, async ({ page }) => {
      // The language in the address: the server sends the page prerendered in it, nothing switches after.
      await page.goto(`/booking?lang=${language}`);
      const time = page.locator('section#booking').getByRole('combobox', { name: fieldLabel(language, 'appointment_time'), exact: true });
      const placeholder = localeText(language, 'booking', 'fields.timePlaceholder');
      await expect(time.locator('option').first()).toHaveText(placeholder);
      await expect(time).toHaveAccessibleDescription(localeText(language, 'booking', 'fields.timeHintChooseBoth'));
      // The text's width in the list's own font, against the room left by the padding and the arrow.
      const fit = await time.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(select.options[0]!.text).width;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
        return { text, room };
      });
      expect(fit.text).toBeLessThanOrEqual(fit.room);
      const photosHint = localeText(language, 'booking', 'photos.hint');
      expect(photosHint.toLowerCase().startsWith(localeText(language, 'booking', 'form.optional').toLowerCase())).toBe(false);
    });
  }
});

/** A 1×1 PNG, enough for the form and the service to accept a photo. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
