import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../ui/Button.tsx';
import { Container } from '../ui/Container.tsx';
import { HouseLinks } from '../ui/HouseLinks.tsx';

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
        {/* Stacked on a phone or side by side, the two buttons share the wider one's width. */}
        <div className="mx-auto mt-10 grid w-fit max-w-full gap-4 sm:grid-cols-2">
          <ButtonLink to="/booking">{t('routes.booking')}</ButtonLink>
          <ButtonLink to="/" variant="outline">
            {t('notFound.home')}
          </ButtonLink>
        </div>
        {/* Centred as a whole, so the houses do not hang to one side of the page's centred lines. */}
        <nav aria-labelledby="not-found-houses" className="mx-auto mt-14 w-fit max-w-full sm:w-auto sm:max-w-3xl">
          <h2 id="not-found-houses" className="text-xs font-sans font-semibold uppercase tracking-[0.25em] text-gold">
            {t('nav.houses')}
          </h2>
          {/* Wide enough for three houses in the longest language, too narrow for four: five part as three and two, never four and one. */}
          <HouseLinks className="mt-4 text-left sm:mx-auto sm:flex sm:max-w-[34rem] sm:flex-wrap sm:justify-center sm:gap-x-4" />
        </nav>
      </Container>
    </section>
  );
}
