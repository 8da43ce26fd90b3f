import { useTranslation } from 'react-i18next';
import { serviceCards } from '../content/services.ts';
import { AppLink } from './AppLink.tsx';

/** Links to the five houses' pages, each with its icon: the mobile menu's and the 404 page's way on. */
export function HouseLinks({ onChoose, className = '' }: { onChoose?: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`grid gap-1 ${className}`}>
      {serviceCards.map(({ id, route, icon: Icon }) => (
        <li key={id}>
          <AppLink
            to={route}
            onClick={onChoose}
            className="flex min-h-12 items-center gap-4 rounded-xl px-3 text-lg text-ivory can-hover:transition-colors hover:bg-ink-soft hover:text-gold-bright"
          >
            <Icon aria-hidden="true" className="size-5 shrink-0 text-gold" />
            <span className="font-display text-xl">{t(`routes.${id}`)}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
