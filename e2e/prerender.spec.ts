import type { APIResponse, BrowserContext, Page } from '@playwright/test';
import { expect, LANGUAGES, test } from './fixtures.ts';

/**
 * The prerendered site as a browser and a search engine receive it: every page's text in the first
 * response, in the language of the `preferred-language` cookie; hydration that changes nothing;
 * caching and compression headers.
 */
const ROUTES = ['/', '/booking', '/barbershop', '/hair-clinic', '/restaurant', '/car-rental', '/aesthetic', '/privacy', '/terms'];
const ABOUT = { en: 'About', sq: 'Rreth nesh', tr: 'Hakkımızda', de: 'Über uns' } as const;
const HYDRATION_ERROR = /hydrat|Minified React error #(418|423|425)/i;

async function setLanguageCookie(context: BrowserContext, baseURL: string | undefined, language: string) {
  await context.addCookies([{ name: 'preferred-language', value: language, url: baseURL! }]);
}

/** The text a reader sees in #root, from an HTML document that no script has touched. */
function rootText(page: Page, html: string): Promise<string> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return (doc.getElementById('root')?.textContent ?? '').replace(/\s+/g, ' ').trim();
  }, html);
}

const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim();

test.describe('prerendered pages', () => {
  test('every route arrives as complete HTML, with its own title, description and canonical URL', async ({ request }) => {
    const titles = new Set<string>();
    for (const route of ROUTES) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      expect(html, route).toMatch(/<html lang="en"/);
      expect(h1Of(html), `${route} has its heading in the HTML`).toBeTruthy();
      expect(html, route).toContain(`>${ABOUT.en}</a>`); // header navigation
      expect(html, route).toContain('Privacy Policy'); // footer
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, route).toBeTruthy();
      titles.add(title!);
      expect(html, route).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html, route).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${route === '/' ? '/' : route}"`));
      expect(html, route).toContain('hreflang="sq"');
      expect(html, route).toContain('"@type":["HairSalon","BeautySalon"]');
    }
    expect(titles.size, 'each route has its own title').toBe(ROUTES.length);
  });

  test('the stylesheet and the largest image are asked for before the scripts', async ({ page, request }) => {
    for (const route of ['/', '/barbershop', '/booking']) {
      const html = await (await request.get(route)).text();
      const first = (needle: string) => html.indexOf(needle);
      expect(first('rel="stylesheet"'), route).toBeGreaterThan(0);
      expect(first('rel="stylesheet"'), `${route}: stylesheet before the script`).toBeLessThan(first('<script type="module"'));
      // Scripts wait their turn: no preloaded chunks compete with the stylesheet and fonts.
      expect(html, route).not.toContain('rel="modulepreload"');
    }
    // On a phone, the detail page's cover is its largest paint: the browser uses the preloaded file.
    await page.setViewportSize({ width: 412, height: 823 });
    const preloaded: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && r.url().includes('barbershop-cover')) preloaded.push(new URL(r.url()).pathname);
    });
    await page.goto('/barbershop');
    await page.waitForLoadState('networkidle');
    const shown = await page.locator('img[fetchpriority="high"]').evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(shown).toMatch(/barbershop-cover-\d+-[\w-]+\.avif$/);
    expect(preloaded, 'one request for the cover: the preload and the image agree').toEqual([shown]);
  });

  test('the preferred-language cookie picks the language of the HTML; ?lang= names one for search engines', async ({ request }) => {
    for (const language of LANGUAGES) {
      const html = await (await request.get('/barbershop', { headers: { Cookie: `preferred-language=${language}` } })).text();
      expect(html).toMatch(new RegExp(`<html lang="${language}"`));
      expect(html).toContain(`>${ABOUT[language]}</a>`);
    }
    const named = await request.get('/restaurant?lang=de', { headers: { Cookie: 'preferred-language=sq' } });
    expect(await named.text()).toMatch(/<html lang="de"/);
    const unknown = await (await request.get('/', { headers: { Cookie: 'preferred-language=xx' } })).text();
    expect(unknown).toMatch(/<html lang="en"/);
  });

  test('an unknown path answers 404 with the 404 page in the cookie’s language', async ({ request }) => {
    const response = await request.get('/no-such-page', { headers: { Cookie: 'preferred-language=sq' } });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html lang="sq"/);
    expect(html).toContain('Faqja nuk u gjet');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  for (const language of LANGUAGES) {
    test(`in ${language}, every page hydrates without a warning and shows exactly the prerendered text`, async ({ page, context, baseURL, consoleErrors }) => {
      test.setTimeout(120_000); // nine pages
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await setLanguageCookie(context, baseURL, language);
      await page.addInitScript((lang) => window.localStorage.setItem('preferred-language', lang), language);
      for (const route of ROUTES) {
        const response = await page.goto(route);
        const prerendered = await rootText(page, await response!.text());
        // The language picker opens, and Escape closes it.
        const picker = page.getByRole('banner').getByRole('button', { name: /^[^:]+: / }).first();
        await picker.click();
        await expect(page.getByRole('banner').getByRole('list').filter({ has: page.getByRole('link', { name: 'Deutsch' }) })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const hydrated = await page.evaluate(() => (document.getElementById('root')?.textContent ?? '').replace(/\s+/g, ' ').trim());
        expect(hydrated, `${route} (${language}) text after hydration`).toBe(prerendered);
      }
      // Any error or warning while hydrating fails, a mismatch above all (React logs it as an error).
      expect(consoleErrors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(warnings).toEqual([]);
    });
  }

  test('the browser hydrates with React 19’s react-dom, the runtime the site is built on', async ({ page }) => {
    await page.goto('/');
    // react-dom marks the container it hydrated; no other runtime leaves this key.
    const reactRoot = await page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer$')));
    expect(reactRoot).toBe(true);
  });

  // /booking builds the booking schema on load: zod's probe for eval was a violation there.
  test('no page breaks the Content-Security-Policy', async ({ page }) => {
    test.setTimeout(90_000); // nine pages
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
    });
    for (const route of ROUTES) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
      expect(violations, route).toEqual([]);
    }
  });

  test('a returning visitor sees their language from the first paint, never English', async ({ page, context, baseURL }) => {
    await setLanguageCookie(context, baseURL, 'de');
    await page.addInitScript(() => {
      window.localStorage.setItem('preferred-language', 'de');
      const seen: string[] = [];
      (window as unknown as { langs: string[] }).langs = seen;
      new MutationObserver(() => seen.push(document.documentElement.lang)).observe(document, { subtree: true, attributes: true, attributeFilter: ['lang'] });
    });
    await page.goto('/hair-clinic');
    await expect(page.getByRole('banner').getByRole('link', { name: ABOUT.de, exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const langs = await page.evaluate(() => [document.documentElement.lang, ...(window as unknown as { langs: string[] }).langs]);
    expect(langs.every((lang) => lang === 'de'), `<html lang> went through ${langs.join(', ')}`).toBe(true);
  });

  test('choosing a language on a ?lang= page drops it from the URL, so a reload keeps the choice', async ({ page }) => {
    await page.goto('/aesthetic?lang=tr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await page.getByRole('button', { name: /^TR\W+Dil: Türkçe/ }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/aesthetic$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('the first paint on a phone @mobile', () => {
  // Blocks below the first screen are skipped until they come near (`render-when-near`), and the
  // browser decides what is near from where the blocks above would end. A block it lays out
  // before the first paint and skips again at once (the section after a too short estimate) is
  // work a visitor on a slow phone waits for, for nothing. The events say what it did.
  for (const route of ROUTES) {
    test(`${route}: no block below the first screen is laid out only to be skipped again`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen = new Map<Element, string>();
        (window as unknown as { blockStates: () => string[] }).blockStates = () =>
          [...seen].map(([block, states]) => `${block.tagName.toLowerCase()} "${block.querySelector('h2')?.textContent?.trim() ?? block.id}": ${states}`);
        document.addEventListener(
          'contentvisibilityautostatechange',
          (event) => seen.set(event.target as Element, (seen.get(event.target as Element) ?? '') + ((event as ContentVisibilityAutoStateChangeEvent).skipped ? 'skipped ' : 'laid out ')),
          true,
        );
      });
      await page.goto(route);
      const states = await page.evaluate(async () => {
        for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
        return (window as unknown as { blockStates: () => string[] }).blockStates();
      });
      expect(states.length, 'blocks the browser decided on').toBeGreaterThan(0);
      expect(states.filter((state) => /laid out skipped/.test(state))).toEqual([]);
    });
  }
});

test.describe('web fonts (scripts/build-fonts.ts)', () => {
  for (const language of LANGUAGES) {
    test(`${language}: every letter on the home page is in both brand fonts; only a Turkish page fetches the extra letters`, async ({ page, context, baseURL }) => {
      await setLanguageCookie(context, baseURL, language);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        const faces: FontFace[] = [];
        document.fonts.forEach((face) => faces.push(face));
        const ranges = (face: FontFace) =>
          face.unicodeRange.split(',').map((part) => {
            const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
            return [parseInt(first, 16), parseInt(last, 16)] as const;
          });
        const familyFaces = (family: string) => faces.filter((face) => face.family.replace(/["']/g, '') === family);
        const letters = [...new Set(document.body.innerText)].filter((character) => /\p{L}/u.test(character));
        const missingIn = (family: string) =>
          letters.filter((letter) => !familyFaces(family).some((face) => ranges(face).some(([first, last]) => letter.codePointAt(0)! >= first && letter.codePointAt(0)! <= last)));
        return {
          letters: letters.length,
          missing: { inter: missingIn('Inter'), cormorant: missingIn('Cormorant Garamond') },
          // The faces for letters beyond Latin-1 are the ones whose range starts past U+00FF.
          extraLettersFetched: faces.filter((face) => ranges(face)[0]![0] > 0xff).map((face) => face.status),
        };
      });
      expect(fonts.letters).toBeGreaterThan(20);
      expect(fonts.missing, 'letters that would fall back to another font').toEqual({ inter: [], cormorant: [] });
      expect(fonts.extraLettersFetched).toHaveLength(2);
      expect(fonts.extraLettersFetched.every((status) => status === (language === 'tr' ? 'loaded' : 'unloaded'))).toBe(true);
    });
  }
});

test.describe('caching and compression', () => {
  const header = (response: APIResponse, name: string) => response.headers()[name.toLowerCase()] ?? '';

  test('HTML is revalidated and varies by encoding and cookie; hashed assets are immutable for a year', async ({ request }) => {
    const page = await request.get('/');
    expect(header(page, 'cache-control')).toBe('no-cache');
    expect(header(page, 'vary')).toMatch(/Accept-Encoding/i);
    expect(header(page, 'vary')).toMatch(/Cookie/i);
    const etag = header(page, 'etag');
    expect(etag).not.toBe('');
    const again = await request.get('/', { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);

    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.woff2'))).toBe(true);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(header(response, 'cache-control'), asset).toBe('public, max-age=31536000, immutable');
    }
  });

  test('brotli or gzip is sent as the browser accepts it, for pages and assets', async ({ request }) => {
    const page = await request.get('/');
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await page.text())![1]!;
    for (const url of ['/', '/booking', script, '/sitemap.xml']) {
      const br = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(header(br, 'content-encoding'), url).toBe('br');
      const gzip = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(header(gzip, 'content-encoding'), url).toBe('gzip');
      const plain = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
      expect(header(plain, 'content-encoding'), url).toBe('');
      expect((await br.body()).equals(await plain.body()), `${url}: same content in every encoding`).toBe(true);
    }
  });

  test('robots.txt points to a sitemap listing every page in every language', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemapUrl).toMatch(/^https?:\/\/.+\/sitemap\.xml$/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap.match(/<loc>/g)?.length).toBe(ROUTES.length * LANGUAGES.length);
    expect(sitemap).toContain('?lang=sq</loc>');
  });
});
