import { useTranslation } from 'react-i18next';
import { brand, cityLine, contact } from '../../content/site.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

/** The house's name, address, telephone and email as a card, from content/site.ts. */
export function ContactCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const linkClass = 'text-gold-bright underline decoration-gold/60 underline-offset-4 hover:decoration-gold-bright';
  const labelClass = 'text-xs font-semibold uppercase tracking-[0.2em] text-gold sm:pt-1.5';
  return (
    <address className="rounded-[var(--radius-card)] border border-ink-line bg-ink-soft p-6 not-italic sm:p-8">
      <p className="font-display text-2xl font-semibold text-ivory">{brand.name}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className={labelClass}>{t('footer.address')}</dt>
        <dd className="text-ivory">
          {contact.street}, {cityLine(language)}
        </dd>
        <dt className={labelClass}>{t('footer.phone')}</dt>
        <dd>
          <a className={`${linkClass} whitespace-nowrap`} href={`tel:${contact.phoneE164}`}>
            {contact.phoneDisplay}
          </a>
        </dd>
        <dt className={labelClass}>{t('footer.email')}</dt>
        <dd>
          <a className={`${linkClass} break-all`} href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </dd>
      </dl>
    </address>
  );
}
