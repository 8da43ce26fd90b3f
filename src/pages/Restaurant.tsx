import { useTranslation } from 'react-i18next';
import { bookingPathFor } from '../../core/bookingLink.ts';
import { BOOKING_HOURS } from '../../core/hours.ts';
import { restaurantFilms, restaurantName, restaurantNameLanguage, restaurantOccasions, restaurantTiles } from '../content/restaurant.ts';
import { FilmPlayer } from '../features/restaurant/FilmPlayer.tsx';
import { OccasionList } from '../features/restaurant/OccasionList.tsx';
import { HoursPanel } from '../features/showcase/HoursPanel.tsx';
import { RestaurantLogo } from '../features/restaurant/RestaurantLogo.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { BookBarSpan } from '../features/showcase/BookBar.tsx';
import { Gallery } from '../ui/Gallery.tsx';
import { imageLookup, type ImageAsset } from '../ui/imageAsset.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';

const image = imageLookup(import.meta.glob<ImageAsset>('../generated/images/restaurant-*.ts', { eager: true, import: 'default' }));

export default function RestaurantPage() {
  const { t } = useTranslation('restaurant');
  // One way to book the house, in the same words, wherever the page offers it: the opening button, then the bar, which on a phone also closes the page.
  const bookingPath = bookingPathFor('table-reservation');
  const bookLabel = t('intro.reserve');
  return (
    <>
      <PageIntro
        eyebrow={restaurantName}
        eyebrowLanguage={restaurantNameLanguage}
        title={t('intro.title')}
        lead={t('intro.lead')}
        aside={<RestaurantLogo name={restaurantName} nameLanguage={restaurantNameLanguage} label={t('intro.logoLabel', { name: restaurantName })} className="mx-auto w-56 sm:w-72 lg:w-80" />}
      >
        <ButtonLink to={bookingPath} size="lg" className="mt-10">
          {bookLabel}
        </ButtonLink>
        {/* With the restaurant's own introduction, so the hours are not read as the films' or the kitchen's. */}
        <HoursPanel hours={BOOKING_HOURS.restaurant} headingLevel={2} className="mt-10 max-w-md" />
      </PageIntro>

      <BookBarSpan to={bookingPath} label={bookLabel} closing={{ headingId: 'reserve-title', title: t('cta.title'), text: t('cta.text') }}>
        <Section labelledBy="films-title" underHero>
          <>
            <SectionHeading id="films-title" title={t('films.title')} lead={t('films.lead')} />
            <ul className="mt-14 grid gap-10 lg:grid-cols-2 lg:gap-8">
              {restaurantFilms.map((film) => (
                <li key={film.id} className="min-w-0">
                  <FilmPlayer
                    film={film}
                    poster={image(film.poster)}
                    title={t(`films.items.${film.id}.title`)}
                    description={t(`films.items.${film.id}.description`)}
                  />
                </li>
              ))}
            </ul>
          </>
        </Section>

        <Section labelledBy="gallery-title" tone="soft">
          <>
            {/* On a desktop the wall stands beside its heading, so nine tiles take a screen's height rather than more. */}
            <div className="grid gap-14 lg:grid-cols-[0.8fr_1.2fr] lg:gap-20">
              <SectionHeading id="gallery-title" title={t('gallery.title')} lead={t('gallery.lead')} className="lg:sticky lg:top-26 lg:self-start" />
              <Gallery
                layout="wall"
                label={t('gallery.label')}
                items={restaurantTiles.map((tile) => ({ key: tile.id, image: image(tile.image), alt: t(`gallery.images.${tile.id}`) }))}
              />
            </div>
          </>
        </Section>

        <Section labelledBy="occasions-title">
          <>
            <SectionHeading id="occasions-title" title={t('occasions.title')} lead={t('occasions.lead')} />
            <div className="mt-14">
              <OccasionList occasions={restaurantOccasions} />
            </div>
          </>
        </Section>
      </BookBarSpan>
    </>
  );
}
