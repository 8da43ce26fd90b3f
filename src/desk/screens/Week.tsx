/** Seven days of the agenda from today (or from the week chosen), day by day and lane by lane. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDateAfter, todayIn } from '../../../core/dates.ts';
import { Agenda } from '../Agenda.tsx';
import { DayStepper } from '../DayStepper.tsx';
import { houseTimeZone, useDeskLanguage } from '../language.ts';
import { formatDay, ScreenHeading } from '../ui.tsx';

const WEEK = 7;

export default function Week() {
  const { t } = useTranslation('desk');
  const { language } = useDeskLanguage();
  const [today] = useState(() => todayIn(houseTimeZone()));
  const [from, setFrom] = useState(today);
  return (
    <>
      <ScreenHeading title={t('agenda.weekTitle')}>{t('agenda.weekTitle')}</ScreenHeading>
      <p className="mt-1 text-ivory-dim">{t('agenda.range', { from: formatDay(from, language), until: formatDay(isoDateAfter(from, WEEK - 1), language) })}</p>
      <div className="mt-4">
        <DayStepper date={from} today={today} step={WEEK} onChange={setFrom} />
      </div>
      <div className="mt-6">
        <Agenda from={from} days={WEEK} />
      </div>
    </>
  );
}
