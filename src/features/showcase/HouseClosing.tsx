import { ButtonLink } from '../../ui/Button.tsx';
import { CtaBand } from '../../ui/CtaBand.tsx';

/**
 * The closing invitation of a bookable house's page, placed last inside its BookBarSpan: phones
 * leave its button out because the bar comes to rest just beneath it with the same booking.
 */
export function HouseClosing({ headingId, title, text, to, label }: { headingId: string; title: string; text: string; to: string; label: string }) {
  return (
    <CtaBand headingId={headingId} title={title} text={text} actionsClassName="max-md:hidden">
      <ButtonLink to={to} size="lg">
        {label}
      </ButtonLink>
    </CtaBand>
  );
}
