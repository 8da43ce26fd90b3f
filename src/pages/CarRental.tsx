import { useTranslation } from 'react-i18next';
import { carRentalImages, carRentalServices, vehicles } from '../content/carRental.ts';
import { FeatureGrid } from '../features/showcase/FeatureGrid.tsx';
import { IntroPicture } from '../features/showcase/IntroPicture.tsx';
import { Badge } from '../ui/Badge.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { CtaBand } from '../ui/CtaBand.tsx';
import { Gallery } from '../ui/Gallery.tsx';
import { imageLookup, type ImageAsset } from '../ui/imageAsset.ts';
import { MediaCard, mediaCardItem } from '../ui/MediaCard.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';

const image = imageLookup(import.meta.glob<ImageAsset>('../generated/images/car-rental-*.ts', { eager: true, import: 'default' }));

/** Coming soon: the fleet and its services are shown, and nothing on this page offers a booking. */
export default function CarRentalPage() {
  const { t } = useTranslation(['carRental', 'content']);
  return (
    <>
      {/* "Coming soon" stands where the other houses' pages name the house, above the title, which names it here. */}
      <PageIntro
        eyebrow={t('content:comingSoon')}
        title={t('intro.title')}
        lead={t('intro.lead')}
        aside={<IntroPicture image={image(carRentalImages.cover)} alt={t('intro.imageAlt')} />}
      >
        <div className="mt-10">
          <ButtonLink to="#contact" variant="outline" size="lg">
            {t('content:registerInterest')}
          </ButtonLink>
        </div>
      </PageIntro>

      <Section labelledBy="road-title" underHero>
        <>
          <SectionHeading id="road-title" title={t('gallery.title')} />
          <div className="mt-14">
            <Gallery
              layout="wide"
              label={t('gallery.label')}
              items={carRentalImages.gallery.map((name, index) => ({ key: name, image: image(name), alt: t(`gallery.images.${index + 1}`) }))}
            />
          </div>
        </>
      </Section>

      <Section labelledBy="offer-title" tone="soft">
        <>
          <SectionHeading id="offer-title" title={t('services.title')} lead={t('services.lead')} />
          <div className="mt-14">
            <FeatureGrid features={carRentalServices} namespace="carRental" keyPrefix="services.items" columns={4} />
          </div>
        </>
      </Section>

      <Section labelledBy="fleet-title">
        <>
          <SectionHeading id="fleet-title" title={t('fleet.title')} lead={t('fleet.lead')} />
          <ul className="mt-14 grid gap-6 md:grid-cols-3">
            {vehicles.map((vehicle) => (
              <li key={vehicle.id} className={mediaCardItem}>
                <MediaCard
                  ratio="aspect-[3/2]"
                  sizes="(min-width: 1152px) 360px, (min-width: 768px) 31vw, 92vw"
                  image={image(vehicle.image)}
                  imageAlt={t(`fleet.vehicles.${vehicle.id}.imageAlt`)}
                  title={t(`fleet.vehicles.${vehicle.id}.title`)}
                  description={t(`fleet.vehicles.${vehicle.id}.description`)}
                  badge={
                    <Badge>
                      <span className="sr-only">{t('fleet.categoryLabel')}: </span>
                      {t(`fleet.categories.${vehicle.category}`)}
                    </Badge>
                  }
                />
              </li>
            ))}
          </ul>
        </>
      </Section>

      {/* The page closes, as every house's does, with its one invitation: here to hear when it opens, since nothing can be booked yet. */}
      <CtaBand headingId="notify-title" title={t('cta.title')} text={t('cta.text')}>
        <ButtonLink to="#contact" size="lg">
          {t('content:registerInterest')}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
