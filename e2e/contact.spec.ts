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
