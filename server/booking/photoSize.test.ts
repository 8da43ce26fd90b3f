import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_LIMITS } from '../../core/bookingLimits.ts';
import { bookingRequest, NOTIFY_TO, photoPayload, postBooking, startService, type TestService } from '../testing/harness.ts';
import { noisePhoto } from '../testing/images.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';
import { reencodePhoto, STORED_PHOTO_MAX_BYTES } from './photos.ts';

/** What many relays accept at most: 10 MB. */
const RELAY_LIMIT = 10_000_000;

describe('photos that compress badly', () => {
  let photos: Buffer[];
  beforeAll(async () => {
    photos = [];
    for (let seed = 1; photos.length < BOOKING_LIMITS.photosMax; seed++) {
      const photo = await noisePhoto(seed);
      if (photos.reduce((sum, p) => sum + p.byteLength, 0) + photo.byteLength > BOOKING_LIMITS.photosTotalMaxBytes) break;
      photos.push(photo);
    }
  }, 60_000);

  it('are each stored within the bound, at the size the form sends when that fits', async () => {
    const stored = await reencodePhoto({ filename: 'noise.jpg', content: photos[0]! }, 0);
    expect(stored.bytes.byteLength).toBeLessThanOrEqual(STORED_PHOTO_MAX_BYTES);
    expect(Math.max(stored.width, stored.height)).toBeGreaterThanOrEqual(1024); // smaller, still a photo
  });

  describe('ten megabytes of them in one booking, mailed through a relay that takes at most 10 MB', () => {
    let smtp: SmtpSink;
    let service: TestService;
    beforeAll(async () => {
      smtp = await startSmtpSink(0, { size: RELAY_LIMIT });
      service = await startService({ smtpPort: smtp.port });
    });
    afterAll(async () => {
      await service?.close();
      await smtp?.close();
    });

    it('reach the business in one message, every photo attached', async () => {
      expect(photos.length).toBeGreaterThanOrEqual(8);
      expect(photos.reduce((sum, p) => sum + p.byteLength, 0)).toBeGreaterThan(8_000_000);
      const response = await postBooking(
        service.app,
        bookingRequest({ photos: photos.map((p, i) => photoPayload(p, `noise-${i + 1}.jpg`)), photo_consent: true }),
      );
      expect(response.statusCode).toBe(201);
      const mails = await smtp.waitFor(2, 30_000);
      expect(smtp.refused).toEqual([]);
      const index = mails.findIndex((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === NOTIFY_TO);
      expect(mails[index]!.attachments.map((a) => a.filename)).toEqual(photos.map((_, i) => `noise-${i + 1}.jpg`));
      expect(smtp.sizes[index]).toBeLessThan(RELAY_LIMIT);
    }, 60_000);
  });
});
