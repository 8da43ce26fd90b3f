import { describe, expect, it } from 'vitest';
import { percentile75 } from './vitals.ts';

describe('percentile75', () => {
  it('is the value three quarters of the visits reach or beat', () => {
    expect(percentile75([400, 100, 300, 200])).toBe(300);
    expect(percentile75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
  });

  it('is the only value of one visit, and nothing of none', () => {
    expect(percentile75([2500])).toBe(2500);
    expect(percentile75([])).toBeNull();
  });
});
