import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ui/Button.tsx';
import { Container } from '../ui/Container.tsx';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section id="home" className="py-24">
        <Container>
          <h1 className="text-5xl text-ivory">{t('routes.home')}</h1>
          <ButtonLink to="/booking" className="mt-8">
            {t('nav.booking')}
          </ButtonLink>
        </Container>
      </section>
      <section id="about" className="min-h-[80vh] py-24">
        <Container>
          <h2 className="text-4xl">{t('nav.about')}</h2>
        </Container>
      </section>
      <section id="services" className="min-h-[80vh] py-24">
        <Container>
          <h2 className="text-4xl">{t('nav.services')}</h2>
        </Container>
      </section>
      <section id="booking" className="py-24">
        <Container>
          <h2 className="text-4xl">{t('nav.booking')}</h2>
        </Container>
      </section>
    </>
  );
}
