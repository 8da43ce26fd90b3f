import { describe, expect, it } from 'vitest';
import { storedPhotoName } from '../booking/photos.ts';
import { headerText } from './addresses.ts';
import { isPermanentFailure } from './transport.ts';

describe('escaping what visitors type', () => {
  it('makes header text single-line and bounded', () => {
    expect(headerText('Eve\r\nBcc: victim@example.com')).toBe('Eve Bcc: victim@example.com');
    expect(headerText('a\u2028b\u0085c\u0000d\te')).toBe('a b c d e');
    expect(headerText('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('storedPhotoName', () => {
  it('keeps the name, drops the path and control characters, and sets the extension', () => {
    expect(storedPhotoName('IMG_0042.HEIC', 0, 'jpg')).toBe('IMG_0042.jpg');
    expect(storedPhotoName('../../etc/passwd', 0, 'jpg')).toBe('passwd.jpg');
    expect(storedPhotoName('C:\\Users\\me\\scalp.png', 0, 'jpg')).toBe('scalp.jpg');
    expect(storedPhotoName('evil\r\nname".png', 0, 'jpg')).toBe('evilname.jpg');
    expect(storedPhotoName('.hidden', 2, 'jpg')).toBe('hidden.jpg');
    expect(storedPhotoName('...', 2, 'jpg')).toBe('photo-3.jpg');
    expect(storedPhotoName('   ', 2, 'jpg')).toBe('photo-3.jpg');
  });
});

describe('isPermanentFailure', () => {
  it('gives up only on a final refusal', () => {
    expect(isPermanentFailure({ responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ responseCode: 553, code: 'EENVELOPE' })).toBe(true);
    expect(isPermanentFailure({ responseCode: 450, code: 'EENVELOPE' })).toBe(false);
    expect(isPermanentFailure({ responseCode: 535, code: 'EAUTH' })).toBe(false); // fix the password, then it works
    expect(isPermanentFailure({ code: 'ECONNREFUSED' })).toBe(false);
    expect(isPermanentFailure({ code: 'EENVELOPE' })).toBe(true);
    expect(isPermanentFailure(new Error('timeout'))).toBe(false);
  });
});
