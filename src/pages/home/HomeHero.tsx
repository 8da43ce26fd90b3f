import { ArrowDown } from '../../ui/icons.ts';
import { useTranslation } from 'react-i18next';
import { HERO_CLAIMS } from '../../content/claims.ts';
import { homeImages } from '../../content/home.ts';
import { brand } from '../../../content/site.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Container } from '../../ui/Container.tsx';
import { GoldRule } from '../../ui/GoldRule.tsx';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { StatList } from '../../ui/StatList.tsx';
import { claimStat } from '../../features/showcase/claimText.ts';
import { homeImage } from './images.ts';

/** On a phone the buttons span the screen: less padding keeps a long label (German) on one line. */
const HERO_BUTTON = 'max-sm:px-5';

/**
 * The first screen: the house's emblem, headline, the two ways forward and the house's figures.
 * On phones and tablets the emblem spans the screen's width above the text, cut to a height that
 * leaves the title, the lead and the Book button on the first screen, and fades into the page
 * where the text begins; from large screens up it stands in its arch beside the text.
 */
export function HomeHero() {
  const { t } = useTranslation(['home', 'content']);
  return (
    <section id="home" aria-labelledby="home-title" className="relative overflow-hidden border-b border-ink-line">
      <>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_20%_10%,rgba(201,169,106,0.16),transparent_55%),radial-gradient(ellipse_at_85%_60%,rgba(201,169,106,0.08),transparent_50%)]"
        />
        <Container className="relative grid items-center pb-14 sm:pb-24 lg:grid-cols-[1.2fr_0.8fr] lg:gap-20 lg:py-28">
          <div className="relative -mt-16 sm:-mt-24 lg:mt-0">
            <p className="text-xs font-semibold uppercase tracking-[0.3em] text-gold">{t('hero.eyebrow', { year: brand.foundedYear })}</p>
            <h1 id="home-title" className="mt-5 text-5xl leading-[1.02] text-balance hyphens-auto wrap-break-word text-ivory sm:mt-6 sm:text-7xl">
              {t('hero.title')}
            </h1>
            <GoldRule className="mt-6 sm:mt-8" />
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-ivory-dim sm:mt-8 sm:text-xl">{t('hero.lead')}</p>
            <div className="mt-8 flex flex-col gap-4 sm:mt-10 sm:flex-row sm:flex-wrap">
              <ButtonLink to="/booking" size="lg" className={HERO_BUTTON}>
                {t('hero.book')}
              </ButtonLink>
              <ButtonLink to="#services" variant="outline" size="lg" className={HERO_BUTTON}>
                {t('hero.explore')}
                <ArrowDown aria-hidden="true" className="size-4" />
              </ButtonLink>
            </div>
            <StatList className="mt-14 max-w-xl border-t border-ink-line pt-8" items={HERO_CLAIMS.map((id) => claimStat(t, id))} />
          </div>
          <div className="order-first -mx-5 sm:-mx-8 lg:order-none lg:mx-0">
            <div className="relative lg:mx-auto lg:max-w-sm">
              <div aria-hidden="true" className="absolute -inset-3 hidden rounded-t-full border border-gold/30 lg:block" />
              <div className="relative overflow-hidden lg:rounded-t-full lg:border lg:border-gold/50">
                <ResponsiveImage
                  image={homeImage(homeImages.hero)}
                  alt={t('hero.imageAlt')}
                  sizes="(min-width: 1024px) 384px, 100vw"
                  priority
                  // Where the text overlaps it, the picture fades into the hero's own ground, with no edge.
                  className="h-[min(100vw,50svh)] w-full object-cover object-[50%_40%] [mask-image:linear-gradient(to_bottom,#000_50%,transparent)] lg:aspect-[4/5] lg:h-auto lg:[mask-image:none]"
                />
              </div>
            </div>
          </div>
        </Container>
      </>
    </section>
  );
}
