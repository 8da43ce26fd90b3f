import { useTranslation } from 'react-i18next';
import { brand, cityLine, contact, mapUrl, whatsappUrl } from '../../content/site.ts';
import { EmailText } from './EmailText.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';

/** The house's name, address, telephone and email as a card, from content/site.ts. */
export function ContactCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const linkClass = 'text-gold-bright underline decoration-gold/60 underline-offset-4 hover:decoration-gold-bright';
  // Beside its value, a label is centred on the value's first line, which the links make a full target tall.
  const labelClass = 'text-xs font-semibold uppercase tracking-[0.2em] text-gold sm:flex sm:min-h-11 sm:items-center';
  return (
    <address className="rounded-[var(--radius-card)] border border-ink-line bg-ink-soft p-6 not-italic sm:p-8">
      <p className="font-display text-2xl font-semibold text-ivory">{brand.name}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
        {/* The address starts with a line of text, not a link's full-height target, so its label sits on that line. */}
        <dt className="text-xs font-semibold uppercase tracking-[0.2em] text-gold sm:pt-1">{t('footer.address')}</dt>
        <dd className="text-ivory">
          {/* Street and city each kept whole, so a narrow card breaks the address between them. */}
          <span className="whitespace-nowrap">{contact.street},</span> <span className="whitespace-nowrap">{cityLine(language)}</span>
          <a className={`${linkClass} flex min-h-11 w-fit items-center`} href={mapUrl}>
            {t('footer.map')}
          </a>
        </dd>
        <dt className={labelClass}>{t('footer.phone')}</dt>
        <dd className="flex flex-wrap gap-x-4">
          <a className={`${linkClass} inline-flex min-h-11 items-center whitespace-nowrap`} href={`tel:${contact.phoneE164}`}>
            {contact.phoneDisplay}
          </a>
          <a className={`${linkClass} inline-flex min-h-11 items-center`} href={whatsappUrl}>
            WhatsApp
          </a>
        </dd>
        <dt className={labelClass}>{t('footer.email')}</dt>
        <dd>
          <a className={`${linkClass} inline-flex min-h-11 items-center`} href={`mailto:${contact.email}`}>
            <span>
              <EmailText email={contact.email} />
            </span>
          </a>
        </dd>
      </dl>
    </address>
  );
}
