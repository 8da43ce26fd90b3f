import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('uses the first and last names, skipping titles', () => {
    expect(initials('Dr. Erion Shehu')).toBe('ES');
    expect(initials('Arben Hoxha')).toBe('AH');
    expect(initials('Klea')).toBe('K');
    expect(initials('Ana Maria Cela')).toBe('AC');
  });
});
