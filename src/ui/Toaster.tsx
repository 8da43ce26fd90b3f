import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToasterProps } from 'sonner';

/**
 * The notices of the site (sonner: a polite live region, dismissible). Destructive notices are
 * raised with `toast.error`. Sonner loads once the page is live, not before: it is a sixth of the
 * home page's JavaScript budget, and no notice can be raised before the page is interactive.
 */
export function Toaster() {
  const { t } = useTranslation();
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('sonner').then((module) => mounted && setSonner(() => module.Toaster));
    return () => {
      mounted = false;
    };
  }, []);
  return Sonner ? <Sonner containerAriaLabel={t('notifications')} position="top-center" theme="dark" richColors closeButton duration={6000} /> : null;
}
