import { ArrowLeft } from './icons.ts';
import { useTranslation } from 'react-i18next';
import { AppLink } from './AppLink.tsx';

export function BackHomeLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <AppLink to="/" className={`inline-flex min-h-11 items-center gap-2 text-sm text-gold-bright underline-offset-4 hover:underline ${className}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('backHome')}
    </AppLink>
  );
}
