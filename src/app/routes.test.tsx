import { describe, expect, it } from 'vitest';
import { KNOWN_PATHS } from '../../content/routes.ts';
import { pageAt } from './routes.tsx';

describe('pageAt', () => {
  const notFound = pageAt('/gallery');

  it('gives every path of the site its own page, and every other path the 404 page', () => {
    const pages = KNOWN_PATHS.map(pageAt);
    expect(new Set(pages).size).toBe(KNOWN_PATHS.length);
    expect(pages).not.toContain(notFound);
    for (const path of ['/booking/extra', '/index.html', '/constructor', '/toString']) expect(pageAt(path), path).toBe(notFound);
  });

  it('matches as React Router did: in any case, with or without a trailing slash', () => {
    expect(pageAt('/booking/')).toBe(pageAt('/booking'));
    expect(pageAt('/Hair-Clinic')).toBe(pageAt('/hair-clinic'));
    expect(pageAt('/TERMS//')).toBe(pageAt('/terms'));
    expect(pageAt('')).toBe(pageAt('/'));
  });
});
