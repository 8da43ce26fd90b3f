import { Mail, MapPin, Phone } from '../ui/icons.ts';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/AppLink.tsx';
import { brand, brandNameInText, cityLine, contact, mapUrl, openingHours, whatsappUrl } from '../../content/site.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { FIRST_APPOINTMENT_HOUR, formatHour } from '../../core/hours.ts';
import { Container } from '../ui/Container.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';
import { WeeklyHoursList } from '../ui/WeeklyHoursList.tsx';
import { NewsletterForm } from '../features/newsletter/NewsletterForm.tsx';
import { Monogram } from '../ui/Monogram.tsx';
import { EmailText } from '../ui/EmailText.tsx';

/** The footer (#contact): brand, contact, hours, the newsletter sign-up and the legal links. */
export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingClass = 'mb-4 font-sans text-xs font-semibold uppercase tracking-[0.2em] text-gold';
  const linkClass = 'inline-flex min-h-11 items-center underline-offset-4 hover:text-gold-bright hover:underline';
  return (
    <footer id="contact" className="render-when-near border-t border-ink-line bg-ink-soft pt-16 pb-10 text-sm">
      {/*
        The hours column is the widest, so a long weekday ("Montag – Freitag") stays beside its times, and the contact column the next,
        so WhatsApp fits beside the number on a desktop; three columns where the page shows its own hours.
      */}
      <Container className="grid gap-12 md:grid-cols-2 lg:gap-x-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)_minmax(0,1.2fr)_minmax(0,1fr)] lg:[body:has(main_[data-page-hours])_&]:grid-cols-3">
        <div>
          <div className="mb-4 flex items-center gap-3">
            <Monogram className="size-10" />
            <span className="font-display text-2xl font-semibold text-ivory">{brand.name}</span>
          </div>
          <p className="leading-relaxed text-ivory-dim">{t('footer.about')}</p>
          <SocialLinks className="-ml-3 mt-4" />
        </div>

        <div>
          <h2 className={headingClass}>{t('footer.contactTitle')}</h2>
          <address className="space-y-3 not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
              <span>
                <span className="sr-only">{t('footer.address')}: </span>
                {contact.street}
                <br />
                {cityLine(language)}
                <br />
                <a className={`${linkClass} text-gold-bright underline`} href={mapUrl}>
                  {t('footer.map')}
                </a>
              </span>
            </p>
            <p className="flex items-start gap-3">
              <Phone aria-hidden="true" className="mt-3.5 size-4 shrink-0 text-gold" />
              {/* No separator between the two: in a narrow column WhatsApp wraps under the number rather than leaving a stray dot at a line's end. */}
              <span className="flex flex-wrap gap-x-5">
                <a className={`${linkClass} whitespace-nowrap`} href={`tel:${contact.phoneE164}`}>
                  <span className="sr-only">{t('footer.phone')}: </span>
                  {contact.phoneDisplay}
                </a>
                <a className={linkClass} href={whatsappUrl}>
                  WhatsApp
                </a>
              </span>
            </p>
            <p className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-gold" />
              <a className={`${linkClass} min-w-0`} href={`mailto:${contact.email}`}>
                <span className="sr-only">{t('footer.email')}: </span>
                <span>
                  <EmailText email={contact.email} />
                </span>
              </a>
            </p>
          </address>
        </div>

        {/* Left out where the page has shown opening hours of its own (data-page-hours), so a visitor meets them once on the way down. */}
        <div className="[body:has(main_[data-page-hours])_&]:hidden">
          <h2 className={headingClass}>{t('footer.hoursTitle')}</h2>
          <WeeklyHoursList hours={openingHours} />
          <p className="mt-3 text-ivory-dim">{t('footer.appointmentsFrom', { time: formatHour(FIRST_APPOINTMENT_HOUR) })}</p>
        </div>

        <div>
          <h2 className={headingClass}>{t('footer.newsletterTitle')}</h2>
          <p className="mb-4 leading-relaxed text-ivory-dim">{t('footer.newsletterText')}</p>
          <NewsletterForm />
        </div>
      </Container>

      {/* The rule inside the gutter, as wide as the columns above it. */}
      <Container className="mt-14">
        <div className="flex flex-col gap-4 border-t border-ink-line pt-8 text-ivory-dim sm:flex-row sm:items-center sm:justify-between">
          {/* The prerendered page may be older than the year it is read in. */}
          <p suppressHydrationWarning>{t('footer.rights', { year: new Date().getFullYear(), brand: brandNameInText })}</p>
          <nav aria-label={t('footer.legal')}>
            {/* The links' padding widens their targets; the list's margin keeps their text on the page's edges. */}
            <ul className="-mx-2 flex flex-wrap gap-x-2">
              <li>
                <AppLink to="/privacy" className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:text-gold-bright hover:underline">
                  {t('footer.privacy')}
                </AppLink>
              </li>
              <li>
                <AppLink to="/terms" className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:text-gold-bright hover:underline">
                  {t('footer.terms')}
                </AppLink>
              </li>
            </ul>
          </nav>
        </div>
      </Container>
    </footer>
  );
}
