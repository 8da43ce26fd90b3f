/** Earlier and later by a step of days, and back to today. */
import { useTranslation } from 'react-i18next';
import { isoDateAfter } from '../../core/dates.ts';
import { buttonClass } from '../ui/button.ts';

export function DayStepper({ date, today, step, onChange }: { date: string; today: string; step: number; onChange: (date: string) => void }) {
  const { t } = useTranslation('desk');
  const unit = step === 1 ? 'Day' : 'Week';
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={buttonClass('outline', 'md')} onClick={() => onChange(isoDateAfter(date, -step))}>
        {t(`agenda.previous${unit}`)}
      </button>
      <button type="button" className={buttonClass('outline', 'md')} disabled={date === today} onClick={() => onChange(today)}>
        {t('agenda.today')}
      </button>
      <button type="button" className={buttonClass('outline', 'md')} onClick={() => onChange(isoDateAfter(date, step))}>
        {t(`agenda.next${unit}`)}
      </button>
    </div>
  );
}
