import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESK_PATHS, type DeskPushKey } from '../../../core/deskApi.ts';
import { buttonClass } from '../../ui/button.ts';
import { currentSubscription, pushSupported, subscribeThisDevice } from './pushSubscription.ts';
import { errorClass, hintClass, sectionClass } from './ToolField.tsx';
import { deskApi } from '../api.ts';

type AlertState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on' | 'working';

/** Web Push on this device: asked only when the person taps, and stopped as easily. */
export function AlertSetting() {
  const { t } = useTranslation('deskTools');
  const id = useId();
  const [state, setState] = useState<AlertState>('checking');
  const [failure, setFailure] = useState<'on' | 'off' | null>(null);

  useEffect(() => {
    let current = true;
    const settle = (next: AlertState) => current && setState(next);
    if (!pushSupported()) settle('unsupported');
    else if (Notification.permission === 'denied') settle('blocked');
    else void currentSubscription().then((subscription) => settle(subscription ? 'on' : 'off'), () => settle('off'));
    return () => {
      current = false;
    };
  }, []);

  const turnOn = async () => {
    setFailure(null);
    setState('working');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'blocked' : 'off');
        return;
      }
      const key = await deskApi<DeskPushKey>(DESK_PATHS.pushKey);
      if (!key.ok) throw new Error(key.error.code);
      const subscription = await subscribeThisDevice(key.data.publicKey);
      const stored = await deskApi<unknown>(DESK_PATHS.pushSubscriptions, { method: 'POST', body: { subscription: subscription.toJSON() } });
      if (!stored.ok) {
        await subscription.unsubscribe();
        throw new Error(stored.error.code);
      }
      setState('on');
    } catch {
      // No push service answered, or the service refused the subscription: alerts stay off.
      setFailure('on');
      setState('off');
    }
  };

  const turnOff = async () => {
    setFailure(null);
    setState('working');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const removed = await deskApi<unknown>(DESK_PATHS.pushSubscriptions, { method: 'DELETE', body: { endpoint: subscription.endpoint } });
        if (!removed.ok) throw new Error(removed.error.code);
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setFailure('off');
      setState('on');
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass}>
      <h2 id={`${id}-title`} className="text-lg font-medium text-ivory">
        {t('settings.alerts.title')}
      </h2>
      <p className={hintClass}>{t('settings.alerts.lead')}</p>
      <p role="status" className="mt-4 text-ivory">
        {state === 'on' ? t('settings.alerts.on') : null}
        {state === 'off' ? t('settings.alerts.off') : null}
        {state === 'blocked' ? t('settings.alerts.blocked') : null}
        {state === 'unsupported' ? t('settings.alerts.unsupported') : null}
        {state === 'working' ? t('settings.alerts.working') : null}
      </p>
      {state === 'off' ? (
        <button type="button" className={buttonClass('primary', 'md', 'mt-3')} onClick={() => void turnOn()}>
          {t('settings.alerts.turnOn')}
        </button>
      ) : null}
      {state === 'on' ? (
        <button type="button" className={buttonClass('outline', 'md', 'mt-3')} onClick={() => void turnOff()}>
          {t('settings.alerts.turnOff')}
        </button>
      ) : null}
      {failure ? (
        <p role="alert" className={errorClass}>
          {t(failure === 'on' ? 'settings.alerts.turnOnFailed' : 'settings.alerts.turnOffFailed')}
        </p>
      ) : null}
    </section>
  );
}
