/**
 * The five houses on the home page's services overview, in order: the houses open for booking first,
 * the one coming soon last. Titles, descriptions and the four feature lines are translated in
 * home.json under `services.cards.<id>`.
 */
import type { IconComponent } from '../ui/icon.ts';
import { CarFront, Scissors, Sparkles, Stethoscope, UtensilsCrossed } from '../ui/icons.ts';

type ServiceCardId = 'barbershop' | 'hairClinic' | 'restaurant' | 'carRental' | 'aesthetic';

export interface ServiceCard {
  id: ServiceCardId;
  icon: IconComponent;
  /** The detail page. */
  route: string;
  /** Whether the card offers a book-now button; a house that is not open yet says "coming soon". */
  bookingAvailable: boolean;
  /** Image in media/: a drawing of its own, never the detail page's cover (no picture appears twice). */
  image: string;
  /** Keys of the four feature lines under `services.cards.<id>.features`. */
  features: readonly [string, string, string, string];
}

export const serviceCards: readonly ServiceCard[] = [
  {
    id: 'barbershop',
    icon: Scissors,
    route: '/barbershop',
    bookingAvailable: true,
    image: 'barbershop-card',
    features: ['cuts', 'shave', 'beard', 'grooming'],
  },
  {
    id: 'hairClinic',
    icon: Stethoscope,
    route: '/hair-clinic',
    bookingAvailable: true,
    image: 'hair-clinic-card',
    features: ['dhi', 'prp', 'scalp', 'consultation'],
  },
  {
    id: 'restaurant',
    icon: UtensilsCrossed,
    route: '/restaurant',
    bookingAvailable: true,
    image: 'restaurant-cover',
    features: ['pasta', 'wine', 'privateDining', 'events'],
  },
  {
    id: 'aesthetic',
    icon: Sparkles,
    route: '/aesthetic',
    bookingAvailable: true,
    image: 'aesthetic-card',
    features: ['prpFacial', 'hydroFacial', 'fillers', 'antiAging'],
  },
  {
    id: 'carRental',
    icon: CarFront,
    route: '/car-rental',
    bookingAvailable: false,
    image: 'car-rental-card',
    features: ['fleet', 'chauffeur', 'airport', 'insured'],
  },
];
