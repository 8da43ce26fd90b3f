import { ArrowDown } from '../../ui/icons.ts';
import { useTranslation } from 'react-i18next';
import { HERO_CLAIMS } from '../../content/claims.ts';
import { homeImages } from '../../content/home.ts';
import { brand } from '../../content/site.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Container } from '../../ui/Container.tsx';
import { GoldRule } from '../../ui/GoldRule.tsx';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { StaticPart } from '../../ui/StaticPart.tsx';
import { StatList } from '../../ui/StatList.tsx';
import { claimStat } from '../showcase/claimText.ts';
import { Monogram } from '../navigation/Monogram.tsx';
import { homeImage } from './images.ts';

const LARGE_SCREENS = '(min-width: 1024px)';

/**
 * The first screen: headline, the two ways forward and the house's figures. On phones the text
 * is the largest element, so it paints without waiting for any picture, under the house's monogram
 * (inline, nothing to download); the emblem joins it beside the text from large screens up (and is
 * not even downloaded below that width).
 */
export function HomeHero() {
  const { t } = useTranslation(['home', 'content']);
  return (
    <StaticPart as="section" id="home" aria-labelledby="home-title" className="relative overflow-hidden border-b border-ink-line">
      {() => (
        <>
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_20%_10%,rgba(201,169,106,0.16),transparent_55%),radial-gradient(ellipse_at_85%_60%,rgba(201,169,106,0.08),transparent_50%)]"
          />
          <Container className="relative grid items-center gap-14 pt-14 pb-16 sm:pt-24 sm:pb-24 lg:grid-cols-[1.2fr_0.8fr] lg:gap-20 lg:py-28">
            <div>
              <Monogram className="mb-8 size-20 lg:hidden" />
              <p className="text-xs font-semibold uppercase tracking-[0.3em] text-gold">{t('hero.eyebrow', { year: brand.foundedYear })}</p>
              <h1 id="home-title" className="mt-6 text-5xl leading-[1.02] text-balance hyphens-auto wrap-break-word text-ivory sm:text-7xl">
                {t('hero.title')}
              </h1>
              <GoldRule className="mt-8" />
              <p className="mt-8 max-w-xl text-lg leading-relaxed text-pretty text-ivory-dim sm:text-xl">{t('hero.lead')}</p>
              <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
                <ButtonLink to="/booking" size="lg">
                  {t('hero.book')}
                </ButtonLink>
                <ButtonLink to="#services" variant="outline" size="lg">
                  {t('hero.explore')}
                  <ArrowDown aria-hidden="true" className="size-4" />
                </ButtonLink>
              </div>
              <StatList className="mt-14 max-w-xl border-t border-ink-line pt-8" items={HERO_CLAIMS.map((id) => claimStat(t, id))} />
            </div>
            <div className="hidden lg:block">
              <div className="relative mx-auto max-w-sm">
                <div aria-hidden="true" className="absolute -inset-3 rounded-t-full border border-gold/30" />
                <div className="relative overflow-hidden rounded-t-full border border-gold/50">
                  <ResponsiveImage
                    image={homeImage(homeImages.hero)}
                    alt={t('hero.imageAlt')}
                    sizes="384px"
                    media={LARGE_SCREENS}
                    priority
                    className="aspect-[4/5] w-full object-cover"
                  />
                </div>
              </div>
            </div>
          </Container>
        </>
      )}
    </StaticPart>
  );
}
