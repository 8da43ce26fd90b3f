import { describe, expect, it } from 'vitest';
import { bookingPathFor, bookingPathForGroup, serviceFromSearch, specialistFromSearch } from './bookingLink.ts';
import { SERVICE_GROUPS, SERVICE_IDS } from './services.ts';

describe('booking links', () => {
  it('link to the form with the named service', () => {
    expect(bookingPathFor('hydro-facial')).toBe('/booking?service=hydro-facial');
  });

  it("link a house's button to its first service", () => {
    expect(SERVICE_GROUPS.map(bookingPathForGroup)).toEqual([
      '/booking?service=classic-cut',
      '/booking?service=consultation',
      '/booking?service=prp-facial',
      '/booking?service=table-reservation',
    ]);
  });

  it('read back every service they name', () => {
    for (const id of SERVICE_IDS) expect(serviceFromSearch(new URL(bookingPathFor(id), 'https://example.com').search)).toBe(id);
  });

  it('read the service among other parameters, with or without the question mark', () => {
    expect(serviceFromSearch('?utm_source=instagram&service=private-dining')).toBe('private-dining');
    expect(serviceFromSearch('service=classic-cut')).toBe('classic-cut');
  });

  it('ignore a missing, empty, unknown or odd value', () => {
    for (const search of ['', '?', '?service=', '?service=massage', '?service=Classic-Cut', '?service=constructor', '?service=__proto__', '?other=classic-cut']) {
      expect(serviceFromSearch(search), search).toBeNull();
    }
  });
});

describe("a barber's booking link", () => {
  it('names the service and the barber, and the barber is read back', () => {
    const path = bookingPathFor('classic-cut', 'dritan-berisha');
    expect(path).toBe('/booking?service=classic-cut&specialist=dritan-berisha');
    const { search } = new URL(path, 'https://example.com');
    expect([serviceFromSearch(search), specialistFromSearch(search)]).toEqual(['classic-cut', 'dritan-berisha']);
  });

  it('ignores a missing or odd specialist', () => {
    for (const search of ['', '?specialist=', '?specialist=Dritan%20Berisha', `?specialist=${'a'.repeat(65)}`]) expect(specialistFromSearch(search), search).toBeNull();
  });
});
