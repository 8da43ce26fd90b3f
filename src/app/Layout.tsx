import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '../features/navigation/Footer.tsx';
import { Header } from '../features/navigation/Header.tsx';
import { HydrateLater } from '../ui/HydrateLater.tsx';
import { Toaster } from '../ui/Toaster.tsx';
import { ScrollManager } from './ScrollManager.tsx';
import { InAppLinks } from './InAppLinks.tsx';

/** Every page: skip link, header, the route's content, footer, notices. Header, main area and footer each hydrate in a task of their own. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-gold px-5 py-3 text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <HydrateLater>
        <Header />
      </HydrateLater>
      <HydrateLater>
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
      </HydrateLater>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <ScrollManager />
      <InAppLinks />
      <Toaster />
    </>
  );
}
