import { expect, localeText, test } from './fixtures.ts';

/** How guests here reach the house: the number, WhatsApp beside it, the address on a map, the e-mail address whole. */
test.describe('contact links', () => {
  test('the footer offers WhatsApp beside the phone, the address on a map, and an e-mail address that wraps only at its @ or dots', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/?lang=de');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute('href', 'https://wa.me/355692004500');
    const map = footer.getByRole('link', { name: localeText('de', 'common', 'footer.map') });
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Aurum%20Atelier%2C%20Rruga%20Ismail%20Qemali%2027/);
    const email = footer.getByRole('link', { name: /hello@aurum-atelier\.al/ });
    await expect(email).toHaveAttribute('href', 'mailto:hello@aurum-atelier.al');
    expect(await email.locator('wbr').count()).toBe(2);
    expect(await email.evaluate((link) => getComputedStyle(link).wordBreak)).toBe('normal');
    // Each link is a target a finger can hit.
    for (const link of [footer.getByRole('link', { name: 'WhatsApp', exact: true }), map, email]) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
  });

  test('the booking page offers WhatsApp beside the phone number', async ({ page }) => {
    await page.goto('/booking');
    const aside = page.getByRole('region', { name: localeText('en', 'booking', 'aside.label') });
    await expect(aside.getByRole('link', { name: '+355 69 200 4500' })).toHaveAttribute('href', 'tel:+355692004500');
    await expect(aside.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute('href', 'https://wa.me/355692004500');
  });
});

test.describe('notices', () => {
  test('on a phone, several notices lie apart, never over one another, and no more than two show', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/booking');
    const input = page.locator('input[type=file]').first();
    await expect(input).toBeAttached();
    const toasts = page.locator('[data-sonner-toast]');
    // A file that is not a picture, with more files than the form takes: notices at once.
    const files = Array.from({ length: 12 }, (_, n) => ({ name: `note-${n}.txt`, mimeType: 'text/plain', buffer: Buffer.from('not a photo') }));
    await input.setInputFiles([...files.slice(0, 1), ...Array.from({ length: 11 }, (_, n) => ({ name: `p-${n}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from('x') }))]);
    await expect(toasts.first()).toBeVisible();
    const shown = () => toasts.evaluateAll((elements) => elements.filter((e) => getComputedStyle(e).opacity !== '0' && e.getAttribute('data-visible') !== 'false').map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    const overlaps = (boxes: DOMRect[]) => boxes.some((b, i) => i > 0 && !(boxes[i - 1]!.bottom <= b.top || b.bottom <= boxes[i - 1]!.top));
    // Polled, since the notices slide in (transparent at first): once some have arrived, none lies over another.
    await expect
      .poll(async () => {
        const boxes = await shown();
        return boxes.length > 0 && !overlaps(boxes);
      }, { message: 'notices shown, none over another' })
      .toBe(true);
    expect((await shown()).length).toBeLessThanOrEqual(2);
  });
});
