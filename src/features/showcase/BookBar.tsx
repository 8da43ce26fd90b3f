import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/Button.tsx';

/**
 * A bookable house's page below its opening, with the house's Book button held at the foot of a
 * phone's screen while it scrolls past. The bar sticks within these sections only: it stays out of
 * sight beside the opening button and comes to rest under the closing invitation, whose own button
 * phones leave out, so each screen offers one way to book.
 */
export function BookBarSpan({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <div>
      {children}
      <div className="sticky bottom-0 z-30 border-t border-ink-line bg-ink/95 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur md:hidden">
        <ButtonLink to={to} size="lg" className="w-full">
          {label}
        </ButtonLink>
      </div>
    </div>
  );
}
