/**
 * The restaurant page as data: its name (a proper name, never translated), the two films and the
 * nine photographs. Captions and text alternatives are in restaurant.json under the ids used here.
 * The films live in media/ beside the photographs; replace a file with one of the same name.
 */
import kitchenMp4 from '../../media/restaurant-kitchen.mp4?url';
import kitchenWebm from '../../media/restaurant-kitchen.webm?url';
import tableMp4 from '../../media/restaurant-table.mp4?url';
import tableWebm from '../../media/restaurant-table.webm?url';

export const restaurantName = 'Ristorante Aurum';
/** The name's own language: written in capitals, it keeps Italian letters on a Turkish page (RISTORANTE, not RİSTORANTE). */
export const restaurantNameLanguage = 'it';

export interface RestaurantFilm {
  id: 'kitchen' | 'table';
  webm: string;
  mp4: string;
  /** Image in media/: a still of the film, shown before it plays. */
  poster: string;
  width: number;
  height: number;
}

export const restaurantFilms: readonly RestaurantFilm[] = [
  { id: 'kitchen', webm: kitchenWebm, mp4: kitchenMp4, poster: 'restaurant-kitchen-poster', width: 960, height: 540 },
  { id: 'table', webm: tableWebm, mp4: tableMp4, poster: 'restaurant-table-poster', width: 960, height: 540 },
];

/** The nine photo tiles, in the order shown. */
export const restaurantTiles: readonly { id: string; image: string }[] = [
  'pasta',
  'wine',
  'antipasti',
  'olive',
  'dessert',
  'espresso',
  'bread',
  'candle',
  'terrace',
].map((id, index) => ({ id, image: `restaurant-tile-${index + 1}` }));

/**
 * What the restaurant offers beyond a table, each booked through the form as its own service; the
 * page reads their guests and hours from the house's rules (content/house.ts), and their names
 * (`occasions.items.<id>.title`) are the form's.
 */
export const restaurantOccasions = ['private-dining', 'special-events'] as const;
