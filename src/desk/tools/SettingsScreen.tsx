import { useTranslation } from 'react-i18next';
import { AlertSetting } from './AlertSetting.tsx';
import { CalendarFeedSetting } from './CalendarFeedSetting.tsx';
import { LanguageSetting } from './LanguageSetting.tsx';
import { PasskeySetting } from './PasskeySetting.tsx';
import { SignOutEverywhereSetting } from './SignOutEverywhereSetting.tsx';
import { ScreenHeading } from '../ui.tsx';

/** The person's own settings: language, passkeys, alerts on this device, calendar feeds, and signing out everywhere. */
export default function SettingsScreen() {
  const { t } = useTranslation('deskTools');
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <ScreenHeading title={t('settings.title')}>{t('settings.title')}</ScreenHeading>
      </header>
      <LanguageSetting />
      <PasskeySetting />
      <AlertSetting />
      <CalendarFeedSetting />
      <SignOutEverywhereSetting />
    </div>
  );
}
