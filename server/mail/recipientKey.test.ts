import { describe, expect, it } from 'vitest';
import { normalisedRecipient, recipientKey } from './recipientKey.ts';

describe('normalisedRecipient: one mailbox, one key', () => {
  it.each([
    ['Ann@Example.com', 'ann@example.com'],
    ['ann+promo@example.com', 'ann@example.com'],
    ['ann+a+b@example.com', 'ann@example.com'],
    ['a.n.n@example.com', 'a.n.n@example.com'], // most providers keep dots
    ['A.nn+x@GMail.com', 'ann@gmail.com'],
    ['a.n.n@googlemail.com', 'ann@gmail.com'],
    ['  ann@example.com ', 'ann@example.com'],
  ])('%s → %s', (address, expected) => {
    expect(normalisedRecipient(address)).toBe(expected);
  });

  it('keys variants of one mailbox alike and others apart, without keeping the address', () => {
    expect(recipientKey('A.N.N+1@googlemail.com')).toBe(recipientKey('ann@gmail.com'));
    expect(recipientKey('ann@example.com')).not.toBe(recipientKey('anne@example.com'));
    expect(recipientKey('ann@gmail.com')).toMatch(/^[0-9a-f]{64}$/);
  });
});
