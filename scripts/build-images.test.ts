import { describe, expect, it } from 'vitest';
import { findSources, outputWidths } from './build-images.ts';

describe('findSources', () => {
  it('takes pictures by name, ignoring films and notes', () => {
    const sources = findSources(['restaurant-tile-1.svg', 'home-hero.jpg', 'restaurant-kitchen.webm', 'README.md']);
    expect([...sources]).toEqual([
      ['home-hero', 'home-hero.jpg'],
      ['restaurant-tile-1', 'restaurant-tile-1.svg'],
    ]);
  });

  it('lets a photograph replace the drawing of the same name', () => {
    expect(findSources(['restaurant-tile-1.svg', 'restaurant-tile-1.JPG']).get('restaurant-tile-1')).toBe('restaurant-tile-1.JPG');
    expect(findSources(['restaurant-tile-1.png', 'restaurant-tile-1.svg']).get('restaurant-tile-1')).toBe('restaurant-tile-1.png');
  });

  it('refuses two photographs with one name, and names that cannot be keys', () => {
    expect(() => findSources(['team-arben.jpg', 'team-arben.png'])).toThrow(/same name/);
    expect(() => findSources(['Team Photo.jpg'])).toThrow(/lower-case/);
  });
});

describe('outputWidths', () => {
  it('steps up to the source width, never beyond it or 1600', () => {
    expect(outputWidths(4000)).toEqual([480, 800, 1200, 1600]);
    expect(outputWidths(1200)).toEqual([480, 800, 1200]);
    expect(outputWidths(960)).toEqual([480, 800, 960]);
    expect(outputWidths(300)).toEqual([300]);
  });
});
