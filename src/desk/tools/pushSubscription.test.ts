import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { applicationServerKey } from './pushSubscription.ts';
import { webcalUrl } from './calendarFeed.ts';

describe('the desk’s alerts and feeds', () => {
  it('hands the browser the service’s VAPID key as its uncompressed P-256 point', () => {
    const { publicKey } = webpush.generateVAPIDKeys();
    const bytes = applicationServerKey(publicKey);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString('base64url')).toBe(publicKey);
  });

  it('offers a feed to the phone’s calendar as a webcal: link to the same address', () => {
    expect(webcalUrl('https://aurum-atelier.al/desk/feeds/abc.ics')).toBe('webcal://aurum-atelier.al/desk/feeds/abc.ics');
    expect(webcalUrl('http://127.0.0.1:3000/desk/feeds/abc.ics')).toBe('webcal://127.0.0.1:3000/desk/feeds/abc.ics');
  });
});
