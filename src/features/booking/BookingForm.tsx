import { LoaderCircle } from '../../ui/icons.ts';
import { useTranslation } from 'react-i18next';
import { HONEYPOT_FIELD } from '../../../core/bookingFields.ts';
import { BOOKING_LIMITS } from '../../../core/bookingLimits.ts';
import { BOOKING_HOURS, formatHour, SATURDAY_HOURS, type HourSpan } from '../../../core/hours.ts';
import { reservesTable, serviceGroup, SERVICE_GROUPS, servicesInGroup, type ServiceId } from '../../../core/services.ts';
import { Button } from '../../ui/Button.tsx';
import { formatCalendarDate } from '../../ui/CalendarDate.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { controlClass, describedBy, FormField, selectClass } from './FormField.tsx';
import { BookingAside } from './BookingAside.tsx';
import { BookingConfirmation } from './BookingConfirmation.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';
import { useBookingForm, type BookingFormModel, type FormControl } from './useBookingForm.ts';

interface BookingFormProps {
  /** A service to choose from the start, named by the link that led here. */
  requestedService?: ServiceId | null;
  /** A barber to choose from the start, named by the barber's card. */
  requestedSpecialist?: string | null;
  /** The id of the form's heading, for the page's section to name itself by. */
  titleId?: string;
}

/**
 * The booking form of docs/booking-form.md (every field, rule and notice; the rules live in
 * useBookingForm), with the hours, next steps and phone beside it, and the confirmation panel
 * that takes its place once a request is sent.
 */
export function BookingForm({ requestedService = null, requestedSpecialist = null, titleId = 'booking-form-title' }: BookingFormProps) {
  const { t } = useTranslation(['booking', 'services']);
  const form = useBookingForm(requestedService, requestedSpecialist);
  const { values } = form;

  return (
    <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem] xl:gap-12">
      <div className="min-w-0">
        <h2 id={titleId} className="mb-6 text-3xl text-ivory sm:mb-8 sm:text-4xl">
          {t('form.title')}
        </h2>
        {form.confirmed ? <BookingConfirmation request={form.confirmed} onBookAnother={form.bookAnother} /> : <BookingFields form={form} />}
      </div>
      <BookingAside service={values.service} />
    </div>
  );
}

