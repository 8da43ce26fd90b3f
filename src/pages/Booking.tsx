import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { serviceFromSearch, specialistFromSearch } from '../../core/bookingLink.ts';
import { lazyPart } from '../ui/lazyPart.tsx';
import { MarkInteractive } from '../ui/MarkInteractive.tsx';
import { Container } from '../ui/Container.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

/**
 * The form's code (react-hook-form and the form's state) is its own chunk, fetched as soon as the
 * page's code is but not waited for: the page around it, the header's menu and language picker
 * included, hydrates without it, and the prerendered form stays on screen until its code arrives.
 * The prerenderer waits for it (see routes.tsx), so the prerendered page holds the whole form.
 */
export const bookingForm = lazyPart(() => import('../features/booking/BookingForm.tsx').then((module) => module.BookingForm));
void bookingForm.preload().catch(() => undefined); // rendering the form tries again
const BookingForm = bookingForm.Component;

export default function BookingPage() {
  // The form's namespaces too, so they load together rather than one after the other.
  const { t } = useTranslation(['common', 'booking', 'services']);
  // Read from the address but applied by the form after hydration: the page is prerendered without a query.
  const { search } = useLocation();
  const requestedService = serviceFromSearch(search);
  const requestedSpecialist = specialistFromSearch(search);
  return (
    <>
      <PageIntro eyebrow={t('booking:intro.eyebrow')} title={t('routes.booking')} lead={t('booking:intro.lead')} />
      <section id="booking" aria-labelledby="booking-form-title" className="pt-10 pb-section sm:pt-14">
        <Container>
          <Suspense fallback={null}>
            <BookingForm requestedService={requestedService} requestedSpecialist={requestedSpecialist} titleId="booking-form-title" />
            <MarkInteractive />
          </Suspense>
        </Container>
      </section>
    </>
  );
}
