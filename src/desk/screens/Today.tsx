/** The day's agenda per lane: today by default, a day earlier or later a tap away. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../core/dates.ts';
import { Agenda } from '../Agenda.tsx';
import { DayStepper } from '../DayStepper.tsx';
import { houseTimeZone, useDeskLanguage } from '../language.ts';
import { formatDay, ScreenHeading } from '../ui.tsx';

export default function Today() {
  const { t } = useTranslation('desk');
  const { language } = useDeskLanguage();
  const [today] = useState(() => todayIn(houseTimeZone()));
  const [date, setDate] = useState(today);
  const title = date === today ? t('agenda.todayTitle') : formatDay(date, language, true);
  return (
    <>
      <ScreenHeading title={title}>{title}</ScreenHeading>
      <p className="mt-1 text-ivory-dim">{formatDay(date, language, true)}</p>
      <div className="mt-4">
        <DayStepper date={date} today={today} step={1} onChange={setDate} />
      </div>
      <div className="mt-6">
        <Agenda from={date} days={1} />
      </div>
    </>
  );
}
