import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../ui/Button.tsx';
import { Container } from '../ui/Container.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className="py-32 text-center">
      <Container>
        <p className="font-display text-7xl text-gold">404</p>
        <h1 className="mt-4 text-3xl text-ivory sm:text-4xl">{t('notFound.title')}</h1>
        <p className="mt-4 text-ivory-dim">{t('notFound.text')}</p>
        <ButtonLink to="/" className="mt-10">
          {t('notFound.home')}
        </ButtonLink>
      </Container>
    </section>
  );
}
