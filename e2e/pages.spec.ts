import type { Locator, Page } from '@playwright/test';
import { barbershopTeam, hairClinicTeam } from '../content/team.ts';
import { carRentalImages, carRentalServices, vehicles } from '../src/content/carRental.ts';
import { outputWidths } from '../scripts/build-images.ts';
import { claims } from '../src/content/claims.ts';
import { hairClinicFeatures, hairClinicImages, hairClinicServices } from '../src/content/hairClinic.ts';
import { serviceCards } from '../src/content/services.ts';
import { servicesInGroup, type ServiceGroup } from '../core/services.ts';
import { expect, fieldLabel, LANGUAGES, localeFile, localeText, test, treatmentButton, useStoredLanguage } from './fixtures.ts';

type Language = (typeof LANGUAGES)[number];

/**
 * The languages whose page texts are translated. Every page's headings are checked in each of them;
 * add a language here once src/locales/<language>/ holds its page namespaces.
 */
const LANGUAGES_WITH_PAGE_TEXTS: readonly Language[] = ['en'];

/** Each page with its namespace and the keys of its headings, top to bottom. */
const PAGES = [
  { path: '/', namespace: 'home', headings: ['hero.title', 'about.title', 'services.title', 'booking.title'] },
  { path: '/barbershop', namespace: 'barbershop', headings: ['intro.title', 'about.title', 'services.title', 'work.title', 'team.title', 'cta.title'] },
  {
    path: '/hair-clinic',
    namespace: 'hairClinic',
    headings: ['intro.title', 'clinic.title', 'services.title', 'durations.title', 'results.title', 'team.title', 'cta.title'],
  },
  { path: '/restaurant', namespace: 'restaurant', headings: ['intro.title', 'films.title', 'gallery.title', 'occasions.title', 'cta.title'] },
  { path: '/car-rental', namespace: 'carRental', headings: ['intro.title', 'gallery.title', 'services.title', 'fleet.title', 'cta.title'] },
  { path: '/aesthetic', namespace: 'aesthetic', headings: ['intro.title', 'features.title', 'treatments.title', 'cta.title'] },
] as const;

const DETAIL_PAGES = PAGES.filter((p) => p.path !== '/');
const en = (namespace: string, key: string, values?: Record<string, string | number>) => localeText('en', namespace, key, values);
const main = (page: Page) => page.getByRole('main');
/** The restaurant's films and tiles, by their texts (its content module loads the films through the bundler). */
const restaurantText = localeFile<{ films: { items: object }; gallery: { images: object } }>('en', 'restaurant');

