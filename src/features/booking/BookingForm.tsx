import { LoaderCircle } from '../../ui/icons.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_FIELD_NAMES, declarationOf, HONEYPOT_FIELD, labelKey, type BookingFieldName, type FieldType, type TextFieldName } from '../../../core/bookingFields.ts';
import { BOOKING_HOURS, formatHour, SATURDAY_HOURS, type HourSpan } from '../../../core/hours.ts';
import { reservesTable, serviceGroup, SERVICE_GROUPS, servicesInGroup, type ServiceId } from '../../../core/services.ts';
import { Button } from '../../ui/Button.tsx';
import { formatCalendarDate } from '../../ui/CalendarDate.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { controlClass, FormField, selectClass, type Hint } from './FormField.tsx';
import { BookingAside } from './BookingAside.tsx';
import { BookingConfirmation } from './BookingConfirmation.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';
import { bookedAtOnce, type ChosenField } from './bookingFormState.ts';
import { useBookingForm, type BookingFormModel } from './useBookingForm.ts';

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

  return (
    <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem] xl:gap-12">
      <div className="min-w-0">
        <h2 id={titleId} className="mb-6 text-3xl text-ivory sm:mb-8 sm:text-4xl">
          {t('form.title')}
        </h2>
        {form.confirmed ? <BookingConfirmation request={form.confirmed} onBookAnother={form.bookAnother} /> : <BookingFields form={form} />}
      </div>
      <BookingAside service={form.values.service} />
    </div>
  );
}

interface ControlProps {
  name: BookingFieldName;
  form: BookingFormModel;
}

/** The control of each type of field, in the declaration's order; photo consent is asked within the photos. */
const CONTROLS: Partial<Record<FieldType, (props: ControlProps) => ReactNode>> = {
  text: TextControl,
  email: TextControl,
  tel: TextControl,
  service: ServiceControl,
  count: GuestsControl,
  specialist: SpecialistControl,
  date: DateControl,
  time: TimeControl,
  photos: PhotosControl,
};

function BookingFields({ form }: { form: BookingFormModel }) {
  const { t } = useTranslation('booking');
  const { ids, sending } = form;
  const busy = sending || form.preparingPhotos > 0;
  // A service the house answers is a request until then: its button must not promise a booking.
  const requestOnly = form.values.service !== '' && !bookedAtOnce(form.values.service);

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
        {BOOKING_FIELD_NAMES.map((name) => {
          const Control = CONTROLS[declarationOf(name).type];
          return Control && form.shows(name) ? <Control key={name} name={name} form={form} /> : null;
        })}
      </fieldset>

      <div className="mt-10 flex flex-col items-stretch gap-4 border-t border-ink-line pt-8 sm:flex-row sm:items-center sm:justify-end">
        {/* aria-disabled keeps focus on the button, so its "Sending…" label is heard; the hook ignores clicks meanwhile. */}
        <Button type="submit" size="lg" aria-disabled={busy} className="w-full sm:w-auto sm:min-w-56">
          {sending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {sending ? t('submit.sending') : t(requestOnly ? 'submit.labelRequest' : 'submit.label')}
        </Button>
      </div>
    </form>
  );
}

const INPUT_TYPES: Partial<Record<FieldType, string>> = { text: 'text', email: 'email', tel: 'tel' };

/** A field the visitor types: one line, or a text area where the declaration gives it rows. */
function TextControl({ name, form }: ControlProps) {
  const { t } = useTranslation('booking');
  const { type, maxChars: maxLength, control = {} } = declarationOf(name);
  const hints = control.hint ? [{ id: `${form.ids[name]}-hint`, text: t(labelKey(`${name}_hint`)) }] : [];
  const common = { ...form.textField(name as TextFieldName), maxLength, autoComplete: control.autoComplete };
  return (
    <FormField name={name} form={form} hints={hints} wide={Boolean(control.rows)}>
      {(props) =>
        control.rows ? (
          <textarea {...props} {...common} rows={control.rows} className={`${controlClass} resize-y`} />
        ) : (
          <input {...props} {...common} type={INPUT_TYPES[type]} inputMode={control.inputMode} className={controlClass} />
        )
      }
    </FormField>
  );
}

