import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBeingWritten, writeAtomically } from './writeAtomically.ts';

describe('writeAtomically', () => {
  it('leaves the whole file and no temporary file behind', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'atomic-'));
    writeAtomically(path.join(dir, 'fonts.css'), 'a');
    writeAtomically(path.join(dir, 'fonts.css'), 'b');
    expect(readdirSync(dir)).toEqual(['fonts.css']);
    expect(readFileSync(path.join(dir, 'fonts.css'), 'utf8')).toBe('b');
  });

  it('names its temporary files so that a generator cleaning its folder can tell them apart', () => {
    expect(isBeingWritten(`inter-latin.woff2.${process.pid}.tmp`)).toBe(true);
    expect(isBeingWritten('inter-latin.woff2')).toBe(false);
    expect(isBeingWritten('fonts.css')).toBe(false);
  });
});
