import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deskPath, DESK_PATHS, type DeskPasskey } from '../../../core/deskApi.ts';
import { buttonClass } from '../../ui/button.ts';
import { errorClass, hintClass, sectionClass } from './ToolField.tsx';
import { deskApi } from '../api.ts';
import { houseTimeZone } from '../language.ts';
import { addPasskey, browserHasPasskeys } from '../passkeys.ts';
import { formatMoment } from '../ui.tsx';

type Passkeys = { status: 'loading' } | { status: 'ready'; passkeys: DeskPasskey[] } | { status: 'failed' };

/** The person's passkeys: the list, adding this device's with the browser's own prompt, and removing one. */
export function PasskeySetting() {
  const { t, i18n } = useTranslation('deskTools');
  const id = useId();
  const [passkeys, setPasskeys] = useState<Passkeys>({ status: 'loading' });
  const [notice, setNotice] = useState<{ tone: 'done' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = browserHasPasskeys();
  // The desk writes every moment one way: day, month and a 24-hour time in the house's zone.
  const moment = (iso: string) => formatMoment(iso, i18n.language, houseTimeZone());

  const load = useCallback(async () => {
    const answer = await deskApi<DeskPasskey[]>(DESK_PATHS.passkeys);
    setPasskeys(answer.ok ? { status: 'ready', passkeys: answer.data } : { status: 'failed' });
  }, []);

  useEffect(() => {
    // The list is the service's: fetched when the screen opens and after each change.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const add = async () => {
    setBusy(true);
    setNotice(null);
    // A cancelled prompt, or a refusal by the device or the service, adds nothing and says so.
    const added = await addPasskey();
    setNotice(added.ok ? { tone: 'done', text: t('settings.passkeys.added') } : { tone: 'error', text: t('settings.passkeys.addFailed') });
    setBusy(false);
    if (added.ok) await load();
  };

  const remove = async (passkey: DeskPasskey) => {
    const answer = await deskApi<unknown>(deskPath(DESK_PATHS.passkey, { passkey: passkey.id }), { method: 'DELETE' });
    setNotice(answer.ok ? { tone: 'done', text: t('settings.passkeys.removed', { label: passkey.label }) } : { tone: 'error', text: t('settings.passkeys.removeFailed') });
    await load();
  };

  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass}>
      <h2 id={`${id}-title`} className="text-lg font-medium text-ivory">
        {t('settings.passkeys.title')}
      </h2>
      <p className={hintClass}>{t('settings.passkeys.lead')}</p>
      {passkeys.status === 'failed' ? <p className={errorClass}>{t('settings.passkeys.listFailed')}</p> : null}
      {passkeys.status === 'ready' && passkeys.passkeys.length === 0 ? <p className={`${hintClass} mt-4`}>{t('settings.passkeys.none')}</p> : null}
      {passkeys.status === 'ready' && passkeys.passkeys.length > 0 ? (
        <ul className="mt-4 divide-y divide-ink-line" aria-label={t('settings.passkeys.title')}>
          {passkeys.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="text-ivory">{passkey.label}</p>
                <p className="text-sm text-ivory-dim">
                  {t('settings.passkeys.addedOn', { date: moment(passkey.createdAt) })}
                  {passkey.lastUsedAt ? ` · ${t('settings.passkeys.lastUsed', { date: moment(passkey.lastUsedAt) })}` : ''}
                </p>
              </div>
              <button type="button" className={buttonClass('outline')} onClick={() => void remove(passkey)}>
                {t('settings.passkeys.remove')}
                <span className="sr-only">{`: ${passkey.label}`}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {supported ? (
        <button type="button" className={buttonClass('primary', 'md', 'mt-4')} onClick={() => void add()} aria-disabled={busy || undefined} disabled={busy}>
          {t('settings.passkeys.add')}
        </button>
      ) : (
        <p className={`${hintClass} mt-4`}>{t('settings.passkeys.unsupported')}</p>
      )}
      <p role="status" className={notice?.tone === 'error' ? errorClass : `${hintClass} text-ivory`}>
        {notice?.text}
      </p>
    </section>
  );
}
