import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { bookingPathForGroup } from '../../core/bookingLink.ts';
import { SERVICE_GROUPS } from '../../core/services.ts';
import { serviceCards } from '../content/services.ts';
import { ButtonLink } from '../ui/Button.tsx';

/**
 * On phones, a Book button that stays at the bottom of a bookable house's page while the visitor
 * scrolls, leading to the form with the house's first service chosen.
 */
export function MobileBookBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const house = serviceCards.find((card) => card.route === pathname && card.bookingAvailable);
  const group = SERVICE_GROUPS.find((id) => id === house?.id);
  if (!group) return null;
  return (
    <>
      {/* Room at the end of the page, so the bar never hides the footer's last line. */}
      <div aria-hidden="true" className="h-20 md:hidden" />
      <aside aria-label={t(`bookBar.${group}`)} className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-line bg-ink/95 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur md:hidden">
        <ButtonLink to={bookingPathForGroup(group)} size="lg" className="w-full">
          {t(`bookBar.${group}`)}
        </ButtonLink>
      </aside>
    </>
  );
}
