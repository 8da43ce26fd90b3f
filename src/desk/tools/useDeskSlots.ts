import { useEffect, useState } from 'react';
import { DESK_PATHS, type DeskSlotDay } from '../../../core/deskApi.ts';
import type { slotQuestion } from './phoneBooking.ts';
import { deskApi } from '../api.ts';

export type SlotsState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; slots: string[] } | { status: 'failed' };

/**
 * The hours with room for the chosen service, day, party and barber, asked of the desk's
 * availability route at each change (a superseded question is aborted) and again whenever
 * `round` grows, say after the service refused an hour that had just filled.
 */
export function useDeskSlots(question: ReturnType<typeof slotQuestion>, round: number): SlotsState {
  const key = question ? `${question.service}|${question.date}|${question.guests}|${question.specialist}|${round}` : '';
  /** The answer to the question asked last, under its key: an answer to an older question is not shown. */
  const [answered, setAnswered] = useState<{ key: string; state: SlotsState } | null>(null);

  useEffect(() => {
    if (!question) return;
    const controller = new AbortController();
    const settle = (state: SlotsState) => {
      if (!controller.signal.aborted) setAnswered({ key, state });
    };
    deskApi<DeskSlotDay>(DESK_PATHS.availability, {
      query: { service: question.service, date: question.date, guests: question.guests || undefined, specialist: question.specialist || undefined },
      signal: controller.signal,
    }).then(
      (answer) => settle(answer.ok ? { status: 'ready', slots: answer.data.slots } : { status: 'failed' }),
      () => settle({ status: 'failed' }),
    );
    return () => controller.abort();
    // The key stands for the question's values and the round: a new object with the same values asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!question) return { status: 'idle' };
  return answered?.key === key ? answered.state : { status: 'loading' };
}
