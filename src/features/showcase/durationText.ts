import type { TFunction } from 'i18next';
import type { Duration } from '../../../content/durations.ts';

/** "30–45 min", "45 min", "4–8 hours", "1 hour", in the visitor's language. */
export function durationText(t: TFunction, { unit, min, max }: Duration): string {
  if (unit === 'minute') {
    return max === undefined ? t('content:duration.minutes', { value: min }) : t('content:duration.minutesRange', { min, max });
  }
  return max === undefined ? t('content:duration.hours', { count: min }) : t('content:duration.hoursRange', { min, max });
}
