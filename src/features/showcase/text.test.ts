import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import content from '../../locales/en/content.json';
import { claimStat, claimValue } from './claimText.ts';
import { durationText } from './durationText.ts';

async function english(overrides: Record<string, unknown> = {}) {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'en', resources: { en: { content: { ...content, ...overrides } } }, interpolation: { escapeValue: false } });
  return instance.t;
}

describe('durationText', () => {
  it('reads single figures and ranges, minutes and hours, as the house writes them', async () => {
    const t = await english();
    expect(durationText(t, { unit: 'minute', min: 30, max: 45 })).toBe('30–45 min');
    expect(durationText(t, { unit: 'minute', min: 45 })).toBe('45 min');
    expect(durationText(t, { unit: 'hour', min: 4, max: 8 })).toBe('4–8 hours');
    expect(durationText(t, { unit: 'hour', min: 1 })).toBe('1 hour');
    expect(durationText(t, { unit: 'hour', min: 2 })).toBe('2 hours');
  });
});

describe('claims in words', () => {
  it('keeps signs with the figure', async () => {
    const t = await english();
    expect(claimValue(t, 'happyClients')).toBe('500+');
    expect(claimValue(t, 'satisfactionPercent')).toBe('95%+');
    expect(claimStat(t, 'happyClients')).toEqual({ key: 'happyClients', value: '500+', label: 'Happy barbershop clients' });
  });

  it('reads the rating on its scale and the founding year as a year', async () => {
    const t = await english();
    expect(claimStat(t, 'rating')).toEqual({ key: 'rating', value: '5/5', label: 'Average guest rating' });
    expect(claimStat(t, 'founded')).toEqual({ key: 'founded', value: '2020', label: 'Our founding year' });
  });

});
