import { useTranslation } from 'react-i18next';
import { bookingPathFor, bookingPathForGroup } from '../../core/bookingLink.ts';
import { BOOKING_HOURS } from '../../core/hours.ts';
import { barbershopFeatures, barbershopImages, barbershopServices } from '../content/barbershop.ts';
import { barbershopTeam } from '../../content/team.ts';
import { durationText } from '../features/showcase/durationText.ts';
import { DurationList } from '../features/showcase/DurationList.tsx';
import { FeatureGrid } from '../features/showcase/FeatureGrid.tsx';
import { HoursPanel } from '../features/showcase/HoursPanel.tsx';
import { IntroPicture } from '../features/showcase/IntroPicture.tsx';
import { TeamGrid } from '../features/showcase/TeamGrid.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { BookBarSpan } from '../features/showcase/BookBar.tsx';
import { Gallery } from '../ui/Gallery.tsx';
import { imageLookup, type ImageAsset } from '../ui/imageAsset.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';

const image = imageLookup(
  import.meta.glob<ImageAsset>(['../generated/images/barbershop-*.ts', '../generated/images/team-*.ts'], { eager: true, import: 'default' }),
);

export default function BarbershopPage() {
  const { t } = useTranslation(['barbershop', 'content']);
  // One way to book the house, in the same words, wherever the page offers it: the opening button, then the bar, which on a phone also closes the page.
  const bookingPath = bookingPathForGroup('barbershop');
  const bookLabel = t('intro.book');
  return (
    <>
      <PageIntro
        eyebrow={t('intro.eyebrow')}
        title={t('intro.title')}
        lead={t('intro.lead')}
        aside={<IntroPicture image={image(barbershopImages.cover)} alt={t('intro.imageAlt')} />}
      >
        <ButtonLink to={bookingPath} size="lg" className="mt-10">
          {bookLabel}
        </ButtonLink>
      </PageIntro>

      <BookBarSpan to={bookingPath} label={bookLabel} closing={{ headingId: 'barbershop-cta', title: t('cta.title'), text: t('cta.text') }}>
        <Section labelledBy="our-barbershop" underHero>
          <>
            <div className="grid items-center gap-14 lg:grid-cols-[1.1fr_0.9fr] lg:gap-20">
              <div>
                <SectionHeading id="our-barbershop" title={t('about.title')} lead={t('about.lead')} />
                <HoursPanel hours={BOOKING_HOURS.barbershop} className="mt-10 max-w-md" />
              </div>
              <div className="mx-auto w-full max-w-sm overflow-hidden rounded-t-full border border-gold/45">
                <ResponsiveImage
                  image={image(barbershopImages.space)}
                  alt={t('about.imageAlt')}
                  sizes="(min-width: 640px) 384px, 92vw"
                  className="aspect-[4/5] w-full object-cover"
                />
              </div>
            </div>
            <div className="mt-16">
              <FeatureGrid features={barbershopFeatures} namespace="barbershop" keyPrefix="features" />
            </div>
          </>
        </Section>

        <Section labelledBy="our-services" tone="soft">
          <>
            <div className="grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:gap-20">
              {/* Stays in view beside the long list on a desktop, rather than leaving its column empty below it. */}
              <SectionHeading id="our-services" title={t('services.title')} lead={t('services.lead')} className="lg:sticky lg:top-26 lg:self-start" />
              <DurationList
                items={barbershopServices.map((service) => ({
                  key: service.id,
                  title: t(`services.items.${service.id}.title`),
                  description: t(`services.items.${service.id}.description`),
                  duration: durationText(t, service.duration),
                }))}
              />
            </div>
          </>
        </Section>

        <Section labelledBy="our-work">
          <>
            <SectionHeading id="our-work" title={t('work.title')} lead={t('work.lead')} />
            <div className="mt-14">
              <Gallery
                label={t('work.galleryLabel')}
                items={barbershopImages.work.map((name, index) => ({ key: name, image: image(name), alt: t(`work.images.${index + 1}`) }))}
              />
            </div>
          </>
        </Section>

        <Section labelledBy="our-team" tone="soft">
          <>
            <SectionHeading id="our-team" align="center" title={t('team.title')} lead={t('team.lead')} />
            <div className="mt-16">
              {/* Each barber takes bookings in their own name: the card opens the form with them chosen. */}
              <TeamGrid members={barbershopTeam} portraits={image} bookingPath={(member) => bookingPathFor('classic-cut', member.id)} />
            </div>
          </>
        </Section>
      </BookBarSpan>
    </>
  );
}
