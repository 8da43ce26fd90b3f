import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ButtonLink } from '../../ui/Button.tsx';
import { CtaBand } from '../../ui/CtaBand.tsx';

/**
 * A bookable house's page below its opening: its sections, then its closing invitation, with the
 * house's Book button held at the foot of a phone's screen while the sections scroll past. The bar
 * sticks within these sections only, so it stays out of sight beside the opening button, and it
 * steps aside once the closing invitation, with its own button, comes on screen: each screen
 * offers one way to book.
 */
export function BookBarSpan({ to, label, closing, children }: { to: string; label: string; closing: { headingId: string; title: string; text: string }; children: ReactNode }) {
  const closingRef = useRef<HTMLElement>(null);
  const closingReached = useReached(closingRef);
  return (
    <div>
      {children}
      <CtaBand ref={closingRef} headingId={closing.headingId} title={closing.title} text={closing.text}>
        <ButtonLink to={to} size="lg">
          {label}
        </ButtonLink>
      </CtaBand>
      <div
        className={`sticky bottom-0 z-30 border-t border-ink-line bg-ink/95 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur motion-safe:transition-[translate,visibility] motion-safe:duration-200 md:hidden ${closingReached ? 'invisible translate-y-full' : ''}`}
      >
        <ButtonLink to={to} size="lg" className="w-full">
          {label}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * Whether the visitor has reached the element: its top has come above the screen's foot. Read on
 * each scroll rather than by an IntersectionObserver, which stays silent when a jump (to the
 * footer, to an anchor) carries the element from below the screen to above it in one step.
 */
function useReached(ref: RefObject<HTMLElement | null>): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setReached(element.getBoundingClientRect().top < window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ref]);
  return reached;
}
