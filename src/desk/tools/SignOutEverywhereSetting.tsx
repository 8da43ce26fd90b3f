import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESK_PATHS } from '../../../core/deskApi.ts';
import { buttonClass } from '../../ui/button.ts';
import { errorClass, hintClass, sectionClass } from './ToolField.tsx';
import { deskApi } from '../api.ts';
import { useSession } from '../session.tsx';

/** Ends every session of this person, on every device (a lost phone), after a second tap. */
export function SignOutEverywhereSetting() {
  const { t } = useTranslation('deskTools');
  const { refresh } = useSession();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);

  const signOut = async () => {
    const answer = await deskApi<unknown>(DESK_PATHS.signOutEverywhere, { method: 'POST', body: {} });
    // The session is gone now: asking again for it takes the shell back to the sign-in screen.
    if (answer.ok || answer.status === 401) await refresh();
    else setFailed(true);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass}>
      <h2 id={`${id}-title`} className="text-lg font-medium text-ivory">
        {t('settings.signOut.title')}
      </h2>
      <p className={hintClass}>{t('settings.signOut.lead')}</p>
      {confirming ? (
        <div role="group" aria-label={t('settings.signOut.title')} className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={buttonClass('primary')} onClick={() => void signOut()}>
            {t('settings.signOut.confirm')}
          </button>
          <button type="button" className={buttonClass('ghost')} onClick={() => setConfirming(false)}>
            {t('settings.signOut.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className={buttonClass('outline', 'md', 'mt-3')} onClick={() => setConfirming(true)}>
          {t('settings.signOut.button')}
        </button>
      )}
      {failed ? (
        <p role="alert" className={errorClass}>
          {t('settings.signOut.failed')}
        </p>
      ) : null}
    </section>
  );
}
