import { useTranslation } from 'react-i18next';
import { bookingPathForGroup } from '../../core/bookingLink.ts';
import { BOOKING_HOURS } from '../../core/hours.ts';
import { aestheticFeatures, aestheticImages, aestheticServices } from '../content/aesthetic.ts';
import { FeatureGrid } from '../features/showcase/FeatureGrid.tsx';
import { HoursPanel } from '../features/showcase/HoursPanel.tsx';
import { IntroPicture } from '../features/showcase/IntroPicture.tsx';
import { BookServiceLink } from '../ui/BookServiceLink.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { BookBarSpan } from '../features/showcase/BookBar.tsx';
import { imageLookup, type ImageAsset } from '../ui/imageAsset.ts';
import { MediaCard, mediaCardItem } from '../ui/MediaCard.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';

const image = imageLookup(import.meta.glob<ImageAsset>('../generated/images/aesthetic-*.ts', { eager: true, import: 'default' }));

export default function AestheticPage() {
  const { t } = useTranslation(['aesthetic', 'content']);
  // One way to book the house, in the same words, wherever the page offers it: the opening button, then the bar, which on a phone also closes the page.
  const bookingPath = bookingPathForGroup('aesthetic');
  const bookLabel = t('intro.consult');
  return (
    <>
      <PageIntro
        eyebrow={t('intro.eyebrow')}
        title={t('intro.title')}
        lead={t('intro.lead')}
        aside={<IntroPicture image={image(aestheticImages.cover)} alt={t('intro.imageAlt')} />}
      >
        <ButtonLink to={bookingPath} size="lg" className="mt-10">
          {bookLabel}
        </ButtonLink>
        {/* With the studio's own introduction, so the hours do not part the approach's lead from its cards. */}
        <HoursPanel hours={BOOKING_HOURS.aesthetic} headingLevel={2} className="mt-10 max-w-md" />
      </PageIntro>

      <BookBarSpan to={bookingPath} label={bookLabel} closing={{ headingId: 'consultation-title', title: t('cta.title'), text: t('cta.text') }}>
        <Section labelledBy="approach-title" underHero>
          <>
            <SectionHeading id="approach-title" title={t('features.title')} lead={t('features.lead')} />
            <div className="mt-14">
              <FeatureGrid features={aestheticFeatures} namespace="aesthetic" keyPrefix="features.items" />
            </div>
          </>
        </Section>

        <Section labelledBy="treatments-title" tone="soft">
          <>
            <SectionHeading id="treatments-title" title={t('treatments.title')} lead={t('treatments.lead')} />
            <ul className="mt-14 grid gap-6 md:grid-cols-3">
              {aestheticServices.map((service) => {
                const title = t(`treatments.items.${service.id}.title`);
                return (
                  <li key={service.id} className={mediaCardItem}>
                    <MediaCard
                      sizes="(min-width: 1152px) 360px, (min-width: 768px) 31vw, 92vw"
                      image={image(service.image)}
                      imageAlt={t(`treatments.items.${service.id}.imageAlt`)}
                      title={title}
                      description={t(`treatments.items.${service.id}.description`)}
                      action={<BookServiceLink service={service.service} label={t('treatments.book')} title={title} />}
                    />
                  </li>
                );
              })}
            </ul>
          </>
        </Section>
      </BookBarSpan>
    </>
  );
}
