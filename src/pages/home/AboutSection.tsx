import { useTranslation } from 'react-i18next';
import { ABOUT_CLAIMS, claims } from '../../content/claims.ts';
import { homeImages } from '../../content/home.ts';
import { brand, brandNameInText } from '../../../content/site.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { Section } from '../../ui/Section.tsx';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import { StatList } from '../../ui/StatList.tsx';
import { claimStat } from '../../features/showcase/claimText.ts';
import { homeImage } from './images.ts';

/** The house's story: the founder's portrait and philosophy, and the figures behind them. */
export function AboutSection() {
  const { t } = useTranslation(['home', 'content']);
  return (
    <Section id="about" labelledBy="about-title" tone="soft" underHero>
      <div className="grid items-center gap-14 lg:grid-cols-[0.8fr_1.2fr] lg:gap-20">
        <figure className="mx-auto w-full max-w-72 sm:max-w-sm">
          <div className="overflow-hidden rounded-card border border-gold/40">
            <ResponsiveImage
              image={homeImage(homeImages.founderPortrait)}
              alt={t('about.portraitAlt', { founder: brand.founder, brand: brand.name })}
              sizes="(min-width: 640px) 384px, 288px"
              className="aspect-[4/5] w-full object-cover"
            />
          </div>
          <figcaption className="mt-5 text-center">
            <span className="block font-display text-2xl text-ivory">{brand.founder}</span>
            <span className="mt-1 block text-xs font-semibold uppercase tracking-[0.24em] text-gold">{t('about.founderRole')}</span>
          </figcaption>
        </figure>
        <div>
          <SectionHeading
            id="about-title"
            eyebrow={t('about.eyebrow')}
            title={t('about.title')}
            lead={t('about.lead', { year: brand.foundedYear, years: claims.founderExperienceYears.value, brand: brandNameInText })}
          />
          <p className="mt-5 max-w-2xl leading-relaxed text-ivory-dim">{t('about.text')}</p>
          <blockquote className="mt-10 max-w-2xl border-l-2 border-gold/60 pl-6 sm:pl-8">
            <p className="font-display text-2xl leading-snug text-ivory sm:text-3xl">{t('about.quote')}</p>
            <footer className="mt-4 text-sm text-ivory-dim">
              {'–\u00a0'}<cite className="not-italic text-gold-bright">{brand.founder}</cite>, {t('about.founderRole')}
            </footer>
          </blockquote>
          <StatList className="mt-12 max-w-2xl border-t border-ink-line pt-8" items={ABOUT_CLAIMS.map((id) => claimStat(t, id))} />
        </div>
      </div>
    </Section>
  );
}