function BookingFields({ form }: { form: BookingFormModel }) {
  const { t } = useTranslation(['booking', 'services']);
  const language = useLanguage();
  const { ids, values, slots, sending, day, offer } = form;
  const forTable = values.service !== '' && reservesTable(values.service);
  const busy = sending || form.preparingPhotos > 0;
  const isInvalid = (control: FormControl) => form.invalid.includes(control) || undefined;

  const timeHint = (): string => {
    if (!values.service && !values.date) return t('fields.timeHintChooseBoth');
    if (!values.service) return t('fields.timeHintChooseService');
    if (!values.date) return t('fields.timeHintChooseDate');
    // A full or closed day is said once, in the live message under the list.
    if (day === 'full' || day === 'closed') return '';
    return slots.length === 0 ? t('fields.timeNoneLeft') : '';
  };
  const dayMessage = form.justTaken
    ? t('availability.justTaken')
    : day === 'closed'
      ? t('availability.closed')
      : day === 'full'
        ? t('availability.full', { context: forTable ? 'table' : undefined })
        : '';
  const range = (span: HourSpan) => t('common:hours.range', { open: formatHour(span.open), close: formatHour(span.close) });
  const dateHints = [{ id: `${ids.date}-hint`, text: t('fields.dateHint', { open: formatHour(SATURDAY_HOURS.open), close: formatHour(SATURDAY_HOURS.close) }) }];
  const timeHints = [{ id: `${ids.time}-hint`, text: timeHint() }];
  if (values.service) {
    const group = serviceGroup(values.service);
    const hours = BOOKING_HOURS[group];
    timeHints.push({
      id: `${ids.time}-hours`,
      text: t('fields.groupHours', { group: t(`services:groups.${group}`), weekdays: range(hours.weekdays), saturday: range(hours.saturday) }),
    });
  }
  const visibleTimeHints = timeHints.filter((h) => h.text !== '');

  return (
    <form onSubmit={form.submit} onFocus={form.engage} onPointerDown={form.engage} aria-describedby={`${ids.name}-required-note`} className="rounded-[var(--radius-card)] border border-ink-line bg-ink-soft p-5 sm:p-8 lg:p-10">
      <p id={`${ids.name}-required-note`} className="mb-8 text-sm text-ivory-dim">
        {t('form.requiredNote')}
      </p>

      {/* A trap for bots (core/bookingFields.ts): hidden from people and assistive technology alike. */}
      <div hidden>
        <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {/* Disabled while sending: the request on its way is the one the visitor sees. */}
      <fieldset disabled={sending} className="grid min-w-0 gap-x-6 gap-y-7 md:grid-cols-2">
        <FormField id={ids.name} label={t('fields.name')} required>
          <input
            id={ids.name}
            name="name"
            type="text"
            required
            autoComplete="name"
            maxLength={BOOKING_LIMITS.nameMaxChars}
            value={values.name}
            aria-invalid={isInvalid('name')}
            onChange={(e) => form.setText('name', e.currentTarget.value)}
            className={controlClass}
          />
        </FormField>

        <FormField id={ids.email} label={t('fields.email')} required>
          <input
            id={ids.email}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={BOOKING_LIMITS.emailMaxChars}
            value={values.email}
            aria-invalid={isInvalid('email')}
            onChange={(e) => form.setText('email', e.currentTarget.value)}
            className={controlClass}
          />
        </FormField>

        <FormField id={ids.phone} label={t('fields.phone')} optional>
          <input
            id={ids.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={BOOKING_LIMITS.phoneMaxChars}
            value={values.phone}
            aria-invalid={isInvalid('phone')}
            onChange={(e) => form.setText('phone', e.currentTarget.value)}
            className={controlClass}
          />
        </FormField>

        <FormField id={ids.service} label={t('fields.service')} required>
          {/* aria-required, not required: the form's own notice names the missing fields on submit. */}
          <select
            id={ids.service}
            name="service"
            aria-required="true"
            value={values.service}
            aria-invalid={isInvalid('service')}
            onChange={(e) => form.setService(e.currentTarget.value)}
            className={selectClass}
          >
            <option value="" disabled>
              {t('fields.servicePlaceholder')}
            </option>
            {SERVICE_GROUPS.map((group) => (
              <optgroup key={group} label={t(`services:groups.${group}`)}>
                {servicesInGroup(group).map((id) => (
                  <option key={id} value={id}>
                    {t(`services:names.${id}`)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FormField>

        {form.guestChoices.length > 0 && (
          <FormField id={ids.guests} label={t('fields.guests')} required>
            <select
              id={ids.guests}
              name="guests"
              aria-required="true"
              value={values.guests}
              onChange={(e) => form.setGuests(e.currentTarget.value)}
              className={`${selectClass} tabular-nums`}
            >
              {form.guestChoices.map((count) => (
                <option key={count} value={count}>
                  {t('fields.guestCount', { count })}
                </option>
              ))}
            </select>
          </FormField>
        )}

        {form.specialists.length > 0 && (
          <FormField id={ids.specialist} label={t('fields.specialist')} optional>
            <select id={ids.specialist} name="specialist" value={values.specialist} onChange={(e) => form.setSpecialist(e.currentTarget.value)} className={selectClass}>
              <option value="">{t('fields.anySpecialist')}</option>
              {form.specialists.map((specialist) => (
                <option key={specialist.id} value={specialist.id}>
                  {specialist.name}
                </option>
              ))}
            </select>
          </FormField>
        )}

        <FormField id={ids.date} label={t('fields.date')} required hints={dateHints}>
          <input
            id={ids.date}
            name="date"
            type="date"
            required
            // Today is only known in the browser: a prerendered page leaves min empty until hydrated.
            min={form.today || undefined}
            value={values.date}
            aria-invalid={isInvalid('date')}
            aria-describedby={describedBy(dateHints)}
            onChange={(e) => {
              // A refused Sunday puts the previous date back; done by hand, as not every renderer restores controlled inputs.
              if (!form.setDate(e.currentTarget.value)) e.currentTarget.value = values.date;
            }}
            className={controlClass}
          />
        </FormField>

        <FormField id={ids.time} label={t('fields.time')} required hints={visibleTimeHints}>
          <select
            id={ids.time}
            name="time"
            aria-required="true"
            value={values.time}
            aria-invalid={isInvalid('time')}
            aria-busy={form.checkingAvailability || undefined}
            aria-describedby={describedBy(visibleTimeHints)}
            onChange={(e) => form.setTime(e.currentTarget.value)}
            className={`${selectClass} tabular-nums`}
          >
            {/* Short enough for a phone in every language: the hint under the list says what to choose first. */}
            <option value="" disabled>
              {t('fields.timePlaceholder')}
            </option>
            {/* A full hour stays in the list, disabled and saying so, so the shape of the day stays clear. */}
            {form.choices.map(({ time, full }) => (
              <option key={time} value={time} disabled={full}>
                {full ? t('fields.timeFull', { time }) : time}
              </option>
            ))}
          </select>
          {/* Polite and always present, so that a day found full or closed is announced as it appears. */}
          <div aria-live="polite">
            {(dayMessage || offer) && (
              <div className="mt-3 flex flex-col items-start gap-3 rounded-xl border border-gold/40 bg-ink px-4 py-4">
                {dayMessage && <p className="text-base leading-relaxed text-ivory">{dayMessage}</p>}
                {offer && (
                  <Button variant="outline" onClick={() => form.takeOffer(offer)}>
                    {t('availability.takeNext', { date: formatCalendarDate(offer.date, language), time: offer.time })}
                  </Button>
                )}
              </div>
            )}
          </div>
        </FormField>

        {form.takesPhotos && (
        <div className="md:col-span-2">
          <PhotoPicker
            inputId={ids.photos}
            consentId={ids.consent}
            photos={form.photos}
            preparing={form.preparingPhotos}
            consent={form.photoConsent}
            consentInvalid={form.invalid.includes('consent')}
            disabled={sending}
            onAdd={(files) => void form.addPhotos(files)}
            onRemove={form.removePhoto}
            onConsentChange={form.setPhotoConsent}
          />
        </div>
        )}

        <FormField id={ids.notes} label={t('fields.notes')} optional hints={[{ id: `${ids.notes}-hint`, text: t('fields.notesHint') }]} className="md:col-span-2">
          <textarea
            id={ids.notes}
            name="notes"
            rows={4}
            maxLength={BOOKING_LIMITS.notesMaxChars}
            value={values.notes}
            aria-invalid={isInvalid('notes')}
            aria-describedby={`${ids.notes}-hint`}
            onChange={(e) => form.setText('notes', e.currentTarget.value)}
            className={`${controlClass} resize-y`}
          />
        </FormField>
      </fieldset>

      <div className="mt-10 flex flex-col items-stretch gap-4 border-t border-ink-line pt-8 sm:flex-row sm:items-center sm:justify-end">
        {/* aria-disabled keeps focus on the button, so its "Sending…" label is heard; the hook ignores clicks meanwhile. */}
        <Button type="submit" size="lg" aria-disabled={busy} className="w-full sm:w-auto sm:min-w-56">
          {sending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {sending ? t('submit.sending') : t('submit.label')}
        </Button>
      </div>
    </form>
  );
}
