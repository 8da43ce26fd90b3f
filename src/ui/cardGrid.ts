/**
 * A grid of cards that never leaves a lone gap: on large screens rows of three, and when two cards
 * remain they share the last row, wider (five cards: three, then two); on tablets two per row, an
 * odd last card spanning both.
 */
export const CARD_GRID = 'grid gap-6 md:grid-cols-2 lg:grid-cols-6';

const wideOnLarge = (index: number, count: number) => count % 3 === 2 && index >= count - 2;
const wideOnTablet = (index: number, count: number) => count % 2 === 1 && index === count - 1;

/** The grid columns card `index` of `count` spans. */
export function cardSpan(index: number, count: number): string {
  return `${wideOnTablet(index, count) ? 'md:col-span-2 ' : ''}${wideOnLarge(index, count) ? 'lg:col-span-3' : 'lg:col-span-2'}`;
}

/** The picture's proportions for card `index`: a wide card gets a wider, shallower picture. */
export function cardPictureRatio(index: number, count: number): string {
  const tablet = wideOnTablet(index, count) ? ' md:aspect-[2/1]' : '';
  const large = wideOnLarge(index, count) ? ' lg:aspect-[2/1]' : ' lg:aspect-[4/3]';
  return `aspect-[4/3]${tablet}${large}`;
}
