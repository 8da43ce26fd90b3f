import { useTranslation } from 'react-i18next';

const REQUEST_STEPS = ['review', 'confirm', 'change'] as const;
/** A booking the house takes at once has nothing to wait for. */
const CONFIRMED_STEPS = ['booked', 'change'] as const;

/** What happens after a request or an instant booking, in order: shown beside the form and again once it is sent. */
export function NextSteps({ forTable = false, confirmed = false, className = '' }: { forTable?: boolean; confirmed?: boolean; className?: string }) {
  const { t } = useTranslation('booking');
  return (
    <ol className={`space-y-4 ${className}`}>
      {(confirmed ? CONFIRMED_STEPS : REQUEST_STEPS).map((step, index) => (
        <li key={step} className="flex gap-4">
          <span aria-hidden="true" className="font-display text-2xl leading-none text-gold tabular-nums">
            {index + 1}
          </span>
          <span className="min-w-0 text-sm leading-relaxed text-ivory-dim">{t(`next.steps.${step}`, { context: forTable ? 'table' : undefined })}</span>
        </li>
      ))}
    </ol>
  );
}
