import { useTranslation } from 'react-i18next';

const STEPS = ['review', 'confirm', 'change'] as const;

/** What happens after a request, in order: shown beside the form and again once it is sent. */
export function NextSteps({ forTable = false, className = '' }: { forTable?: boolean; className?: string }) {
  const { t } = useTranslation('booking');
  return (
    <ol className={`space-y-4 ${className}`}>
      {STEPS.map((step, index) => (
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
