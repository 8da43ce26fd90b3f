import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '../../core/languages.ts';
import { dataProtection, lastUpdated, retention } from '../../content/legal.ts';
import { brandNameInText, contact } from '../../content/site.ts';
import { CalendarDate } from '../ui/CalendarDate.tsx';
import { ContactCard } from '../ui/ContactCard.tsx';
import { withEmailText } from '../ui/EmailText.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { BulletList, LongForm, ProseLink, TermList, type LongFormSection } from '../ui/Prose.tsx';

/** The Privacy Policy: every word from locales/<language>/legal.json, every number from content/legal.ts. */
export default function PrivacyPage() {
  const { t, i18n } = useTranslation(['legal', 'common']);
  const values = {
    brand: brandNameInText,
    email: contact.email,
    // A word joiner after the hyphen keeps the cookie's name whole, as the name it is, at a line's end.
    cookieName: LANGUAGE_STORAGE_KEY.replaceAll('-', '-\u2060'),
    albanianLaw: dataProtection.albanianLawNumber,
    gdpr: dataProtection.gdprNumber,
  };
  const text = (key: string, count?: number) => t(`privacy.sections.${key}`, { ...values, count });
  const bullets = (group: string, keys: readonly string[]) => <BulletList items={keys.map((key) => withEmailText(text(`${group}.${key}`), contact.email))} />;
  const terms = (group: string, rows: readonly (readonly [key: string, count?: number])[]) => (
    <TermList
      items={rows.map(([key, count]) => ({ id: key, term: text(`${group}.${key}.term`), description: text(`${group}.${key}.text`, count) }))}
    />
  );

  // Made only when the document renders (see LongForm): hydration keeps the prerendered text.
  const sections = (): LongFormSection[] => {
    const untitled: { id: string; body: ReactNode }[] = [
      {
        id: 'controller',
        body: (
          <>
            <p>{text('controller.intro')}</p>
            <ContactCard />
            <p>{text('controller.law')}</p>
          </>
        ),
      },
      {
        id: 'collection',
        body: (
          <>
            <p>{text('collection.intro')}</p>
            {bullets('collection.items', ['booking', 'appointment', 'notes', 'photos', 'newsletter', 'language', 'logs'])}
            <p>{text('collection.required')}</p>
            <p>{text('collection.noTracking')}</p>
            <p>{text('collection.pageSpeed', retention.webVitalsRetentionDays)}</p>
          </>
        ),
      },
      {
        id: 'purposes',
        body: (
          <>
            <p>{text('purposes.intro')}</p>
            {terms('purposes.bases', [['booking'], ['photos'], ['newsletter'], ['language'], ['pageSpeed'], ['security'], ['legal']])}
            <p>{text('purposes.noAutomatedDecisions')}</p>
          </>
        ),
      },
      {
        id: 'photos',
        body: (
          <>
            <p>{text('photos.intro')}</p>
            {bullets('photos.items', ['consent', 'access', 'metadata', 'withdraw'])}
            <p>{text('photos.publication')}</p>
            <p>{text('photos.treatment')}</p>
          </>
        ),
      },
      {
        id: 'newsletter',
        body: (
          <>
            <p>{text('newsletter.doubleOptIn')}</p>
            <p>{text('newsletter.unconfirmed', retention.newsletterUnconfirmedDays)}</p>
            <p>{withEmailText(text('newsletter.unsubscribe'), contact.email)}</p>
          </>
        ),
      },
      {
        id: 'cookies',
        body: (
          <>
            <p>{text('cookies.what')}</p>
            <p>{text('cookies.lifetime', retention.languagePreferenceDays)}</p>
            <p>{text('cookies.noBanner')}</p>
          </>
        ),
      },
      {
        id: 'retention',
        body: (
          <>
            <p>{text('retention.intro')}</p>
            {terms('retention.periods', [
              ['bookings', retention.bookingRetentionMonths],
              ['photos', retention.photoRetentionDays],
              ['newsletter', retention.newsletterUnconfirmedDays],
              ['logs', retention.serverLogRetentionDays],
              ['language', retention.languagePreferenceDays],
            ])}
            <p>{text('retention.legalHold')}</p>
          </>
        ),
      },
      {
        id: 'recipients',
        body: (
          <>
            <p>{text('recipients.intro')}</p>
            {bullets('recipients.items', ['staff', 'hosting', 'email', 'authorities'])}
            <p>{text('recipients.processors')}</p>
          </>
        ),
      },
      { id: 'transfers', body: <p>{text('transfers.text')}</p> },
      {
        id: 'security',
        body: (
          <>
            <p>{text('security.intro')}</p>
            {bullets('security.items', ['encryption', 'access', 'minimisation', 'abuse'])}
            <p>{text('security.breach')}</p>
          </>
        ),
      },
      {
        id: 'rights',
        body: (
          <>
            <p>{text('rights.intro')}</p>
            {terms('rights.list', [
              ['access'],
              ['rectification'],
              ['erasure'],
              ['restriction'],
              ['portability'],
              ['objection'],
              ['withdrawal'],
              ['complaint'],
            ])}
            <p>{withEmailText(text('rights.howTo'), contact.email)}</p>
            <p>{text('rights.eu')}</p>
          </>
        ),
      },
      {
        id: 'complaints',
        body: (
          <>
            <p>{text('complaints.intro')}</p>
            <p>
              <ProseLink href={dataProtection.supervisoryAuthorityUrl}>{text('complaints.authority')}</ProseLink>
            </p>
            <p>{text('complaints.eu')}</p>
            <p>
              <ProseLink href={dataProtection.euAuthoritiesUrl}>{text('complaints.euAuthorities')}</ProseLink>
            </p>
          </>
        ),
      },
      {
        id: 'questions',
        body: (
          <>
            <p>{text('questions.intro')}</p>
            <ContactCard />
            <p>{text('questions.subject')}</p>
          </>
        ),
      },
      { id: 'changes', body: <p>{text('changes.text')}</p> },
    ];
    return untitled.map((section) => ({ ...section, title: text(`${section.id}.title`) }));
  };

  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('common:routes.privacy')} lead={t('privacy.lead', values)}>
        <p className="mt-8 text-sm text-ivory-dim">
          {t('lastUpdated')} <CalendarDate isoDate={lastUpdated} language={i18n.language} />
        </p>
      </PageIntro>
      <LongForm contentsLabel={t('contents')} sections={sections()} />
    </>
  );
}
