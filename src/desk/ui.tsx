/** The desk's small shared pieces: headings that take focus, notices, a loading line, and formats. */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../content/site.ts';
import { intlLocale } from '../../core/languages.ts';

/** Whether the desk has shown a screen yet: after the first, each new screen's heading takes focus, so a screen reader hears where it arrived. */
let shownAScreen = false;

/** A screen's heading (its one h1), which also names the browser tab. */
export function ScreenHeading({ children, title }: { children: ReactNode; title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${brand.name}`;
  }, [title]);
  useEffect(() => {
    if (shownAScreen) heading.current?.focus({ preventScroll: false });
    shownAScreen = true;
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} className="font-display text-3xl leading-tight text-ivory outline-none sm:text-4xl">
      {children}
    </h1>
  );
}

const NOTICE_TONES = {
  info: 'border-ink-line bg-ink-soft text-ivory',
  success: 'border-gold/60 bg-ink-soft text-ivory',
  danger: 'border-danger-bright/70 bg-ink-soft text-ivory',
} as const;

/** A message on the screen; one that reports a failure is announced at once. */
export function Notice({ tone = 'info', children, className = '' }: { tone?: keyof typeof NOTICE_TONES; children: ReactNode; className?: string }) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={`rounded-card border px-4 py-3 text-sm leading-relaxed ${NOTICE_TONES[tone]} ${className}`}>
      {children}
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation('desk');
  return (
    <p role="status" className="px-4 py-10 text-center text-ivory-dim">
      {t('loading')}
    </p>
  );
}

/** An ISO date as the desk's language writes it: "Tue 16 Jun". */
export function formatDay(isoDate: string, language: string, long = false): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: long ? 'long' : 'short',
    day: 'numeric',
    month: long ? 'long' : 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** A span of time in the language's own units: "2 days, 4 hr", "35 min". */
export function formatWait(parts: { days: number; hours: number; minutes: number }, language: string): string {
  const unit = (value: number, name: 'day' | 'hour' | 'minute') => new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit: name, unitDisplay: name === 'day' ? 'long' : 'short' }).format(value);
  const pieces = parts.days > 0 ? [unit(parts.days, 'day'), ...(parts.hours > 0 ? [unit(parts.hours, 'hour')] : [])] : parts.hours > 0 ? [unit(parts.hours, 'hour'), unit(parts.minutes, 'minute')] : [unit(parts.minutes, 'minute')];
  return new Intl.ListFormat(intlLocale(language), { style: 'narrow', type: 'unit' }).format(pieces);
}

/** An instant in the house's time zone: "16 Jun, 14:05". */
export function formatMoment(iso: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso));
}
