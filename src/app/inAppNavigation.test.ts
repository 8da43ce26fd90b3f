import { describe, expect, it } from 'vitest';
import { inAppDestination, type LinkClick } from './inAppNavigation.ts';

const here = 'https://aurum-atelier.al/barbershop?lang=de';
const click = (href: string, overrides: Partial<LinkClick> = {}): LinkClick => ({
  href: new URL(href, here).href,
  target: '',
  download: false,
  plainClick: true,
  defaultPrevented: false,
  ...overrides,
});

describe('inAppDestination', () => {
  it('follows a link to another page of the site in the app, adding a history entry', () => {
    expect(inAppDestination(click('/booking'), here)).toEqual({ to: '/booking', replace: false });
    expect(inAppDestination(click('/#booking'), here)).toEqual({ to: '/#booking', replace: false });
    expect(inAppDestination(click('/privacy?lang=sq'), here)).toEqual({ to: '/privacy?lang=sq', replace: false });
  });

  it('resolves a hash on this page against it', () => {
    expect(inAppDestination(click('#team'), here)).toEqual({ to: '/barbershop?lang=de#team', replace: false });
  });

  it('replaces the history entry for a link to the page already shown', () => {
    expect(inAppDestination(click('/barbershop?lang=de'), here)).toEqual({ to: '/barbershop?lang=de', replace: true });
  });

  it('leaves to the browser what a visitor means for it: new tabs, downloads, other targets, other sites', () => {
    expect(inAppDestination(click('/booking', { plainClick: false }), here)).toBeNull();
    expect(inAppDestination(click('/booking', { download: true }), here)).toBeNull();
    expect(inAppDestination(click('/booking', { target: '_blank' }), here)).toBeNull();
    expect(inAppDestination(click('/booking', { defaultPrevented: true }), here)).toBeNull();
    expect(inAppDestination(click('https://www.instagram.com/aurum'), here)).toBeNull();
    expect(inAppDestination(click('mailto:hello@aurum-atelier.al'), here)).toBeNull();
    expect(inAppDestination(click('http://aurum-atelier.al/booking'), here)).toBeNull(); // another origin
  });

  it('follows a link with target _self in the app', () => {
    expect(inAppDestination(click('/terms', { target: '_self' }), here)).toEqual({ to: '/terms', replace: false });
  });
});
