import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DESK_PATHS, type DeskBookingSummary } from '../../../core/deskApi.ts';
import { todayIn } from '../../../core/dates.ts';
import { LANGUAGES, type Language } from '../../../core/languages.ts';
import { SERVICE_GROUPS, servicesInGroup } from '../../../core/services.ts';
import { buttonClass } from '../../ui/button.ts';
import { LANGUAGE_OPTIONS } from '../../i18n/languageOptions.ts';
import {
  barberChoices,
  changeService,
  changeSlotInput,
  EMPTY_PHONE_BOOKING,
  guestChoices,
  MAX_CHARS,
  missingFields,
  slotQuestion,
  toNewBooking,
  type PhoneBookingField,
  type PhoneBookingValues,
} from './phoneBooking.ts';
import { ToolField, controlClass, errorClass, hintClass, sectionClass } from './ToolField.tsx';
import { useDeskSlots } from './useDeskSlots.ts';
import { deskApi } from '../api.ts';
import { houseTimeZone } from '../language.ts';
import { useSignedIn } from '../session.tsx';
import { formatDay, ScreenHeading } from '../ui.tsx';
import { bookingPath } from './bookingPath.ts';

/** The service's refusals that mean the hour is no longer there: the hours are asked again. */
const HOUR_GONE = new Set(['slot_full', 'closed', 'slot_unavailable', 'date_closed', 'date_in_past', 'sunday_closed']);
const CLOSED = new Set(['closed', 'date_closed', 'sunday_closed']);

/** The service's field names (the booking request's) as the form's. */
const SERVICE_FIELDS: Record<string, PhoneBookingField> = { appointment_date: 'date', appointment_time: 'time', date: 'date', time: 'time' };

/** The shared booking labels each field of the form takes its name from. */
const LABEL_KEYS: Record<PhoneBookingField, string> = {
  name: 'booking:labels.name_form',
  phone: 'booking:labels.phone',
  email: 'booking:labels.email',
  service: 'booking:labels.service',
  date: 'booking:labels.appointment_date',
  time: 'booking:labels.appointment_time',
  guests: 'booking:labels.guests_form',
  specialist: 'booking:labels.specialist',
  notes: 'booking:labels.notes',
};

type Outcome =
  | { kind: 'booked'; id: string; name: string; service: string; date: string; time: string; email: string }
  | { kind: 'hourGone'; code: string }
  | { kind: 'failed' }
  | null;

