import { useTranslation } from 'react-i18next';
import { bookingPathFor } from '../../core/bookingLink.ts';
import { BOOKING_HOURS } from '../../core/hours.ts';
import { hairClinicDurations, hairClinicFeatures, hairClinicImages, hairClinicServices } from '../content/hairClinic.ts';
import { hairClinicTeam } from '../../content/team.ts';
import { durationText } from '../features/showcase/durationText.ts';
import { DurationList } from '../features/showcase/DurationList.tsx';
import { FeatureGrid } from '../features/showcase/FeatureGrid.tsx';
import { HoursPanel } from '../features/showcase/HoursPanel.tsx';
import { BeforeAfterLabels } from '../features/showcase/BeforeAfterLabels.tsx';
import { IntroPicture } from '../features/showcase/IntroPicture.tsx';
import { TeamGrid } from '../features/showcase/TeamGrid.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { BookBarSpan } from '../features/showcase/BookBar.tsx';
import { CARD_GRID, cardPictureRatio, cardSpan } from '../ui/cardGrid.ts';
import { Gallery } from '../ui/Gallery.tsx';
import { imageLookup, type ImageAsset } from '../ui/imageAsset.ts';
import { MediaCard, mediaCardItem } from '../ui/MediaCard.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';

const image = imageLookup(
  import.meta.glob<ImageAsset>(['../generated/images/hair-clinic-*.ts', '../generated/images/team-*.ts'], { eager: true, import: 'default' }),
);

export default function HairClinicPage() {
  const { t } = useTranslation(['hairClinic', 'content', 'services']);
  // One way to book the house, in the same words, wherever the page offers it: the opening button, then the bar, which on a phone also closes the page.
  const bookingPath = bookingPathFor('consultation');
  const bookLabel = t('intro.book');
  return (
    <>
      <PageIntro
        eyebrow={t('intro.eyebrow')}
        title={t('intro.title')}
        lead={t('intro.lead')}
        aside={<IntroPicture image={image(hairClinicImages.cover)} alt={t('intro.imageAlt')} />}
      >
        <ButtonLink to={bookingPath} size="lg" className="mt-10">
          {bookLabel}
        </ButtonLink>
      </PageIntro>

      <BookBarSpan to={bookingPath} label={bookLabel} closing={{ headingId: 'consultation-title', title: t('cta.title'), text: t('cta.text') }}>
        <Section labelledBy="clinic-title" underHero>
          <>
            <SectionHeading id="clinic-title" title={t('clinic.title')} lead={t('clinic.lead')} />
            <div className="mt-14">
              <Gallery
                layout="wide"
                label={t('clinic.galleryLabel')}
                items={hairClinicImages.clinic.map((name, index) => ({ key: name, image: image(name), alt: t(`clinic.images.${index + 1}`) }))}
              />
            </div>
            <div className="mt-16">
              <FeatureGrid features={hairClinicFeatures} namespace="hairClinic" keyPrefix="features" />
            </div>
          </>
        </Section>

        <Section labelledBy="treatments-title" tone="soft">
          <>
            <SectionHeading id="treatments-title" title={t('services.title')} lead={t('services.lead')} />
            <ul className={`mt-14 ${CARD_GRID}`}>
              {hairClinicServices.map((service, index) => (
                <li key={service.id} className={`${mediaCardItem} ${cardSpan(index, hairClinicServices.length)}`}>
                  <MediaCard
                    ratio={cardPictureRatio(index, hairClinicServices.length)}
                    sizes="(min-width: 1152px) 560px, (min-width: 768px) 46vw, 92vw"
                    image={image(service.image)}
                    imageAlt={t(`services.items.${service.id}.imageAlt`)}
                    title={t(`services.items.${service.id}.title`)}
                    description={t(`services.items.${service.id}.description`)}
                  />
                </li>
              ))}
            </ul>
          </>
        </Section>

        <Section labelledBy="durations-title">
          <>
            <div className="grid gap-12 lg:grid-cols-[0.85fr_1.15fr] lg:gap-20">
              {/* Stays in view beside the long list on a desktop, rather than leaving its column empty below it. */}
              <div className="lg:sticky lg:top-26 lg:self-start">
                <SectionHeading id="durations-title" title={t('durations.title')} lead={t('durations.lead')} />
                <HoursPanel hours={BOOKING_HOURS.hairClinic} className="mt-10 max-w-md" />
              </div>
              <DurationList
                items={hairClinicDurations.map(({ service, duration }) => ({
                  key: service,
                  title: t(`services:names.${service}`),
                  description: t(`durations.descriptions.${service}`),
                  duration: durationText(t, duration),
                }))}
              />
            </div>
          </>
        </Section>

        <Section labelledBy="results-title" tone="soft">
          <>
            <SectionHeading id="results-title" title={t('results.title')} lead={t('results.lead')} />
            <div className="mt-14">
              <Gallery
                layout="pairs"
                label={t('results.galleryLabel')}
                items={hairClinicImages.results.map((result, index) => ({
                  key: result.image,
                  image: image(result.image),
                  alt: t(`results.images.${index + 1}`),
                  caption: t(`results.captions.${index + 1}`),
                  overlay: <BeforeAfterLabels layout={result.layout} before={t('results.before')} after={t('results.after')} />,
                }))}
              />
            </div>
          </>
        </Section>

        <Section labelledBy="team-title">
          <>
            <SectionHeading id="team-title" align="center" title={t('team.title')} lead={t('team.lead')} />
            <div className="mt-16">
              <TeamGrid members={hairClinicTeam} portraits={image} />
            </div>
          </>
        </Section>
      </BookBarSpan>
    </>
  );
}