/** Scrolls through the page so every lazy picture is requested, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
}

test.describe('every page shows its sections', () => {
  for (const language of LANGUAGES_WITH_PAGE_TEXTS) {
    for (const { path: route, namespace, headings } of PAGES) {
      test(`${route} in ${language}`, async ({ page }) => {
        await useStoredLanguage(page, language);
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveCount(1);
        await expect(h1).toHaveText(localeText(language, namespace, headings[0]));
        for (const key of headings.slice(1)) {
          await expect(main(page).getByRole('heading', { name: localeText(language, namespace, key), exact: true })).toBeVisible();
        }
      });
    }
  }
});

test.describe('home page', () => {
  test('has the anchors #home, #about, #services and #booking in that order', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#booking')).toBeAttached();
    const ids = await main(page).locator(':scope > section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(['home', 'about', 'services', 'booking']);
  });

  test('the hero and the story show each figure with what it is, and the hero books at /booking', async ({ page }) => {
    await page.goto('/');
    const figure = (section: Locator, value: string) =>
      section.locator('dl > div').filter({ has: page.getByRole('definition').filter({ hasText: new RegExp(`^${value.replace('+', '\\+')}$`) }) }).getByRole('term');
    const hero = page.locator('#home');
    // Each count of clients says which house it counts, so the hero's and the story's figures agree.
    await expect(figure(hero, '500+')).toHaveText('Happy barbershop clients');
    await expect(figure(hero, String(claims.houses.value))).toHaveText(en('content', 'claims.houses'));
    await expect(figure(hero, `${claims.rating.value}/${claims.rating.scale}`)).toHaveText('Average guest rating');
    const about = page.locator('#about');
    await expect(figure(about, '10+')).toHaveText(en('content', 'claims.founderExperienceYears'));
    await expect(figure(about, '1000+')).toHaveText('Satisfied hair clinic clients');
    // The year the house opened reads as a year, not as a count of anything.
    await expect(figure(about, '2020')).toHaveText('Our founding year');
    await hero.getByRole('link', { name: en('home', 'hero.book') }).click();
    await expect(page).toHaveURL(/\/booking$/);
  });

  test('"Explore our services" scrolls smoothly to the services', async ({ page }) => {
    await page.goto('/');
    const positions = await recordScrollWhile(page, () => page.getByRole('link', { name: en('home', 'hero.explore') }).click());
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.locator('#services')).toBeInViewport();
    // An instant jump passes through one position only; a smooth scroll through at least one more on its way.
    expect(new Set(positions).size, 'scroll positions of a smooth scroll').toBeGreaterThan(1);
  });

  test('"Explore our services" jumps at once under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const positions = await recordScrollWhile(page, () => page.getByRole('link', { name: en('home', 'hero.explore') }).click());
    await expect(page.locator('#services')).toBeInViewport();
    expect(new Set(positions).size, 'scroll positions of an instant jump').toBeLessThanOrEqual(1);
  });

  test('the service cards: each links to its page; those open offer booking, the others say coming soon and offer to tell when they open', async ({ page }) => {
    await page.goto('/');
    const services = page.locator('#services');
    const cards = services.getByRole('article');
    await expect(cards).toHaveCount(serviceCards.length);
    for (const [index, { id, route, bookingAvailable, features }] of serviceCards.entries()) {
      const card = cards.nth(index);
      const title = en('home', `services.cards.${id}.title`);
      await expect(card.getByRole('heading', { name: title })).toBeVisible();
      await expect(card.getByRole('listitem')).toHaveCount(features.length);
      await expect(card.getByRole('link', { name: new RegExp(`^${en('home', 'services.discover')} ?: ${title}$`) })).toHaveAttribute('href', route);
      const book = card.getByRole('link', { name: en('content', 'bookNow') });
      if (bookingAvailable) await expect(book).toHaveAttribute('href', new RegExp(`^/booking\\?service=[a-z-]+$`));
      else {
        await expect(book).toHaveCount(0);
        await expect(card).toContainText(en('content', 'comingSoon'));
      }
    }
    // The house not yet open leads to the newsletter, to be told when it opens.
    await cards.last().getByRole('link', { name: en('content', 'registerInterest') }).click();
    await expect(page.getByRole('textbox', { name: en('common', 'footer.newsletterEmailLabel') })).toBeInViewport();
  });

  test('#booking invites to the form, and the footer below it, not the section too, says when appointments start', async ({ page }) => {
    await page.goto('/#booking');
    const booking = page.locator('#booking');
    await expect(booking).toBeInViewport();
    // The hours appear once on the way down the page: in the footer.
    await expect(booking.getByRole('heading', { name: en('content', 'hours.title') })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toContainText(en('common', 'footer.appointmentsFrom', { time: '09:00' }));
    await booking.getByRole('link', { name: en('home', 'services.cards.barbershop.title') }).click();
    await expect(page).toHaveURL(/\/booking\?service=classic-cut$/);
  });
});

test.describe('detail pages', () => {
  for (const { path: route } of DETAIL_PAGES) {
    test(`${route} has a back-to-home link`, async ({ page }) => {
      await page.goto(route);
      await main(page).getByRole('link', { name: en('common', 'backHome') }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('home', 'hero.title'));
    });
  }

  // Each house offers one way to book it, in one wording, at the top and at the foot of the page;
  // a link on a treatment or a barber opens the form with that treatment (and that barber) chosen.
  const houseLinks: [string, string, string, string][] = [
    ['/barbershop', en('barbershop', 'intro.book'), '/booking?service=classic-cut', 'barbershop'],
    ['/hair-clinic', en('hairClinic', 'intro.book'), '/booking?service=consultation', 'hairClinic'],
    ['/restaurant', en('restaurant', 'intro.reserve'), '/booking?service=table-reservation', 'restaurant'],
    ['/aesthetic', en('aesthetic', 'intro.consult'), '/booking?service=prp-facial', 'aesthetic'],
  ];
  for (const [route, name, href, group] of houseLinks) {
    test(`${route}: every booking link opens the form with a service of the house chosen, the house's own in one wording`, async ({ page }) => {
      await page.goto(route);
      const house = main(page).getByRole('link', { name, exact: true });
      // The opening and the closing button (the phone's bar is hidden on a wide screen).
      await expect(house).toHaveCount(2);
      for (const link of await house.all()) await expect(link).toHaveAttribute('href', href);
      const services = servicesInGroup(group as ServiceGroup);
      const hrefs = await main(page).locator('a[href^="/booking"], a[href*="#booking"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const other of hrefs) expect(services.map((service) => `/booking?service=${service}`)).toContain(other!.replace(/&specialist=[a-z-]+$/, ''));
    });
  }

  test('the aesthetic treatments each book themselves, as secondary buttons beside the house\'s one', async ({ page }) => {
    await page.goto('/aesthetic');
    for (const [id, service] of [
      ['prpFacial', 'prp-facial'],
      ['hydroFacial', 'hydro-facial'],
      ['filler', 'filler-treatment'],
    ] as const) {
      const link = main(page).getByRole('link', { name: treatmentButton(id) });
      await expect(link).toHaveAttribute('href', `/booking?service=${service}`);
    }
  });

  test('the restaurant describes its private dining and its events, with their guests, and each opens the form with it chosen', async ({ page }) => {
    await page.goto('/restaurant');
    const occasions = main(page).getByRole('region', { name: en('restaurant', 'occasions.title') });
    for (const [id, guests] of [
      ['private-dining', '2–16'],
      ['special-events', '10–60'],
    ] as const) {
      const card = occasions.getByRole('listitem').filter({ has: page.getByRole('heading', { name: en('restaurant', `occasions.items.${id}.title`) }) });
      await expect(card.getByRole('definition').first()).toHaveText(guests);
      await expect(card.getByRole('link')).toHaveAttribute('href', `/booking?service=${id}`);
    }
    // It starts after Saturday's last booking hour, so its days are said with its time.
    await expect(occasions.getByRole('listitem').first().getByRole('definition').last()).toHaveText(
      en('restaurant', 'occasions.weekdays', { range: en('common', 'hours.range', { open: '18:00', close: '20:00' }) }),
    );
    await occasions.getByRole('link').first().click();
    await expect(page.locator('section#booking').getByRole('combobox', { name: fieldLabel('en', 'service'), exact: true })).toHaveValue('private-dining');
  });

  test('the closing invitation opens the form with the house chosen', async ({ page }) => {
    await page.goto('/hair-clinic');
    await main(page).getByRole('link', { name: en('hairClinic', 'intro.book') }).last().click();
    await expect(page).toHaveURL(/\/booking\?service=consultation$/);
    await expect(page.locator('section#booking').getByRole('combobox', { name: fieldLabel('en', 'service'), exact: true })).toHaveValue('consultation');
  });

  test('durations sit beside the treatments they describe', async ({ page }) => {
    await page.goto('/barbershop');
    for (const [id, duration] of [
      ['classicCut', '30–45 min'],
      ['hotTowelShave', '45 min'],
      ['beardTrim', '20–30 min'],
      ['completeGrooming', '90 min'],
      ['styling', '30 min'],
    ] as const) {
      const item = main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: en('barbershop', `services.items.${id}.title`) }) });
      await expect(item).toContainText(duration);
    }
    await page.goto('/hair-clinic');
    for (const [id, duration] of [
      ['consultation', '30 min'],
      ['hair-transplant', '4–8 hours'],
      ['scalp-treatment', '1–2 hours'],
      ['prp-therapy', '1 hour'],
    ] as const) {
      // The treatments above name the same services as the form does, so the durations are looked up in their own section.
      const item = main(page).getByRole('region', { name: en('hairClinic', 'durations.title') }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: en('services', `names.${id}`), exact: true }) });
      await expect(item).toContainText(duration);
    }
  });

  test('a visitor meets the opening hours once on the way down: the page\'s own where it shows them, else the footer\'s @both', async ({ page }) => {
    const weekdayRows = page.getByRole('term').filter({ hasText: en('common', 'hours.weekdays') });
    const footerHours = page.getByRole('contentinfo').getByRole('heading', { name: en('common', 'footer.hoursTitle') });
    for (const route of ['/barbershop', '/hair-clinic', '/restaurant', '/aesthetic', '/booking?service=classic-cut', '/booking']) {
      await page.goto(route);
      await expect(weekdayRows.filter({ visible: true }), route).toHaveCount(1);
      await expect(main(page).getByRole('term').filter({ hasText: en('common', 'hours.weekdays'), visible: true }), route).toHaveCount(1);
      await expect(footerHours, route).toBeHidden();
    }
    for (const route of ['/car-rental', '/privacy']) {
      await page.goto(route);
      await expect(footerHours, route).toBeVisible();
      await expect(weekdayRows.filter({ visible: true }), route).toHaveCount(1);
    }
  });

  test('opening hours come from the booking hours of each house', async ({ page }) => {
    for (const [route, weekdays] of [
      ['/barbershop', '09:00 – 20:00'],
      ['/hair-clinic', '09:00 – 17:00'],
      ['/aesthetic', '09:00 – 18:00'],
      ['/restaurant', '09:00 – 20:00'],
    ] as const) {
      await page.goto(route);
      const hours = main(page).getByRole('heading', { name: en('content', 'hours.title') }).locator('..');
      await expect(hours.getByRole('definition').first()).toHaveText(weekdays);
      await expect(hours).toContainText('09:00 – 16:00');
      await expect(hours).toContainText(en('common', 'hours.closed'));
    }
  });

  test('the hair clinic shows its team, its figures, its treatments and before-and-after results', async ({ page }) => {
    await page.goto('/hair-clinic');
    for (const { role } of hairClinicTeam) {
      await expect(main(page).getByText(en('team', `roles.${role}`), { exact: true }).first()).toBeVisible();
    }
    for (const { claim } of hairClinicFeatures) {
      if (claim) await expect(main(page).getByText(en('content', `claims.format.${claims[claim].format}`, { value: claims[claim].value }))).toBeVisible();
    }
    for (const { id } of hairClinicServices) {
      await expect(main(page).getByRole('region', { name: en('hairClinic', 'services.title') }).getByRole('heading', { name: en('hairClinic', `services.items.${id}.title`) })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: en('hairClinic', 'results.galleryLabel') }).getByRole('listitem')).toHaveCount(hairClinicImages.results.length);
    await expect(page.getByRole('list', { name: en('hairClinic', 'clinic.galleryLabel') }).getByRole('img')).toHaveCount(hairClinicImages.clinic.length);
  });

  test('the barbershop shows its team, each with their role', async ({ page }) => {
    await page.goto('/barbershop');
    const team = page.locator('section', { has: page.getByRole('heading', { name: en('barbershop', 'team.title') }) });
    await expect(team.getByRole('listitem')).toHaveCount(barbershopTeam.length);
    for (const role of new Set(barbershopTeam.map((member) => member.role))) {
      const holders = barbershopTeam.filter((member) => member.role === role).length;
      await expect(team.getByText(en('team', `roles.${role}`), { exact: true })).toHaveCount(holders);
    }
  });
});

test.describe('restaurant', () => {
  test('shows its logo, its silent films with posters and its photo tiles', async ({ page }) => {
    await page.goto('/restaurant');
    await expect(page.getByRole('img', { name: en('restaurant', 'intro.logoLabel', { name: 'Ristorante Aurum' }) })).toBeVisible();
    const videos = main(page).locator('video');
    await expect(videos).toHaveCount(Object.keys(restaurantText.films.items).length);
    for (const video of await videos.all()) {
      expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.playsInline && v.loop && v.preload === 'none')).toBe(true);
      await expect(video).toHaveAttribute('poster', /\.webp$/);
      await expect(video).toHaveAttribute('aria-label', /.+/);
      await expect(video.locator('source[type="video/webm"]')).toHaveCount(1);
      await expect(video.locator('source[type="video/mp4"]')).toHaveCount(1);
    }
    const tiles = page.getByRole('list', { name: en('restaurant', 'gallery.label') }).getByRole('listitem');
    const tileCount = Object.keys(restaurantText.gallery.images).length;
    await expect(tiles).toHaveCount(tileCount);
    await expect(tiles.getByRole('img')).toHaveCount(tileCount);
  });

  test("its Italian name keeps Italian capitals on a Turkish page: RISTORANTE, never RİSTORANTE", async ({ page }) => {
    await page.goto('/restaurant?lang=tr');
    const eyebrow = main(page).getByText('Ristorante Aurum', { exact: true });
    expect(await eyebrow.evaluate((element: HTMLElement) => element.innerText)).toBe('RISTORANTE AURUM');
    expect(await main(page).locator('svg textPath').allTextContents()).toContain('RISTORANTE');
  });

  test('a film plays and pauses from its button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // nothing plays by itself
    await page.goto('/restaurant');
    const title = en('restaurant', 'films.items.kitchen.title');
    const video = main(page).locator('video').first();
    await video.scrollIntoViewIfNeeded();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.getByRole('button', { name: en('restaurant', 'films.play', { title }) }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    await page.getByRole('button', { name: en('restaurant', 'films.pause', { title }) }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('the closing reserve button opens the form with a table chosen', async ({ page }) => {
    await page.goto('/restaurant');
    await main(page).getByRole('link', { name: en('restaurant', 'intro.reserve') }).last().click();
    await expect(page).toHaveURL(/\/booking\?service=table-reservation$/);
    await expect(page.locator('section#booking')).toBeInViewport();
  });
});

test.describe('car rental', () => {
  test('is marked coming soon, with its services and its vehicles in their categories', async ({ page }) => {
    await page.goto('/car-rental');
    await expect(main(page).getByText(en('content', 'comingSoon'), { exact: true })).toBeVisible();
    for (const { id } of carRentalServices) {
      await expect(main(page).getByRole('heading', { name: en('carRental', `services.items.${id}.title`) })).toBeVisible();
    }
    for (const { id, category } of vehicles) {
      const card = main(page).getByRole('article').filter({ has: page.getByRole('heading', { name: en('carRental', `fleet.vehicles.${id}.title`) }) });
      await expect(card).toContainText(en('carRental', `fleet.categories.${category}`));
      await expect(card.getByRole('img', { name: en('carRental', `fleet.vehicles.${id}.imageAlt`) })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: en('carRental', 'gallery.label') }).getByRole('img')).toHaveCount(carRentalImages.gallery.length);
  });

  test('closes with an invitation to hear when it opens, which leads to the newsletter sign-up', async ({ page }) => {
    await page.goto('/car-rental');
    const closing = main(page).getByRole('region', { name: en('carRental', 'cta.title') });
    await closing.getByRole('link', { name: en('content', 'registerInterest') }).click();
    await expect(page.getByRole('textbox', { name: en('common', 'footer.newsletterEmailLabel') })).toBeInViewport();
  });

  test('offers no booking anywhere on the page', async ({ page }) => {
    await page.goto('/car-rental');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const content = main(page);
    await expect(content.locator('a[href="/booking"], a[href="/#booking"], a[href^="/booking?"]')).toHaveCount(0);
    await expect(content.getByRole('link', { name: /book|reserv/i })).toHaveCount(0);
    await expect(content.getByRole('button', { name: /book|reserv/i })).toHaveCount(0);
  });
});

test.describe('pictures and layout', () => {
  for (const { path: route } of PAGES) {
    test(`${route}: every picture loads, with a text alternative and its size @both`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(page);
      // A picture named in src/content but missing from media/ renders as a placeholder: none may.
      await expect(main(page).locator('span[role="img"]')).toHaveCount(0);
      const images = main(page).locator('img');
      expect(await images.count()).toBeGreaterThan(0);
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute('alt', /\S/);
        await expect(image).toHaveAttribute('width', /^\d+$/);
        await expect(image).toHaveAttribute('height', /^\d+$/);
        if (await image.isVisible()) {
          await image.scrollIntoViewIfNeeded();
          await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1), { message: await image.getAttribute('alt') ?? '' }).toBe(true);
        }
      }
    });

    test(`${route}: no horizontal scrolling at 360 px @mobile`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(page);
      const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }

  test('the hero shows the house emblem on every screen, fetched at the size it is shown @both', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    const emblem = page.getByRole('img', { name: localeText('en', 'home', 'hero.imageAlt') });
    await expect(emblem).toBeInViewport();
    await page.waitForLoadState('networkidle');
    const widths = requested.flatMap((url) => /\/home-hero-(\d+)-/.exec(url)?.[1] ?? []).map(Number);
    expect(widths).toHaveLength(1);
    // The smallest file as wide as the picture's device pixels: sharp on any screen, and no heavier.
    const [shown, ratio] = await emblem.evaluate((img) => [img.getBoundingClientRect().width, window.devicePixelRatio]);
    const files = outputWidths(Number(await emblem.getAttribute('width')));
    expect(widths[0]).toBe(files.find((w) => w >= shown * ratio) ?? files.at(-1));
  });

  for (const { width, height } of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    test(`a ${width}×${height} phone opens on the emblem at the hero's size, with the title, lead and Book button readable @mobile`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const box = await page.getByRole('img', { name: localeText('en', 'home', 'hero.imageAlt') }).boundingBox();
      // A hero's picture spans the screen's width and a good part of its height, where a thumbnail would not.
      expect(box?.width).toBeGreaterThanOrEqual(width * 0.9);
      expect(box?.height).toBeGreaterThanOrEqual(height * 0.4);
      const hero = page.locator('#home');
      await expect(hero.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
      if (height >= 844) {
        await expect(hero.getByText(en('home', 'hero.lead'))).toBeInViewport({ ratio: 1 });
        await expect(hero.getByRole('link', { name: en('home', 'hero.book') })).toBeInViewport({ ratio: 1 });
      }
    });
  }
});

test.describe('balance of the home page and the 404 page', () => {
  test('on a desktop, sections on the same ground leave no empty band between them, and the services fill every row', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.locator('#booking')).toBeAttached();
    await page.evaluate(() => document.documentElement.setAttribute('data-whole-page', ''));
    const sections = await main(page)
      .locator(':scope > section')
      .evaluateAll((all) =>
        all.map((section) => {
          const boxes = [...section.querySelectorAll(':scope > div > *')].map((child) => child.getBoundingClientRect());
          return {
            id: section.id,
            ground: getComputedStyle(section).backgroundColor,
            top: Math.min(...boxes.map((b) => b.top)),
            bottom: Math.max(...boxes.map((b) => b.bottom)),
          };
        }),
      );
    const sectionPadding = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('#services')!).paddingTop));
    for (const [index, next] of sections.slice(1).entries()) {
      const previous = sections[index]!;
      // A change of ground marks a new section; on one ground, more than a section's spacing reads as a hole.
      if (previous.ground === next.ground) expect(next.top - previous.bottom, `${previous.id} to ${next.id}`).toBeLessThanOrEqual(sectionPadding * 1.25);
    }
    const grid = page.locator('#services ul').first();
    const width = (await grid.boundingBox())!.width;
    const cards = await grid.locator(':scope > li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ top, width }) => ({ top: Math.round(top), width })));
    const rows = new Map<number, number[]>();
    for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card.width]);
    expect(rows.size).toBeGreaterThan(1);
    // A row that is full to the grid's width, gaps included, has no card left alone in it.
    for (const row of rows.values()) expect(row.reduce((sum, cardWidth) => sum + cardWidth, 0) / width).toBeGreaterThan(0.9);
  });

  for (const width of [390, 1280]) {
    test(`the 404 page centres its houses under its centred title at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/no-such-page');
      const centre = async (locator: ReturnType<Page['locator']>) =>
        locator.evaluateAll((elements) => {
          const boxes = elements.map((element) => element.getBoundingClientRect());
          return (Math.min(...boxes.map((b) => b.left)) + Math.max(...boxes.map((b) => b.right))) / 2;
        });
      const title = await centre(page.getByRole('heading', { level: 1 }));
      const houses = page.getByRole('navigation', { name: en('common', 'nav.houses') });
      // The icons and names themselves, not the box around them, which may be wider than they are.
      const names = await centre(houses.getByRole('link').locator('svg, span'));
      expect(Math.abs(names - title)).toBeLessThanOrEqual(width * 0.04);
      expect(Math.abs((await centre(houses.getByRole('heading'))) - title)).toBeLessThanOrEqual(2);
    });
  }
});

test.describe('links within the site', () => {
  test('every link to an anchor finds its target', async ({ page }) => {
    const broken: string[] = [];
    const homeIds = new Set<string>();
    await page.goto('/');
    await expect(page.locator('#booking')).toBeAttached();
    for (const id of await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id))) homeIds.add(id);
    for (const { path: route } of PAGES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const ids = new Set(await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id)));
      const hrefs = await page.locator('a[href*="#"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        const [target = '', hash = ''] = href.split('#');
        const found = target === '' ? ids.has(hash) : target === '/' ? homeIds.has(hash) : true;
        if (!found) broken.push(`${route}: ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

/** Runs `action` and returns every vertical scroll position the page passed through until it settled. */
async function recordScrollWhile(page: Page, action: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __scrolls: number[] };
    w.__scrolls = [];
    window.addEventListener('scroll', () => w.__scrolls.push(Math.round(window.scrollY)), { passive: true });
  });
  await action();
  // Settled once the position has not changed for half a second.
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const settled = now === last && now > 0;
        last = now;
        return settled;
      },
      { intervals: [500], timeout: 8_000 },
    )
    .toBe(true);
  return page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
}
