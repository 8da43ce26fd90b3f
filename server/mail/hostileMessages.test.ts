import { simpleParser } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, eventually, NOTIFY_TO, photoPayload, postBooking, startService, type TestService } from '../testing/harness.ts';
import { pngWithAlpha } from '../testing/images.ts';
import { OUTBOX_FOLDER } from './transport.ts';

const SCRIPT = '<script>alert(1)</script>';
const NAME = `Eve ${SCRIPT} "Bcc: victim@evil.test" <eve@evil.test>`;
const NOTES = `first line\r\nBcc: victim@evil.test\r\n\r\n<img src=x onerror=alert(1)> & ${SCRIPT}\nContent-Type: text/html`;
const FILENAME = '../../etc/passwd\r\nContent-Type: text/html\r\n\r\n<script>x</script>"; filename="evil.exe';

/** A raw message's header block, unfolded: one [name, value] per header. */
function headersOf(raw: string): [string, string][] {
  const block = raw.slice(0, raw.indexOf('\r\n\r\n'));
  return block
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    });
}

describe('messages built from hostile input, read raw from the outbox', () => {
  let service: TestService;
  let raws: { kind: string; raw: string }[];

  beforeAll(async () => {
    service = await startService();
    const response = await postBooking(
      service.app,
      bookingRequest({ name: NAME, notes: NOTES, photo_consent: true, photos: [photoPayload(await pngWithAlpha(), FILENAME, 'image/png')] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const folder = path.join(service.dataDir, OUTBOX_FOLDER);
    const files = await eventually(() => {
      const names = readdirSync(folder).filter((name) => name.endsWith('.eml'));
      return names.length === 2 ? names : null;
    });
    raws = files.map((name) => ({ kind: name.includes('booking_business') ? 'business' : 'visitor', raw: readFileSync(path.join(folder, name), 'latin1') }));
  });

  afterAll(async () => service.close());

  it('adds no header and no recipient: every header is one the service writes, each once', () => {
    for (const { kind, raw } of raws) {
      const headers = headersOf(raw);
      const names = headers.map(([name]) => name);
      expect(names.filter((name) => !['from', 'to', 'reply-to', 'subject', 'message-id', 'date', 'mime-version', 'content-type'].includes(name)), kind).toEqual([]);
      expect(new Set(names).size, kind).toBe(names.length);
      expect(names).not.toContain('bcc');
      expect(names).not.toContain('cc');
      // Every raw line of the header block is a header or its folded continuation: nothing injected.
      const block = raw.slice(0, raw.indexOf('\r\n\r\n'));
      for (const line of block.split('\r\n')) expect(line, kind).toMatch(/^([A-Za-z-]+: |[ \t])/);
    }
  });

  it('sends to the business and to the visitor only', async () => {
    const recipients = await Promise.all(
      raws.map(async ({ raw }) => {
        const mail = await simpleParser(raw);
        return [mail.to, mail.cc, mail.bcc].flatMap((field) => (field ? (Array.isArray(field) ? field : [field]) : [])).flatMap((field) => field.value.map((v) => v.address));
      }),
    );
    expect(recipients.flat().sort()).toEqual([NOTIFY_TO, 'elira@example.com'].sort());
  });

  it('escapes everything the visitor typed in the HTML parts', async () => {
    for (const { kind, raw } of raws) {
      const mail = await simpleParser(raw);
      const html = String(mail.html);
      expect(html, kind).not.toContain('<script');
      // The business copy's own thumbnails are pictures; the notes' markup never becomes one.
      expect(html, kind).not.toMatch(/<img[^>]*onerror/);
      // The receipt quotes the name without its addresses (nameWithoutLinks); the business sees all of it.
      expect(html, kind).toContain(kind === 'business' ? 'Eve &lt;script&gt;alert(1)&lt;/script&gt; &quot;Bcc: victim@evil.test&quot; &lt;eve@evil.test&gt;' : 'Dear Eve &lt;script&gt;alert(1)&lt;/script&gt; &quot;Bcc:,');
      if (kind === 'business') expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &lt;script&gt;');
    }
  });

  it('keeps the notes inside the business copy’s body and out of the receipt', async () => {
    const business = await simpleParser(raws.find((r) => r.kind === 'business')!.raw);
    expect(business.text).toContain('Bcc: victim@evil.test');
    expect(business.headers.get('content-type')).toMatchObject({ value: 'multipart/mixed' });
    const visitor = await simpleParser(raws.find((r) => r.kind === 'visitor')!.raw);
    expect(visitor.text).not.toContain('first line');
    expect(visitor.text).not.toContain('onerror');
    expect(String(visitor.html)).not.toContain('first line');
    expect(String(visitor.html)).not.toContain('onerror');
  });

  it('names the attachment without a path, line break, quote or script', async () => {
    const raw = raws.find((r) => r.kind === 'business')!.raw;
    const business = await simpleParser(raw);
    // The last path segment, without quotes or angle brackets, re-encoded as JPEG: "script; filename=evil.jpg".
    expect(business.attachments.map((a) => [a.filename, a.contentType])).toEqual([['script; filename=evil.jpg', 'image/jpeg']]);
    const disposition = headersOf(raw.slice(raw.indexOf('Content-Disposition: attachment'))).find(([name]) => name === 'content-disposition')?.[1] ?? '';
    expect(disposition).toBe('attachment; filename="script; filename=evil.jpg"');
    for (const line of raw.split('\r\n').filter((l) => /^Content-(Disposition|Type): /i.test(l))) {
      expect(line).not.toContain('../');
      expect(line).not.toMatch(/filename="?evil\.exe/);
    }
    expect(raw).not.toMatch(/\r\nContent-Type: text\/html\r\n\r\n<script>/);
  });
});

describe('a name with links, in the receipt to an unverified address', () => {
  it('is quoted without them, while the business sees the name as typed', async () => {
    const service = await startService();
    try {
      const name = 'Win big https://prize.evil.test/claim at www.evil.test or evil.test/now';
      expect((await postBooking(service.app, bookingRequest({ name }))).statusCode).toBe(201);
      const folder = path.join(service.dataDir, OUTBOX_FOLDER);
      const files = await eventually(() => {
        const names = readdirSync(folder).filter((file) => file.endsWith('.eml'));
        return names.length === 2 ? names : null;
      });
      const read = (kind: string) => simpleParser(readFileSync(path.join(folder, files.find((file) => file.includes(kind))!), 'latin1'));
      const receipt = await read('booking_visitor');
      for (const part of [receipt.text ?? '', String(receipt.html), receipt.to && !Array.isArray(receipt.to) ? receipt.to.text : '']) {
        expect(part).not.toMatch(/evil|https?:|www\./);
      }
      expect(receipt.text).toMatch(/^Dear Win big at or,$/m);
      expect((await read('booking_business')).text).toContain(name);
    } finally {
      await service.close();
    }
  });

  it('greets without a name when nothing else is left', async () => {
    const service = await startService();
    try {
      expect((await postBooking(service.app, bookingRequest({ name: 'https://evil.test', language: 'de' }))).statusCode).toBe(201);
      const folder = path.join(service.dataDir, OUTBOX_FOLDER);
      const file = await eventually(() => readdirSync(folder).find((name) => name.includes('booking_visitor') && name.endsWith('.eml')));
      const receipt = await simpleParser(readFileSync(path.join(folder, file), 'latin1'));
      expect(receipt.text).toMatch(/^Guten Tag,$/m);
      expect(receipt.text).not.toContain('evil');
    } finally {
      await service.close();
    }
  });
});
