import { Clock } from '../../ui/icons.ts';
import { useTranslation } from 'react-i18next';

/**
 * Treatments with how long each takes. On a phone the duration stands under every name alike, where
 * a long name would push some under and leave others beside; wider, it sits on the name's line.
 */
export function DurationList({ items }: { items: readonly { key: string; title: string; duration: string; description: string }[] }) {
  const { t } = useTranslation('content');
  return (
    <ul className="divide-y divide-ink-line border-y border-ink-line">
      {items.map((item) => (
        <li key={item.key} className="py-7">
          <div className="flex flex-col gap-y-2 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between sm:gap-x-8">
            <h3 className="min-w-0 text-2xl hyphens-auto wrap-break-word text-ivory sm:text-3xl">{item.title}</h3>
            <p className="inline-flex items-center gap-2 text-sm font-medium tracking-wide whitespace-nowrap text-gold-bright">
              <Clock aria-hidden="true" className="size-4 self-center" strokeWidth={1.5} />
              <span className="sr-only">{t('duration.label')}: </span>
              {item.duration}
            </p>
          </div>
          <p className="mt-2 max-w-2xl leading-relaxed text-ivory-dim">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
