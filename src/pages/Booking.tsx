import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { serviceFromSearch, specialistFromSearch } from '../../core/bookingLink.ts';
import { BookingForm } from '../features/booking/BookingForm.tsx';
import { Container } from '../ui/Container.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

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
          <BookingForm requestedService={requestedService} requestedSpecialist={requestedSpecialist} titleId="booking-form-title" />
        </Container>
      </section>
    </>
  );
}
