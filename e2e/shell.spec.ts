import { expect, LANGUAGES, localeText, test, useStoredLanguage } from './fixtures.ts';

const ROUTES = ['/', '/booking', '/barbershop', '/hair-clinic', '/restaurant', '/car-rental', '/aesthetic', '/privacy', '/terms'];

const NAV_TEXT: Record<(typeof LANGUAGES)[number], { about: string; services: string; contact: string }> = {
  en: { about: 'About', services: 'Services', contact: 'Contact' },
  sq: { about: 'Rreth nesh', services: 'Shërbimet', contact: 'Kontakt' },
  tr: { about: 'Hakkımızda', services: 'Hizmetler', contact: 'İletişim' },
  de: { about: 'Über uns', services: 'Leistungen', contact: 'Kontakt' },
};

const LANGUAGE_NAMES = { en: 'English', sq: 'Shqip', tr: 'Türkçe', de: 'Deutsch' } as const;

test.describe('site shell', () => {
  for (const route of ROUTES) {
    test(`${route} renders with header, navigation and footer`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toHaveAttribute('id', 'contact');
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
      await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
      await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
      const nav = page.getByRole('banner').getByRole('navigation').first();
      for (const name of ['Home', 'About', 'Services', 'Book', 'Contact']) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
    });
  }

  test('an unknown path shows the 404 page, answers 404 and logs the path', async ({ page, consoleErrors }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(consoleErrors.some((e) => e.includes('/no-such-page'))).toBe(true);
  });

  test('social links open in a new tab, safely, with accessible names', async ({ page }) => {
    await page.goto('/');
    for (const network of ['Instagram', 'Facebook', 'TikTok']) {
      const link = page.getByRole('contentinfo').getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    test(`switching to ${language} translates the navigation, sets <html lang> and survives a reload`, async ({ page }) => {
      await page.goto('/barbershop');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByRole('button', { name: /^EN\W+Language: English$/ }).click();
      await page.getByRole('link', { name: LANGUAGE_NAMES[language] }).click();
      const nav = page.getByRole('banner').getByRole('navigation').first();
      await expect(nav.getByRole('link', { name: NAV_TEXT[language].about, exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The page's title and the footer translate too.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(localeText(language, 'barbershop', 'intro.title'));
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: localeText(language, 'common', 'footer.contactTitle') })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe(language);

      await page.reload();
      await expect(nav.getByRole('link', { name: NAV_TEXT[language].services, exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });
  }

  test('the language picker works from the keyboard', async ({ page }) => {
    await page.goto('/');
    // Before the app runs the choices are plain links reached with Tab; the arrow keys move through them once it runs.
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    const picker = page.getByRole('button', { name: /^EN\W+Language: English$/ });
    await picker.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown'); // from English to Shqip
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
    await expect(page.getByRole('button', { name: /^SQ\W+Gjuha: Shqip/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /^SQ\W+Gjuha: Shqip/ })).toBeFocused();
    await expect(page.getByRole('list', { name: 'Gjuha' })).toBeHidden();
  });

  test('a stored language that is not one of ours gives English', async ({ page }) => {
    await useStoredLanguage(page, 'xx');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).first()).toBeVisible();
  });

  test('a stored language is restored on load', async ({ page }) => {
    await useStoredLanguage(page, 'de');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Über uns', exact: true }).first()).toBeVisible();
  });

  test('a language picked before the app ran stays the visitor\'s language on the next page they open', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('preferred-language', 'sq'));
    // Where the picker's link leads when it is tapped before the page is live.
    await page.goto('/hair-clinic?lang=de');
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await page.goto('/restaurant');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Über uns', exact: true }).first()).toBeVisible();
  });

  test('links in the parts of a page kept as prerendered navigate within the app, without reloading it', async ({ page }) => {
    await page.goto('/barbershop');
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#home')).toBeVisible();
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  test("the header's, the footer's and the buttons' links navigate within the app, without reloading it", async ({ page }) => {
    await page.goto('/restaurant');
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const notReloaded = () => page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    expect(await notReloaded()).toBe(true);
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#home')).toBeVisible();
    expect(await notReloaded()).toBe(true);
    await page.locator('#home').getByRole('link', { name: localeText('en', 'home', 'hero.book') }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await notReloaded()).toBe(true);
  });

  test('"About" from a detail page lands on the about section of the home page', async ({ page }) => {
    await page.goto('/car-rental');
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator('#about')).toBeInViewport();
  });

  test('"Contact" goes to the footer from any page, and a route change starts at the top', async ({ page }) => {
    await page.goto('/restaurant');
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.locator('#contact')).toBeInViewport();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu @mobile', () => {
  test('opens, closes on a choice and on Escape, returning focus to the toggle', async ({ page }) => {
    await page.goto('/hair-clinic');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator('#about')).toBeInViewport();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the language picker works on a phone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^EN\W+Language: English$/ }).click();
    await page.getByRole('link', { name: 'Türkçe' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Hakkımızda' })).toBeVisible();
  });
});

test.describe('before any script runs @mobile', () => {
  // A visitor taps the header the moment the page shows, long before a slow phone has run the app:
  // with JavaScript off, the page is what such a visitor meets.
  test('the menu opens and closes, and a language link shows the page in that language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/hair-clinic');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: /^EN\W+Language: English$/ }).tap();
    await page.getByRole('link', { name: 'Deutsch' }).tap();
    await expect(page).toHaveURL(/\/hair-clinic\?lang=de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('button', { name: localeText('de', 'common', 'nav.openMenu') }).tap();
    await expect(menu.getByRole('link', { name: NAV_TEXT.de.about, exact: true })).toBeVisible();

    // Back to English by its own link, whatever language the visitor's cookie names.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^DE\W+Sprache: Deutsch$/ }).tap();
    await page.getByRole('link', { name: 'English' }).tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
});
