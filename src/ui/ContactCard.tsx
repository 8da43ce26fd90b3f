import { useTranslation } from 'react-i18next';
import { brand, contact } from '../../content/site.ts';

/** The house's name, address, telephone and email as a card, from src/content/site.ts. */
export function ContactCard() {
  const { t } = useTranslation();
  const linkClass = 'text-gold-bright underline decoration-gold/60 underline-offset-4 hover:decoration-gold-bright';
  const labelClass = 'text-xs font-semibold uppercase tracking-[0.2em] text-gold sm:pt-1.5';
  return (
    <address className="rounded-[var(--radius-card)] border border-ink-line bg-ink-soft p-6 not-italic sm:p-8">
      <p className="font-display text-2xl font-semibold text-ivory">{brand.name}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className={labelClass}>{t('footer.address')}</dt>
        <dd className="text-ivory">
          {contact.street}, {contact.postalCode} {contact.city}, {contact.country}
        </dd>
        <dt className={labelClass}>{t('footer.phone')}</dt>
        <dd>
          <a className={linkClass} href={`tel:${contact.phoneE164}`}>
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
