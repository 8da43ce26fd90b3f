import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';

/** Each page is its own chunk, loaded when its route is visited. */
const page = (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/**
 * The site's routes. No errorElement is set on purpose: a render error shows React Router's
 * default screen, "Unexpected Application Error!", as the spec asks.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, lazy: page(() => import('../pages/Home.tsx')) },
      { path: 'booking', lazy: page(() => import('../pages/Booking.tsx')) },
      { path: 'barbershop', lazy: page(() => import('../pages/Barbershop.tsx')) },
      { path: 'hair-clinic', lazy: page(() => import('../pages/HairClinic.tsx')) },
      { path: 'restaurant', lazy: page(() => import('../pages/Restaurant.tsx')) },
      { path: 'car-rental', lazy: page(() => import('../pages/CarRental.tsx')) },
      { path: 'aesthetic', lazy: page(() => import('../pages/Aesthetic.tsx')) },
      { path: 'privacy', lazy: page(() => import('../pages/Privacy.tsx')) },
      { path: 'terms', lazy: page(() => import('../pages/Terms.tsx')) },
      { path: '*', lazy: page(() => import('../pages/NotFound.tsx')) },
    ],
  },
];

