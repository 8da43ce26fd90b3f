/** The desk's answers to a booking, sent as the service's actions route takes them. */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deskPath, DESK_PATHS, type DeskAction } from '../../core/deskApi.ts';
import { deskApi } from './api.ts';

export type ActionOutcome = { tone: 'success' | 'danger'; text: string } | null;

/** The words for a refused action: the service's reason where the desk knows it, else a general one. */
const KNOWN_REFUSALS = ['full', 'closed', 'past', 'not_allowed', 'conflict'] as const;

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
      const known = KNOWN_REFUSALS.find((code) => answer.error.code.includes(code));
      setOutcome({ tone: 'danger', text: answer.status === 0 ? t('errors.network') : known ? t(`refused.${known}`) : t('refused.other') });
      return false;
    },
    [bookingId, onDone, t],
  );

  return { run, busy, outcome };
}
