import { describe, expect, it } from 'vitest';
import { chunksToHint, type ChunkNode } from './compileHints.ts';

/** A build like ours: the entry loads the app lazily; the app imports the framework and loads pages lazily. */
const BUILD: ChunkNode[] = [
  { fileName: 'index.js', facadeModuleId: '/work/src/main.tsx', imports: [] },
  { fileName: 'hydrate.js', facadeModuleId: '/work/src/hydrate.tsx', imports: ['index.js', 'jsx-runtime.js', 'compat.js'] },
  { fileName: 'jsx-runtime.js', facadeModuleId: null, imports: ['compat.js'] },
  { fileName: 'compat.js', facadeModuleId: null, imports: [] },
  { fileName: 'Home.js', facadeModuleId: '/work/src/pages/Home.tsx', imports: ['jsx-runtime.js', 'Section.js'] },
  { fileName: 'Section.js', facadeModuleId: null, imports: [] },
  { fileName: 'checkBookingPayload.js', facadeModuleId: '/work/src/features/booking/checkBookingPayload.ts', imports: [] },
];

describe('chunksToHint', () => {
  it('takes the app chunk and what it imports statically, directly or not, once each', () => {
    expect(chunksToHint(BUILD, 'src/hydrate.tsx').sort()).toEqual(['compat.js', 'hydrate.js', 'index.js', 'jsx-runtime.js']);
  });

  it('leaves out pages and code loaded later', () => {
    const hinted = chunksToHint(BUILD, 'src/hydrate.tsx');
    for (const later of ['Home.js', 'Section.js', 'checkBookingPayload.js']) expect(hinted).not.toContain(later);
  });

  it('finds the app on Windows paths too', () => {
    const windows = BUILD.map((chunk) => ({ ...chunk, facadeModuleId: chunk.facadeModuleId?.replaceAll('/', '\\') ?? null }));
    expect(chunksToHint(windows, 'src/hydrate.tsx')).toContain('hydrate.js');
  });

  it('says so when there is no app chunk', () => {
    expect(() => chunksToHint(BUILD, 'src/app.tsx')).toThrow('No chunk is built from src/app.tsx.');
  });
});
