import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { houseRules, lastUpdated } from '../../content/legal.ts';
import { brandNameInText, contact } from '../../content/site.ts';
import { CalendarDate } from '../ui/CalendarDate.tsx';
import { ContactCard } from '../ui/ContactCard.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { BulletList, LongForm, ProseLink, type LongFormSection } from '../ui/Prose.tsx';

/** The Terms of Service: every word from locales/<language>/legal.json, every number from content/legal.ts. */
export default function TermsPage() {
  const { t, i18n } = useTranslation(['legal', 'common']);
  const values = { brand: brandNameInText, email: contact.email };
  const text = (key: string, count?: number) => t(`terms.sections.${key}`, { ...values, count });
  const bullets = (group: string, items: readonly (readonly [key: string, count?: number])[]) => (
    <BulletList items={items.map(([key, count]) => text(`${group}.${key}`, count))} />
  );

  // Made only when the document renders (see LongForm): hydration keeps the prerendered text.
  const sections = (): LongFormSection[] => {
    const untitled: { id: string; body: ReactNode }[] = [
      {
        id: 'scope',
        body: (
          <>
            <p>{text('scope.appliesTo')}</p>
            <p>
              <ProseLink href="/privacy">{text('scope.privacy')}</ProseLink>
            </p>
            <p>{text('scope.languages')}</p>
          </>
        ),
      },
      {
        id: 'requests',
        body: bullets('requests.items', [['request'], ['confirmation'], ['alternative'], ['accuracy']]),
      },
      {
        id: 'cancellation',
        body: (
          <>
            <p>{text('cancellation.notice', houseRules.cancellationNoticeHours)}</p>
            <p>{text('cancellation.missed')}</p>
            <p>{text('cancellation.byUs')}</p>
          </>
        ),
      },
      {
        id: 'punctuality',
        body: (
          <>
            <p>{text('punctuality.arrival')}</p>
            <p>{text('punctuality.late', houseRules.lateArrivalGraceMinutes)}</p>
          </>
        ),
      },
      {
        id: 'treatments',
        body: (
          <>
            {bullets('treatments.items', [
              ['consultation'],
              ['photos'],
              ['informedConsent'],
              ['medicalHistory'],
              ['results'],
              ['age', houseRules.treatmentMinimumAge],
              ['decline'],
            ])}
            <p>{text('treatments.notAdvice')}</p>
          </>
        ),
      },
      {
        id: 'restaurant',
        body: bullets('restaurant.items', [['hold', houseRules.tableHoldMinutes], ['allergies'], ['events']]),
      },
      { id: 'rental', body: <p>{text('rental.text')}</p> },
      {
        id: 'prices',
        body: bullets('prices.items', [['house'], ['treatments'], ['vat'], ['payment']]),
      },
      {
        id: 'website',
        body: (
          <>
            <p>{text('website.use')}</p>
            <p>{text('website.accuracy')}</p>
          </>
        ),
      },
      {
        id: 'liability',
        body: (
          <>
            <p>{text('liability.ours')}</p>
            <p>{text('liability.limits')}</p>
          </>
        ),
      },
      { id: 'ip', body: <p>{text('ip.text')}</p> },
      {
        id: 'law',
        body: (
          <>
            <p>{text('law.governing')}</p>
            <p>{text('law.disputes')}</p>
          </>
        ),
      },
      { id: 'changes', body: <p>{text('changes.text')}</p> },
      {
        id: 'questions',
        body: (
          <>
            <p>{text('questions.intro')}</p>
            <ContactCard />
          </>
        ),
      },
    ];
    return untitled.map((section) => ({ ...section, title: text(`${section.id}.title`) }));
  };

  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('common:routes.terms')} lead={t('terms.lead', values)}>
        <p className="mt-8 text-sm text-ivory-dim">
          {t('lastUpdated')} <CalendarDate isoDate={lastUpdated} language={i18n.language} />
        </p>
      </PageIntro>
      <LongForm contentsLabel={t('contents')} sections={sections()} />
    </>
  );
}
