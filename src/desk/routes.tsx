/**
 * The desk's screens: one entry each. A screen with `nav` is listed in the navigation, in its order
 * here, under that label; the others are reached from a screen (a booking from a list). Each loads
 * its own code when first opened.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface DeskScreen {
  /** The path under /desk (React Router's syntax: `bookings/:id`). */
  path: string;
  Screen: LazyExoticComponent<ComponentType>;
  /** Listed in the navigation under this string (a namespace and a key in it). */
  nav?: { ns: string; key: string };
}

export const DESK_SCREENS: readonly DeskScreen[] = [
  { path: 'waiting', Screen: lazy(() => import('./screens/Waiting.tsx')), nav: { ns: 'desk', key: 'nav.waiting' } },
  { path: 'today', Screen: lazy(() => import('./screens/Today.tsx')), nav: { ns: 'desk', key: 'nav.today' } },
  { path: 'week', Screen: lazy(() => import('./screens/Week.tsx')), nav: { ns: 'desk', key: 'nav.week' } },
  { path: 'bookings/:id', Screen: lazy(() => import('./screens/BookingScreen.tsx')) },
  { path: 'welcome', Screen: lazy(() => import('./screens/PasskeyOffer.tsx')) },
];

/** The namespaces the navigation's labels come from. */
export const NAV_NAMESPACES: readonly string[] = [...new Set(DESK_SCREENS.flatMap((screen) => (screen.nav ? [screen.nav.ns] : [])))];