/** A field chosen from a list, through its rule in the form. */
function List({ name, form, hints, className = '', after, children, ...rest }: ControlProps & { name: ChosenField; hints?: Hint[]; className?: string; after?: ReactNode; children: ReactNode; 'aria-busy'?: true }) {
  return (
    <FormField name={name} form={form} hints={hints}>
      {(props) => (
        <>
          <select {...props} {...rest} value={form.values[name]} onChange={(e) => form.choose(name, e.currentTarget.value)} className={`${selectClass} ${className}`}>
            {children}
          </select>
          {after}
        </>
      )}
    </FormField>
  );
}

function ServiceControl({ form }: ControlProps) {
  const { t } = useTranslation(['booking', 'services']);
  return (
    <List name="service" form={form}>
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
    </List>
  );
}

function GuestsControl({ form }: ControlProps) {
  const { t } = useTranslation('booking');
  if (form.guestChoices.length === 0) return null;
  return (
    <List name="guests" form={form} className="tabular-nums">
      {form.guestChoices.map((count) => (
        <option key={count} value={count}>
          {t('fields.guestCount', { count })}
        </option>
      ))}
    </List>
  );
}

function SpecialistControl({ form }: ControlProps) {
  const { t } = useTranslation('booking');
  if (form.specialists.length === 0) return null;
  return (
    <List name="specialist" form={form}>
      <option value="">{t('fields.anySpecialist')}</option>
      {form.specialists.map((specialist) => (
        <option key={specialist.id} value={specialist.id}>
          {specialist.name}
        </option>
      ))}
    </List>
  );
}

function DateControl({ name, form }: ControlProps) {
  const { t } = useTranslation('booking');
  const hints = [{ id: `${form.ids[name]}-hint`, text: t('fields.dateHint', { open: formatHour(SATURDAY_HOURS.open), close: formatHour(SATURDAY_HOURS.close) }) }];
  return (
    <FormField name={name} form={form} hints={hints}>
      {(props) => (
        <input
          {...props}
          type="date"
          // Today is only known in the browser: a prerendered page leaves min empty until hydrated.
          min={form.today || undefined}
          value={form.values.appointment_date}
          onChange={(e) => {
            // A refused Sunday puts the previous date back; done by hand, as not every renderer restores controlled inputs.
            if (!form.choose('appointment_date', e.currentTarget.value)) e.currentTarget.value = form.values.appointment_date;
          }}
          className={controlClass}
        />
      )}
    </FormField>
  );
}

function TimeControl({ name, form }: ControlProps) {
  const { t } = useTranslation(['booking', 'services']);
  const language = useLanguage();
  const { values, slots, day, offer, ids } = form;
  const forTable = values.service !== '' && reservesTable(values.service);
  const timeHint = (): string => {
    if (!values.service && !values.appointment_date) return t('fields.timeHintChooseBoth');
    if (!values.service) return t('fields.timeHintChooseService');
    if (!values.appointment_date) return t('fields.timeHintChooseDate');
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
  const hints = [{ id: `${ids[name]}-hint`, text: timeHint() }];
  if (values.service) {
    const group = serviceGroup(values.service);
    const hours = BOOKING_HOURS[group];
    hints.push({ id: `${ids[name]}-hours`, text: t('fields.groupHours', { group: t(`services:groups.${group}`), weekdays: range(hours.weekdays), saturday: range(hours.saturday) }) });
  }
  // Polite and always present, so that a day found full or closed is announced as it appears.
  const live = (
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
  );
  return (
    <List name="appointment_time" form={form} hints={hints} className="tabular-nums" aria-busy={form.checkingAvailability || undefined} after={live}>
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
    </List>
  );
}

function PhotosControl({ form }: ControlProps) {
  return (
    <div className="md:col-span-2">
      <PhotoPicker
        inputId={form.ids.photos}
        consentId={form.ids.photo_consent}
        photos={form.values.photos}
        preparing={form.preparingPhotos}
        consent={form.values.photo_consent}
        consentInvalid={form.invalid('photo_consent')}
        disabled={form.sending}
        onAdd={(files) => void form.addPhotos(files)}
        onRemove={form.removePhoto}
        onConsentChange={form.setPhotoConsent}
      />
    </div>
  );
}
