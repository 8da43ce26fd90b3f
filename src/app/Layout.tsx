import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Toaster } from '../ui/Toaster.tsx';
import { ScrollManager } from './ScrollManager.tsx';

/** Every page: skip link, header, the route's content, footer, notices. */
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
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <ScrollManager />
      <Toaster />
    </>
  );
}
