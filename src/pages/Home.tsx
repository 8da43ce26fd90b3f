import { useTranslation } from 'react-i18next';
import { AboutSection } from './home/AboutSection.tsx';
import { BookingInvitation } from './home/BookingInvitation.tsx';
import { HomeHero } from './home/HomeHero.tsx';
import { ServicesOverview } from './home/ServicesOverview.tsx';

/** The home page: #home, #about, #services and #booking, in that order (the footer is #contact). */
export default function HomePage() {
  // Loads the page's namespaces before any section renders.
  useTranslation(['home', 'content']);
  return (
    <>
      <HomeHero />
      <AboutSection />
      <ServicesOverview />
      <BookingInvitation />
    </>
  );
}
