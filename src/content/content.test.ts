import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSources } from '../../scripts/build-images.ts';
import { aestheticFeatures, aestheticImages, aestheticServices } from './aesthetic.ts';
import { barbershopFeatures, barbershopImages, barbershopServices } from './barbershop.ts';
import { carRentalImages, carRentalServices, vehicles } from './carRental.ts';
import { claims } from './claims.ts';
import { hairClinicFeatures, hairClinicImages, hairClinicServices } from './hairClinic.ts';
import { homeImages } from './home.ts';
import { restaurantFilms, restaurantOccasions, restaurantTiles } from './restaurant.ts';
import { serviceCards } from './services.ts';
import { barbershopTeam, hairClinicTeam, portraitName, TEAM_ROLES } from '../../content/team.ts';
import { LANGUAGES } from '../../core/languages.ts';
import { SERVICES } from '../../core/services.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const english = (namespace: string) => JSON.parse(readFileSync(path.join(root, 'src', 'locales', 'en', `${namespace}.json`), 'utf8')) as Record<string, unknown>;
const lookup = (strings: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);

/** Keys under `prefix` that English lacks (or holds something other than text). */
function missing(namespace: string, keys: string[]): string[] {
  const strings = english(namespace);
  return keys.filter((key) => typeof lookup(strings, key) !== 'string').map((key) => `${namespace}:${key}`);
}

describe('pictures named in src/content', () => {
  const available = new Set(findSources(readdirSync(path.join(root, 'media'))).keys());
  const named = [
    ...Object.values(homeImages),
    ...serviceCards.map((c) => c.image),
    hairClinicImages.cover,
    ...hairClinicImages.clinic,
    ...hairClinicImages.results.map((r) => r.image),
    ...hairClinicServices.map((s) => s.image),
    barbershopImages.cover,
    barbershopImages.space,
    ...barbershopImages.work,
    ...restaurantTiles.map((t) => t.image),
    ...restaurantFilms.map((f) => f.poster),
    carRentalImages.cover,
    ...carRentalImages.gallery,
    ...vehicles.map((v) => v.image),
    aestheticImages.cover,
    ...aestheticServices.map((s) => s.image),
    ...[...hairClinicTeam, ...barbershopTeam].map(portraitName),
  ];

  it('all exist in media/', () => {
    expect(named.filter((name) => !available.has(name))).toEqual([]);
  });

  it('no picture is named twice: each subject has its own drawing', () => {
    expect(named.filter((name, index) => named.indexOf(name) !== index)).toEqual([]);
  });

  it('the before-and-after results are split the same way, so their labels sit alike', () => {
    expect(new Set(hairClinicImages.results.map((r) => r.layout)).size).toBe(1);
  });
});

describe('team', () => {
  const members = [...hairClinicTeam, ...barbershopTeam];

  it('every role and every member has its English text', () => {
    expect(missing('team', [...TEAM_ROLES.map((r) => `roles.${r}`), ...members.map((m) => `notes.${m.id}`)])).toEqual([]);
  });

  it('ids are unique, since they name portraits and notes', () => {
    expect(new Set(members.map((m) => m.id)).size).toBe(members.length);
  });
});

describe('claims', () => {
  it('every claim has a label, and every format shows the figure', () => {
    const strings = english('content');
    expect(missing('content', Object.keys(claims).map((id) => `claims.${id}`))).toEqual([]);
    for (const { format } of Object.values(claims)) expect(lookup(strings, `claims.format.${format}`)).toContain('{{value}}');
  });
});

describe('every text a page asks for exists in English', () => {
  it('home service cards: title, description, picture and four feature lines', () => {
    const keys = serviceCards.flatMap((card) => [
      `services.cards.${card.id}.title`,
      `services.cards.${card.id}.description`,
      `services.cards.${card.id}.imageAlt`,
      ...card.features.map((f) => `services.cards.${card.id}.features.${f}`),
    ]);
    expect(missing('home', keys)).toEqual([]);
    expect(serviceCards.filter((c) => !c.bookingAvailable).map((c) => c.id)).toEqual(['carRental']);
  });

  it('the houses a visitor can book come first on the home page, the one coming soon last', () => {
    const bookable = serviceCards.map((card) => card.bookingAvailable);
    expect(bookable).toEqual([...bookable].sort((a, b) => Number(b) - Number(a)));
  });

  it('feature cards, treatments and vehicles', () => {
    const card = (prefix: string, id: string) => [`${prefix}.${id}.title`, `${prefix}.${id}.description`];
    expect([
      ...missing('hairClinic', hairClinicFeatures.flatMap((f) => card('features', f.id))),
      ...missing('hairClinic', hairClinicServices.flatMap((s) => [...card('services.items', s.id), `services.items.${s.id}.imageAlt`])),
      ...missing('barbershop', barbershopFeatures.flatMap((f) => card('features', f.id))),
      ...missing('barbershop', barbershopServices.flatMap((s) => card('services.items', s.id))),
      ...missing('aesthetic', aestheticFeatures.flatMap((f) => card('features.items', f.id))),
      ...missing('aesthetic', aestheticServices.flatMap((s) => [...card('treatments.items', s.id), `treatments.items.${s.id}.imageAlt`])),
      ...missing('carRental', carRentalServices.flatMap((s) => card('services.items', s.id))),
      ...missing('carRental', vehicles.flatMap((v) => [...card('fleet.vehicles', v.id), `fleet.vehicles.${v.id}.imageAlt`, `fleet.categories.${v.category}`])),
      ...missing('restaurant', [...restaurantTiles.map((t) => `gallery.images.${t.id}`), ...restaurantFilms.flatMap((f) => card('films.items', f.id))]),
    ]).toEqual([]);
  });
});

/** A locale file of `language`, its path written with LANG for the language. */
const strings = (language: string, file: string) => JSON.parse(readFileSync(path.join(root, file.replace('LANG', language)), 'utf8')) as Record<string, unknown>;

describe('the restaurant page and the booking form', () => {
  it('name its private dining and its events as the form books them, in every language', () => {
    for (const language of LANGUAGES) {
      const page = strings(language, 'src/locales/LANG/restaurant.json');
      const form = strings(language, 'content/locales/LANG/services.json');
      for (const id of restaurantOccasions) expect(lookup(page, `occasions.items.${id}.title`), `${language}: ${id}`).toBe(lookup(form, `names.${id}`));
    }
  });
});

describe('the barbershop page and the booking form', () => {
  it('describe every service the form books, under the name the form gives it, in every language', () => {
    const booked = SERVICES.filter((s) => s.group === 'barbershop').map((s) => s.id);
    expect(barbershopServices.flatMap((s) => (s.service ? [s.service] : [])).sort()).toEqual([...booked].sort());
    for (const language of LANGUAGES) {
      const page = strings(language, 'src/locales/LANG/barbershop.json');
      const form = strings(language, 'content/locales/LANG/services.json');
      for (const item of barbershopServices.filter((s) => s.service)) {
        expect(lookup(page, `services.items.${item.id}.title`), `${language}: ${item.id}`).toBe(lookup(form, `names.${item.service}`));
      }
    }
  });
});
