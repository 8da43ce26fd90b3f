/** After a first sign-in by link: the offer of a passkey, so the next sign-in is one touch. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../ui/button.ts';
import { addPasskey } from '../passkeys.ts';
import { HOME_PATH } from '../paths.ts';
import { useSession } from '../session.tsx';
import { Notice, ScreenHeading } from '../ui.tsx';

export default function PasskeyOffer() {
  const { t } = useTranslation('desk');
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const add = async () => {
    setBusy(true);
    setFailed(false);
    const answer = await addPasskey();
    setBusy(false);
    if (!answer.ok) {
      setFailed(true);
      return;
    }
    await refresh();
    void navigate(HOME_PATH, { replace: true, state: { passkeyAdded: true } });
  };

  return (
    <div className="mx-auto max-w-md">
      <ScreenHeading title={t('passkeyOffer.title')}>{t('passkeyOffer.title')}</ScreenHeading>
      <p className="mt-3 text-ivory-dim">{t('passkeyOffer.intro')}</p>
      {failed && (
        <Notice tone="danger" className="mt-6">
          {t('passkeyOffer.failed')}
        </Notice>
      )}
      <div className="mt-8 flex flex-col gap-3">
        <button type="button" className={buttonClass('primary', 'lg', 'w-full')} disabled={busy} onClick={() => void add()}>
          {t('passkeyOffer.add')}
        </button>
        <Link to={HOME_PATH} replace className={buttonClass('ghost', 'lg', 'w-full')}>
          {t('passkeyOffer.later')}
        </Link>
      </div>
    </div>
  );
}
