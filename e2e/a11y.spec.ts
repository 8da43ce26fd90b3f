import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

/** Every route of the site, and a path that does not exist (the 404 page). */
const ROUTES = ['/', '/booking', '/barbershop', '/hair-clinic', '/restaurant', '/car-rental', '/aesthetic', '/privacy', '/terms', '/no-such-page'];

test.describe('accessibility', () => {
  for (const route of ROUTES) {
    test(`axe finds no violations on ${route} @both`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const violations = results.violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
      expect(violations).toEqual([]);
    });
  }
});
