import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brand, cityLine, contact } from '../../../content/site.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/button.ts';
import { formatCalendarDate } from '../../ui/CalendarDate.tsx';
import { CalendarCheck, Check } from '../../ui/icons.ts';
import { watchNoticesBottom } from '../../ui/noticeEdge.ts';
import { appointmentMinutes } from '../../../content/durations.ts';
import { labelKey, type BookingFieldName } from '../../../core/bookingFields.ts';
import { reservesTable } from '../../../core/services.ts';
import { NextSteps } from './NextSteps.tsx';
import { PhoneLink } from './PhoneLink.tsx';
import type { ConfirmedRequest } from './useBookingForm.ts';

/** The room, in pixels, between the notices and the panel below them. */
const NOTICE_GAP = 16;

/** The calendar event's UID domain: the house's own, from its address. */
const UID_DOMAIN = contact.email.split('@')[1] ?? 'aurum-atelier.al';

/**
 * What the visitor sees once the service has the request, in place of the form and until they
 * ask for another: what they asked for, what happens next, how to call, a calendar file.
 */
export function BookingConfirmation({ request, onBookAnother }: { request: ConfirmedRequest; onBookAnother: () => void }) {
  const { t } = useTranslation(['booking', 'services']);
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const service = t(`services:names.${request.service}`);
  const date = formatCalendarDate(request.date, language);
  const forTable = reservesTable(request.service);
  // A booking the house took at once is confirmed; any other stays a request until the house answers.
  const confirmed = request.instant ? 'Confirmed' : '';
  const context = forTable ? 'table' : undefined;

  // The form the visitor was in is gone: a screen reader starts again at this panel's heading,
  // and the whole panel comes into view below the sticky header.
  useEffect(() => {
    const panel = panelRef.current;
    headingRef.current?.focus({ preventScroll: true });
    panel?.scrollIntoView?.({ block: 'start' });
    if (!panel) return;
    // The success notice arrives a moment later at the top of the screen: the panel then moves down to start below it.
    return watchNoticesBottom((bottom) => {
      const clear = bottom + NOTICE_GAP;
      if (panel.getBoundingClientRect().top >= clear) return;
      panel.style.scrollMarginTop = `${clear}px`;
      panel.scrollIntoView({ block: 'start' });
    });
  }, []);

  const [calendarHref, setCalendarHref] = useState<string>();
  useEffect(() => {
    let current = true;
    // The calendar writer, with its time zones' rules, loads once a request is sent, not with the page.
    void import('../../../core/calendarFile.ts').then(({ calendarFile, calendarUid }) => {
      const ics = calendarFile({
        uid: calendarUid(request.key, UID_DOMAIN),
        date: request.date,
        time: request.time,
        minutes: appointmentMinutes(request.service),
        summary: t(`confirmation.calendar.summary${confirmed}`, { service, brand: brand.name }),
        description: t(`confirmation.calendar.description${confirmed}`, { phone: contact.phoneDisplay }),
        status: request.instant ? 'CONFIRMED' : 'TENTATIVE',
        location: `${brand.name}, ${contact.street}, ${cityLine(language)}`,
        createdAt: request.confirmedAt,
      });
      if (current) setCalendarHref(`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`);
    });
    return () => {
      current = false;
    };
  }, [request, service, t, language, confirmed]);

  const label = (field: BookingFieldName) => t(labelKey(field), { context: 'form' });
  const facts: [string, string][] = [
    [label('service'), service],
    [label('appointment_date'), date],
    [label('appointment_time'), request.time],
  ];
  if (request.guests !== null) facts.push([label('guests'), t('fields.guestCount', { count: request.guests })]);
  if (request.specialistName) facts.push([label('specialist'), request.specialistName]);
  if (!forTable) facts.push([t('photos.legend'), request.photoCount > 0 ? t('photos.count', { count: request.photoCount }) : t('photos.none')]);

  return (
    <section ref={panelRef} aria-labelledby="booking-confirmation-title" className="scroll-mt-24 rounded-[var(--radius-card)] border border-gold/40 bg-ink-soft p-6 sm:p-8 lg:p-10">
      <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-full border border-gold/60 text-gold">
        <Check className="size-6" />
      </span>
      <h3 id="booking-confirmation-title" ref={headingRef} tabIndex={-1} className="mt-5 text-3xl text-ivory outline-none sm:text-4xl">
        {t(`confirmation.title${confirmed}`, { context })}
      </h3>
      <p className="mt-3 max-w-2xl leading-relaxed text-ivory-dim">{t(`confirmation.lead${confirmed}`, { context })}</p>

      <dl className="mt-8 grid gap-x-8 gap-y-4 border-y border-ink-line py-6 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">{label}</dt>
            <dd className="mt-1 text-lg text-ivory tabular-nums wrap-break-word">{value}</dd>
          </div>
        ))}
      </dl>

      <h4 className="mt-8 font-sans text-xs font-semibold uppercase tracking-[0.24em] text-gold">{t('next.title')}</h4>
      <NextSteps forTable={forTable} kind={request.instant ? 'confirmed' : 'request'} className="mt-5" />

      <p className="mt-8 text-sm leading-relaxed text-ivory-dim">{t('confirmation.call')}</p>
      <PhoneLink />

      <div className="mt-8 flex flex-col gap-4 border-t border-ink-line pt-8 sm:flex-row sm:flex-wrap sm:items-center">
        <a href={calendarHref} download={`aurum-atelier-${request.date}.ics`} className={buttonClass('outline', 'lg')}>
          <CalendarCheck aria-hidden="true" className="size-5" />
          {t('confirmation.addToCalendar')}
        </a>
        <Button size="lg" onClick={onBookAnother}>
          {t('confirmation.another')}
        </Button>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-ivory-dim">{t(`confirmation.calendarHint${confirmed}`)}</p>
    </section>
  );
}
