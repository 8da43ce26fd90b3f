/** The desk's answers to a booking, sent as the service's actions route takes them. */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deskPath, DESK_PATHS, type DeskAction } from '../../core/deskApi.ts';
import { deskApi } from './api.ts';

export type ActionOutcome = { tone: 'success' | 'danger'; text: string } | null;

/** The service's reasons for refusing an action, and the desk's words for each (`refused.*`); any other gets the general words. */
const REFUSALS: Readonly<Record<string, string>> = { slot_full: 'full', slot_unavailable: 'full', closed: 'closed', state: 'state', not_allowed_now: 'tooEarly' };

/** Runs an action; on success `onDone` hears the words that say what happened. */
export function useBookingAction(bookingId: string, onDone: (done: string) => void | Promise<void>) {
  const { t } = useTranslation('desk');
  const [busy, setBusy] = useState<DeskAction['action'] | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);

  const run = useCallback(
    async (action: DeskAction) => {
      setBusy(action.action);
      setOutcome(null);
      const answer = await deskApi(deskPath(DESK_PATHS.actions, { id: bookingId }), { method: 'POST', body: action });
      setBusy(null);
      if (answer.ok) {
        const done = action.action === 'attendance' ? `done.attendance_${action.attendance ?? 'none'}` : `done.${action.action}`;
        setOutcome({ tone: 'success', text: t(done) });
        await onDone(t(done));
        return true;
      }
      const reason = REFUSALS[answer.error.code] ?? 'other';
      setOutcome({ tone: 'danger', text: answer.status === 0 ? t('errors.network') : t(`refused.${reason}`) });
      return false;
    },
    [bookingId, onDone, t],
  );

  return { run, busy, outcome };
}
