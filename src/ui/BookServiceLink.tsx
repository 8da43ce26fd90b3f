import { bookingPathFor } from '../../core/bookingLink.ts';
import type { ServiceId } from '../../core/services.ts';
import { ButtonLink } from './Button.tsx';

/**
 * A card's secondary button that opens the form with its service chosen. The card's title shows
 * the service to the eye; a screen reader hears it after the label, as a labelled value.
 */
export function BookServiceLink({ service, label, title }: { service: ServiceId; label: string; title: string }) {
  return (
    <ButtonLink to={bookingPathFor(service)} variant="outline">
      {label}
      <span className="sr-only">: {title}</span>
    </ButtonLink>
  );
}
