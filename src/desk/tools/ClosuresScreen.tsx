import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deskPath, DESK_PATHS, type DeskClosure, type DeskNewClosure } from '../../../core/deskApi.ts';
import { todayIn } from '../../../core/dates.ts';
import { isServiceGroup, SERVICE_GROUPS } from '../../../core/services.ts';
import { buttonClass } from '../../ui/button.ts';
import { CLOSURE_SPANS, closureShape, EMPTY_CLOSURE_FORM, toNewClosure, type ClosureField, type ClosureFormValues, type ClosureProblem } from './closureForm.ts';
import { ToolField, controlClass, errorClass, hintClass, sectionClass } from './ToolField.tsx';
import { deskApi } from '../api.ts';
import { houseTimeZone } from '../language.ts';
import { formatDay, ScreenHeading } from '../ui.tsx';
import { bookingPath } from './bookingPath.ts';

type ListState = { status: 'loading' } | { status: 'ready'; closures: DeskClosure[] } | { status: 'failed' };

/** Closing a day, several days or some hours, for the house or one service group; the closures ahead with the bookings already on them; reopening. */
export default function ClosuresScreen() {
  const { t, i18n } = useTranslation(['deskTools', 'services']);
  const id = useId();
  const lang = i18n.language;
  const today = todayIn(houseTimeZone());
  const [values, setValues] = useState<ClosureFormValues>(EMPTY_CLOSURE_FORM);
  const [problems, setProblems] = useState<Partial<Record<ClosureField, ClosureProblem>>>({});
  const [notice, setNotice] = useState<{ tone: 'done' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const load = useCallback(async () => {
    const answer = await deskApi<DeskClosure[]>(DESK_PATHS.closures, { query: { from: todayIn(houseTimeZone()) } });
    setList(answer.ok ? { status: 'ready', closures: answer.data } : { status: 'failed' });
  }, []);

  useEffect(() => {
    // The list is the service's: it is fetched once the screen opens and after each change.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const scopeName = (group: DeskNewClosure['group']) => (group === null ? t('deskTools:closures.wholeHouse') : t(`services:groups.${group}`));

  const describe = (closure: Pick<DeskClosure, 'fromDate' | 'untilDate' | 'fromTime' | 'toTime'>) => {
    const shape = closureShape(closure);
    const days = shape.days === 'one' ? formatDay(closure.fromDate, lang, true) : t('deskTools:closures.dayRange', { from: formatDay(closure.fromDate, lang, true), until: formatDay(closure.untilDate, lang, true) });
    return shape.hours === 'whole' ? days : t('deskTools:closures.withHours', { days, from: closure.fromTime, to: closure.toTime });
  };

  const say = (tone: 'done' | 'error', text: string) => {
    setNotice({ tone, text });
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const set = (field: keyof ClosureFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems(({ [field as ClosureField]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const outcome = toNewClosure(values, today);
    if ('problems' in outcome) {
      setProblems(outcome.problems);
      const first = (['fromDate', 'untilDate', 'fromTime', 'toTime'] as const).find((field) => outcome.problems[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSaving(true);
    const answer = await deskApi<DeskClosure>(DESK_PATHS.closures, { method: 'POST', body: outcome.closure });
    setSaving(false);
    if (!answer.ok) return say('error', t('deskTools:closures.closeFailed'));
    say('done', t('deskTools:closures.closed', { what: describe(outcome.closure), scope: scopeName(outcome.closure.group) }));
    setValues(EMPTY_CLOSURE_FORM);
    await load();
  };

  const reopen = async (closure: DeskClosure) => {
    const answer = await deskApi<unknown>(deskPath(DESK_PATHS.closure, { closure: closure.id }), { method: 'DELETE' });
    if (!answer.ok) return say('error', t('deskTools:closures.reopenFailed'));
    say('done', t('deskTools:closures.reopened', { what: describe(closure), scope: scopeName(closure.group) }));
    await load();
  };

  const problem = (field: ClosureField) => (problems[field] ? t(`deskTools:closures.problems.${problems[field]}`) : null);

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <ScreenHeading title={t('deskTools:closures.title')}>{t('deskTools:closures.title')}</ScreenHeading>
        <p className={hintClass}>{t('deskTools:closures.lead')}</p>
      </header>

      <p ref={noticeRef} tabIndex={-1} role="status" className={notice?.tone === 'error' ? errorClass : 'text-ivory outline-none'}>
        {notice?.text}
      </p>

      <form noValidate onSubmit={submit} className={`${sectionClass} grid gap-5`} aria-labelledby={`${id}-form-title`}>
        <h2 id={`${id}-form-title`} className="text-lg font-medium text-ivory">
          {t('deskTools:closures.formTitle')}
        </h2>
        <ToolField id={`${id}-scope`} label={t('deskTools:closures.scope')}>
          {(control) => (
            <select {...control} value={values.scope} onChange={(event) => set('scope', isServiceGroup(event.target.value) ? event.target.value : 'house')} className={controlClass}>
              <option value="house">{t('deskTools:closures.wholeHouse')}</option>
              {SERVICE_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {t(`services:groups.${group}`)}
                </option>
              ))}
            </select>
          )}
        </ToolField>
        <fieldset>
          <legend className="mb-2 block text-sm font-medium tracking-wide text-ivory">{t('deskTools:closures.span')}</legend>
          <div className="flex flex-wrap gap-2">
            {CLOSURE_SPANS.map((span) => (
              <label
                key={span}
                className="relative inline-flex min-h-11 cursor-pointer items-center rounded-xl border border-ink-line bg-ink px-4 text-base text-ivory has-checked:border-gold has-checked:bg-gold has-checked:text-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-bright"
              >
                <input type="radio" name={`${id}-span`} value={span} checked={values.span === span} onChange={() => set('span', span)} className="absolute inset-0 cursor-pointer opacity-0" />
                {t(`deskTools:closures.spans.${span}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <ToolField id={`${id}-fromDate`} label={t(values.span === 'days' ? 'deskTools:closures.fromDate' : 'deskTools:closures.day')} error={problem('fromDate')}>
            {(control) => <input {...control} type="date" required min={today} value={values.fromDate} onChange={(event) => set('fromDate', event.target.value)} className={controlClass} />}
          </ToolField>
          {values.span === 'days' ? (
            <ToolField id={`${id}-untilDate`} label={t('deskTools:closures.untilDate')} error={problem('untilDate')}>
              {(control) => <input {...control} type="date" required min={values.fromDate || today} value={values.untilDate} onChange={(event) => set('untilDate', event.target.value)} className={controlClass} />}
            </ToolField>
          ) : null}
          {values.span === 'hours' ? (
            <>
              <ToolField id={`${id}-fromTime`} label={t('deskTools:closures.fromTime')} error={problem('fromTime')}>
                {(control) => <input {...control} type="time" step={900} required value={values.fromTime} onChange={(event) => set('fromTime', event.target.value)} className={controlClass} />}
              </ToolField>
              <ToolField id={`${id}-toTime`} label={t('deskTools:closures.toTime')} error={problem('toTime')}>
                {(control) => <input {...control} type="time" step={900} required value={values.toTime} onChange={(event) => set('toTime', event.target.value)} className={controlClass} />}
              </ToolField>
            </>
          ) : null}
        </div>
        <ToolField id={`${id}-reason`} label={t('deskTools:closures.reason')} optionalText={t('deskTools:optional')} hint={t('deskTools:closures.reasonHint')}>
          {(control) => <input {...control} type="text" maxLength={200} value={values.reason} onChange={(event) => set('reason', event.target.value)} className={controlClass} />}
        </ToolField>
        <div>
          <button type="submit" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')} aria-disabled={saving || undefined}>
            {t('deskTools:closures.submit')}
          </button>
        </div>
      </form>

      <section aria-labelledby={`${id}-list-title`} className="space-y-4">
        <h2 id={`${id}-list-title`} className="text-lg font-medium text-ivory">
          {t('deskTools:closures.listTitle')}
        </h2>
        {list.status === 'loading' ? <p className={hintClass}>{t('deskTools:loading')}</p> : null}
        {list.status === 'failed' ? (
          <div>
            <p className={errorClass}>{t('deskTools:closures.listFailed')}</p>
            <button type="button" className={buttonClass('outline', 'md', 'mt-2')} onClick={() => void load()}>
              {t('deskTools:retry')}
            </button>
          </div>
        ) : null}
        {list.status === 'ready' && list.closures.length === 0 ? <p className={hintClass}>{t('deskTools:closures.none')}</p> : null}
        {list.status === 'ready' && list.closures.length > 0 ? (
          <ul className="space-y-4">
            {list.closures.map((closure) => (
              <li key={closure.id} className={sectionClass}>
                <article aria-labelledby={`${id}-closure-${closure.id}`} className="space-y-3">
                  <h3 id={`${id}-closure-${closure.id}`} className="text-base font-medium text-ivory">
                    {describe(closure)}
                  </h3>
                  <p className="text-sm text-ivory-dim">
                    {scopeName(closure.group)}
                    {closure.reason ? ` · ${closure.reason}` : ''}
                  </p>
                  {closure.bookings.length === 0 ? (
                    <p className={hintClass}>{t('deskTools:closures.noBookings')}</p>
                  ) : (
                    <div>
                      <p className="text-sm font-medium text-gold-bright">{t('deskTools:closures.bookingsOnIt', { count: closure.bookings.length })}</p>
                      <ul className="mt-2 divide-y divide-ink-line">
                        {closure.bookings.map((booking) => (
                          <li key={booking.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
                            <Link to={bookingPath(booking.id)} className="inline-flex min-h-11 items-center text-ivory underline decoration-gold/60 underline-offset-4 focus-visible:outline-2 focus-visible:outline-gold-bright">
                              {`${booking.name} · ${formatDay(booking.date, lang)} ${booking.time} · ${t(`services:names.${booking.service}`)}`}
                            </Link>
                            {booking.phone ? (
                              <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`} className="inline-flex min-h-11 items-center text-gold-bright underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-gold-bright">
                                {t('deskTools:call', { phone: booking.phone })}
                              </a>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  <button type="button" className={buttonClass('outline')} onClick={() => void reopen(closure)}>
                    {t('deskTools:closures.reopen')}
                    <span className="sr-only">{`: ${describe(closure)}`}</span>
                  </button>
                </article>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
