import { useTranslation } from 'react-i18next';

/** What follows a booking: a request the house answers, a booking it takes at once, or, before a service is chosen, both ways. */
export type NextStepsKind = 'request' | 'confirmed' | 'unchosen';

const STEPS = {
  request: ['review', 'confirm', 'change'],
  // A booking the house takes at once has nothing to wait for.
  confirmed: ['booked', 'change'],
  // Before a service is chosen, the page must not promise either way alone: each house's way is said.
  unchosen: ['atOnce', 'onRequest', 'change'],
} as const satisfies Record<NextStepsKind, readonly string[]>;

/** What happens after a request or an instant booking, in order: shown beside the form and again once it is sent. */
export function NextSteps({ forTable = false, kind, className = '' }: { forTable?: boolean; kind: NextStepsKind; className?: string }) {
  const { t } = useTranslation('booking');
  return (
    <ol className={`space-y-4 ${className}`}>
      {STEPS[kind].map((step, index) => (
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
