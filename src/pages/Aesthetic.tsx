import { useTranslation } from 'react-i18next';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function AestheticPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.aesthetic')} />;
}
