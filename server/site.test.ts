import { describe, expect, it } from 'vitest';
import { chooseEncoding, chooseLanguage } from './site.ts';

describe('chooseLanguage', () => {
  it('answers in the language of the preferred-language cookie, English without one', () => {
    expect(chooseLanguage('', 'theme=dark; preferred-language=sq')).toBe('sq');
    expect(chooseLanguage('', undefined)).toBe('en');
  });

  it('ignores a language that is not one of ours', () => {
    expect(chooseLanguage('', 'preferred-language=xx')).toBe('en');
    expect(chooseLanguage('?lang=fr', 'preferred-language=de')).toBe('de');
  });

  it('follows a language named in the URL over the cookie', () => {
    expect(chooseLanguage('?lang=tr', 'preferred-language=de')).toBe('tr');
  });
});

describe('chooseEncoding', () => {
  const all = ['br', 'gzip', 'identity'] as const;
  it('prefers brotli, then gzip, among what the browser accepts and the build has', () => {
    expect(chooseEncoding('gzip, deflate, br', [...all])).toBe('br');
    expect(chooseEncoding('gzip, deflate', [...all])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip', 'identity'])).toBe('identity');
  });

  it('honours q=0 and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip', [...all])).toBe('gzip');
    expect(chooseEncoding('*', [...all])).toBe('br');
    expect(chooseEncoding(undefined, [...all])).toBe('identity');
  });
});