/** A booking taken by phone or at the desk: only hours with room are offered, and a refused hour is said plainly. */
export default function PhoneBookingScreen() {
  const { t, i18n } = useTranslation(['deskTools', 'booking', 'services']);
  const session = useSignedIn();
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const [values, setValues] = useState<PhoneBookingValues>(EMPTY_PHONE_BOOKING);
  const [language, setLanguage] = useState<Language>(session.language);
  const [invalid, setInvalid] = useState<Partial<Record<PhoneBookingField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const [round, setRound] = useState(0);
  const slots = useDeskSlots(slotQuestion(values), round);
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const today = todayIn(houseTimeZone());
  const lang = i18n.language;

  const update = (next: PhoneBookingValues, field: PhoneBookingField) => {
    setValues(next);
    if (invalid[field]) setInvalid(({ [field]: _gone, ...rest }) => rest);
    if (outcome?.kind !== 'hourGone') setOutcome(null);
  };

  const focusField = (field: PhoneBookingField) => {
    const element = formRef.current?.querySelector<HTMLElement>(field === 'time' ? `[name="${id}-time"], #${CSS.escape(fieldId('time'))}` : `#${CSS.escape(fieldId(field))}`);
    element?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const missing = missingFields(values);
    if (missing.length > 0) {
      setInvalid(Object.fromEntries(missing.map((field) => [field, t('deskTools:booking.required')])));
      setOutcome(null);
      focusField(missing[0]!);
      return;
    }
    setSaving(true);
    const answer = await deskApi<Pick<DeskBookingSummary, 'id'>>(DESK_PATHS.newBooking, { method: 'POST', body: toNewBooking(values, language) });
    setSaving(false);
    if (answer.ok) {
      setOutcome({ kind: 'booked', id: answer.data.id, name: values.name.trim(), service: values.service, date: values.date, time: values.time, email: values.email.trim() });
      setValues(EMPTY_PHONE_BOOKING);
      setInvalid({});
      requestAnimationFrame(() => outcomeRef.current?.focus());
      return;
    }
    const { code, field } = answer.error;
    if (HOUR_GONE.has(code)) {
      setOutcome({ kind: 'hourGone', code });
      setValues((current) => ({ ...current, time: '' }));
      setRound((current) => current + 1);
      requestAnimationFrame(() => outcomeRef.current?.focus());
      return;
    }
    const formField = field ? (SERVICE_FIELDS[field] ?? (field in LABEL_KEYS ? (field as PhoneBookingField) : null)) : null;
    if (formField) {
      setInvalid({ [formField]: t('deskTools:booking.checkField') });
      focusField(formField);
      setOutcome(null);
      return;
    }
    setOutcome({ kind: 'failed' });
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  const takeAnother = () => {
    setOutcome(null);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input')?.focus());
  };

  const guests = guestChoices(values.service);
  const barbers = barberChoices(values.service);
  const text = (field: 'name' | 'phone' | 'email' | 'notes') => ({
    value: values[field],
    maxLength: MAX_CHARS[field],
    onChange: (event: { target: { value: string } }) => update({ ...values, [field]: event.target.value }, field),
  });

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <ScreenHeading title={t('deskTools:booking.title')}>{t('deskTools:booking.title')}</ScreenHeading>
        <p className={hintClass}>{t('deskTools:booking.lead')}</p>
      </header>

      <div ref={outcomeRef} tabIndex={-1} role="status" className="outline-none focus-visible:outline-2 focus-visible:outline-gold-bright">
        {outcome?.kind === 'booked' ? (
          <div className={`${sectionClass} space-y-3`}>
            <p className="text-ivory">
              {t('deskTools:booking.booked', { name: outcome.name, service: t(`services:names.${outcome.service}`), day: formatDay(outcome.date, lang, true), time: outcome.time })}
            </p>
            {outcome.email ? <p className={hintClass}>{t('deskTools:booking.bookedEmail', { email: outcome.email })}</p> : null}
            <div className="flex flex-wrap gap-3">
              <Link className={buttonClass('outline')} to={bookingPath(outcome.id)}>
                {t('deskTools:booking.open')}
              </Link>
              <button type="button" className={buttonClass('primary')} onClick={takeAnother}>
                {t('deskTools:booking.another')}
              </button>
            </div>
          </div>
        ) : null}
        {outcome?.kind === 'hourGone' ? <p className={errorClass}>{t(CLOSED.has(outcome.code) ? 'deskTools:booking.closedNow' : 'deskTools:booking.hourTaken')}</p> : null}
        {outcome?.kind === 'failed' ? <p className={errorClass}>{t('deskTools:booking.failed')}</p> : null}
      </div>

      {outcome?.kind === 'booked' ? null : (
        <form ref={formRef} noValidate onSubmit={submit} className={`${sectionClass} grid gap-5`} aria-label={t('deskTools:booking.title')}>
          <ToolField id={fieldId('name')} label={t(LABEL_KEYS.name)} error={invalid.name}>
            {(control) => <input {...control} {...text('name')} type="text" autoComplete="off" required className={controlClass} />}
          </ToolField>
          <ToolField id={fieldId('phone')} label={t(LABEL_KEYS.phone)} error={invalid.phone}>
            {(control) => <input {...control} {...text('phone')} type="tel" inputMode="tel" autoComplete="off" required className={controlClass} />}
          </ToolField>
          <ToolField id={fieldId('service')} label={t(LABEL_KEYS.service)} error={invalid.service}>
            {(control) => (
              <select {...control} aria-required value={values.service} onChange={(event) => update(changeService(values, event.target.value), 'service')} className={controlClass}>
                <option value="">{t('booking:fields.servicePlaceholder')}</option>
                {SERVICE_GROUPS.map((group) => (
                  <optgroup key={group} label={t(`services:groups.${group}`)}>
                    {servicesInGroup(group).map((service) => (
                      <option key={service} value={service}>
                        {t(`services:names.${service}`)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
          </ToolField>
          {guests.length > 0 ? (
            <ToolField id={fieldId('guests')} label={t(LABEL_KEYS.guests)} error={invalid.guests}>
              {(control) => (
                <select {...control} aria-required value={values.guests} onChange={(event) => update(changeSlotInput(values, 'guests', event.target.value), 'guests')} className={controlClass}>
                  {guests.map((count) => (
                    <option key={count} value={String(count)}>
                      {t('booking:fields.guestCount', { count })}
                    </option>
                  ))}
                </select>
              )}
            </ToolField>
          ) : null}
          {barbers.length > 0 ? (
            <ToolField id={fieldId('specialist')} label={t(LABEL_KEYS.specialist)}>
              {(control) => (
                <select {...control} value={values.specialist} onChange={(event) => update(changeSlotInput(values, 'specialist', event.target.value), 'specialist')} className={controlClass}>
                  <option value="">{t('booking:fields.anySpecialist')}</option>
                  {barbers.map((barber) => (
                    <option key={barber.id} value={barber.id}>
                      {barber.name}
                    </option>
                  ))}
                </select>
              )}
            </ToolField>
          ) : null}
          <ToolField id={fieldId('date')} label={t(LABEL_KEYS.date)} error={invalid.date}>
            {(control) => (
              <input {...control} type="date" required min={today} value={values.date} onChange={(event) => update(changeSlotInput(values, 'date', event.target.value), 'date')} className={controlClass} />
            )}
          </ToolField>

          <fieldset id={fieldId('time')} tabIndex={-1} aria-describedby={invalid.time ? `${fieldId('time')}-error` : `${fieldId('time')}-hint`} aria-busy={slots.status === 'loading'} className="outline-none">
            <legend className="mb-2 block text-sm font-medium tracking-wide text-ivory">{t(LABEL_KEYS.time)}</legend>
            {slots.status === 'ready' && slots.slots.length > 0 ? (
              <div className="flex flex-wrap gap-2">
                {slots.slots.map((slot) => (
                  <label
                    key={slot}
                    className="relative inline-flex min-h-11 min-w-[4.75rem] cursor-pointer items-center justify-center rounded-xl border border-ink-line bg-ink px-3 text-base text-ivory has-checked:border-gold has-checked:bg-gold has-checked:text-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-bright"
                  >
                    <input
                      type="radio"
                      name={`${id}-time`}
                      value={slot}
                      checked={values.time === slot}
                      onChange={() => update({ ...values, time: slot }, 'time')}
                      className="absolute inset-0 cursor-pointer opacity-0"
                    />
                    {slot}
                  </label>
                ))}
              </div>
            ) : null}
            <p id={`${fieldId('time')}-hint`} className={hintClass}>
              {slots.status === 'idle' ? t('deskTools:booking.chooseFirst') : null}
              {slots.status === 'loading' ? t('deskTools:booking.loadingHours') : null}
              {slots.status === 'ready' && slots.slots.length === 0 ? t('deskTools:booking.noHours') : null}
              {slots.status === 'failed' ? t('deskTools:booking.hoursFailed') : null}
            </p>
            {slots.status === 'failed' ? (
              <button type="button" className={buttonClass('outline', 'md', 'mt-2')} onClick={() => setRound((current) => current + 1)}>
                {t('deskTools:retry')}
              </button>
            ) : null}
            {invalid.time ? (
              <p id={`${fieldId('time')}-error`} className={errorClass}>
                {invalid.time}
              </p>
            ) : null}
          </fieldset>

          <ToolField id={fieldId('email')} label={t(LABEL_KEYS.email)} optionalText={t('deskTools:optional')} hint={t('deskTools:booking.emailHint')} error={invalid.email}>
            {(control) => <input {...control} {...text('email')} type="email" inputMode="email" autoComplete="off" className={controlClass} />}
          </ToolField>
          {values.email.trim() !== '' ? (
            <ToolField id={fieldId('language')} label={t('deskTools:booking.confirmationLanguage')}>
              {(control) => (
                <select {...control} value={language} onChange={(event) => setLanguage(LANGUAGES.find((code) => code === event.target.value) ?? language)} className={controlClass}>
                  {LANGUAGE_OPTIONS.map((option) => (
                    <option key={option.code} value={option.code} lang={option.code}>
                      {option.name}
                    </option>
                  ))}
                </select>
              )}
            </ToolField>
          ) : null}
          <ToolField id={fieldId('notes')} label={t(LABEL_KEYS.notes)} optionalText={t('deskTools:optional')} error={invalid.notes}>
            {(control) => <textarea {...control} {...text('notes')} rows={3} className={controlClass} />}
          </ToolField>

          <div>
            <button type="submit" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')} aria-disabled={saving || undefined}>
              {saving ? t('deskTools:booking.saving') : t('deskTools:booking.submit')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
