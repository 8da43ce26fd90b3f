import { useTranslation } from 'react-i18next';
import { BookingForm } from '../features/booking/BookingForm.tsx';
import { Container } from '../ui/Container.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function BookingPage() {
  // The form's namespaces too, so they load together rather than one after the other.
  const { t } = useTranslation(['common', 'booking', 'services']);
  return (
    <>
      <PageIntro eyebrow={t('booking:intro.eyebrow')} title={t('routes.booking')} lead={t('booking:intro.lead')} />
      <section id="booking" aria-labelledby="booking-form-title" className="py-section">
        <Container>
          <div className="mx-auto max-w-4xl">
            <h2 id="booking-form-title" className="mb-8 text-3xl text-ivory sm:text-4xl">
              {t('booking:form.title')}
            </h2>
            <BookingForm />
          </div>
        </Container>
      </section>
    </>
  );
}
