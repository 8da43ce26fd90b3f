import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notices } from '../../ui/notices.ts';
import { BOOKING_FIELD_NAMES, BOOKING_FIELDS, declarationOf, HONEYPOT_FIELD, REQUIRED_FIELDS, TEXT_FIELDS, type BookingFieldName, type TextFieldName } from '../../../core/bookingFields.ts';
import { BOOKING_LIMITS } from '../../../core/bookingLimits.ts';
import { todayIn } from '../../../core/dates.ts';
import type { ServiceId } from '../../../core/services.ts';
import { DEFAULT_BUSINESS_TIMEZONE } from '../../../core/slots.ts';
import { brand } from '../../../content/site.ts';
import { formatCalendarDate } from '../../ui/CalendarDate.tsx';
import {
  attemptFingerprint,
  buildBookingPayload,
  changeField,
  changeService,
  changeSpecialist,
  choosableTimes,
  chooseSlot,
  dateRefusal,
  dayStatus,
  effectiveTime,
  guestChoices as guestChoicesOf,
  guestRange,
  EMPTY_BOOKING_FORM,
  fitsPhotoBudget,
  PHOTO_BUDGET_MB,
  photoBytes,
  missingRequiredFields,
  needsPhotoConsent,
  removePhoto,
  selectPhotos,
  specialistChoices,
  takesPhotos,
  timeChoices,
  timeSlotsFor,
  type BookingFormValues,
  type ChosenField,
  type BookingPhoto,
} from './bookingFormState.ts';
import { downscalePhoto } from './downscalePhoto.ts';
import type { AvailabilityQuery, SlotOffer } from './fetchAvailability.ts';
import { useAvailability } from './useAvailability.ts';
import { newIdempotencyKey, sendBookingRequest } from './sendBookingRequest.ts';
import { useFormClock } from './useFormClock.ts';

/**
 * The payload is checked with the service's own zod schema before sending. zod is most of the
 * form's JavaScript, so it is fetched when the visitor turns to the form, not with the page.
 */
const loadPayloadCheck = () => import('./checkBookingPayload.ts');

/** The form books in the business's time zone, whatever the visitor's device says. */
const TIME_ZONE = DEFAULT_BUSINESS_TIMEZONE;

/**
 * The form's check before sending, in the order its notices speak: the required fields, consent to
 * the photos, then the service's schema over the request body. The schema's module loads on demand;
 * when it cannot load (offline?), the service checks again, so the request goes anyway.
 */
const checkBooking: Resolver<BookingFormValues, { language: string }> = async (values, context, options) => {
  const missing = missingRequiredFields(values);
  if (missing.length > 0) return { values: {}, errors: Object.fromEntries(missing.map((name) => [name, { type: 'required' }])) };
  if (needsPhotoConsent(values)) return { values: {}, errors: { photo_consent: { type: 'required' } } };
  try {
    const { errors } = await (await loadPayloadCheck()).payloadResolver(buildBookingPayload(values, context?.language ?? ''), undefined, options as never);
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<BookingFormValues> };
  } catch (error) {
    console.error('Booking form: could not load the payload check', error);
  }
  return { values, errors: {} };
};

/** The notices of the service's refusals that the visitor can act on; any other failure is a booking error. */
const REFUSAL_NOTICES: Partial<Record<string, string>> = { slot_full: 'slotTaken', date_closed: 'dateClosed', too_many_pending: 'tooManyPending' };

/** The lists and the calendar, in the order their rules depend on one another. */
const CHOSEN_FIELDS: readonly ChosenField[] = ['service', 'specialist', 'guests', 'appointment_date', 'appointment_time'];

/**
 * What the visitor typed or chose in the prerendered form before its code arrived: the browser kept
 * it on screen, and the form takes it over instead of erasing it. Read once, as the form hydrates;
 * nothing is there on the server or when the form is rendered afresh.
 */
function enteredBeforeHydration(ids: Record<BookingFieldName, string>) {
  const read = (name: BookingFieldName) => (typeof document === 'undefined' ? '' : ((document.getElementById(ids[name]) as HTMLInputElement | null)?.value ?? ''));
  return {
    typed: Object.fromEntries(TEXT_FIELDS.map((name) => [name, read(name)])) as Record<TextFieldName, string>,
    chosen: CHOSEN_FIELDS.map((name) => [name, read(name)] as const).filter(([, value]) => value !== ''),
  };
}

/** What the service accepted, kept for the confirmation panel once the form is emptied. */
export interface ConfirmedRequest {
  service: ServiceId;
  date: string;
  time: string;
  photoCount: number;
  /** For the services that take them; null elsewhere. */
  guests: number | null;
  /** The barber's name when one was chosen. */
  specialistName: string | null;
  /** Booked at once (the barbershop, a table), rather than a request the business answers. */
  instant: boolean;
  /**
   * The stored booking's id (the request's idempotency key when the service named none): the calendar
   * file's UID, so the confirmation the service mails later updates the same event.
   */
  key: string;
  confirmedAt: Date;
}

/**
 * The booking form's behaviour: its values and errors in react-hook-form, the rules of
 * bookingFormState.ts, photo preparation, notices and the submit. The component only renders what this returns.
 */
export function useBookingForm(requestedService: ServiceId | null = null, requestedSpecialist: string | null = null) {
  const { t, i18n } = useTranslation(['booking', 'services']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const clock = useFormClock();
  const now = clock.now;
  const idBase = useId();
  const [ids] = useState(() => Object.fromEntries(BOOKING_FIELD_NAMES.map((name) => [name, `${idBase}${name}`])) as Record<BookingFieldName, string>);
  const [entered] = useState(() => enteredBeforeHydration(ids));
  const form = useForm<BookingFormValues, { language: string }>({
    defaultValues: { ...EMPTY_BOOKING_FORM, ...entered.typed },
    resolver: checkBooking,
    context: { language },
    // A field's mark goes when the visitor changes it; the check runs again on the next submit.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as BookingFormValues;
  const { errors } = form.formState;
  const [preparingPhotos, setPreparingPhotos] = useState(0);
  const [sending, setSending] = useState(false);
  const [confirmed, setConfirmed] = useState<ConfirmedRequest | null>(null);
  /** After the service refused the hour as just taken: the next free hour it named, if any. */
  const [taken, setTaken] = useState<{ next: SlotOffer | null } | null>(null);
  const [refresh, setRefresh] = useState(0);

  // A notice about a problem goes once the problem is fixed: every marked field changed, the consent box ticked.
  const errorCount = Object.keys(errors).length;
  useEffect(() => {
    if (errorCount === 0) {
      notices.dismiss('booking-required');
      notices.dismiss('booking-invalid');
    }
  }, [errorCount]);
  useEffect(() => {
    if (values.photo_consent || values.photos.length === 0) notices.dismiss('booking-consent');
  }, [values.photo_consent, values.photos.length]);

  // Refs, not state: a double click fires twice before React re-renders the disabled button.
  const sendingRef = useRef(false);
  const attemptRef = useRef<{ key: string; fingerprint: string } | null>(null);
  const objectUrlsRef = useRef(new Set<string>());
  const mountedRef = useRef(false);
  const photoCounterRef = useRef(0);
  const engagedRef = useRef(false);
  const focusAfterResetRef = useRef(false);

  /**
   * The visitor turns to the form (focus, a touch, or a change): start the clock the slots need and
   * fetch the payload check, so that neither costs the page's load and the first submit does not
   * wait. Returns the current minute.
   */
  const { start: startClock } = clock;
  const engage = useCallback((): Date => {
    if (!engagedRef.current) {
      engagedRef.current = true;
      void loadPayloadCheck().catch(() => {});
    }
    return startClock();
  }, [startClock]);

  useEffect(() => {
    mountedRef.current = true;
    const urls = objectUrlsRef.current;
    return () => {
      mountedRef.current = false;
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  /**
   * Takes the values a rule returned and clears the mark of the field the visitor changed; photos
   * let go (one removed, or all for a restaurant booking) take their previews with them.
   */
  const { getValues, setValue, clearErrors } = form;
  const update = useCallback(
    (next: BookingFormValues, changed: keyof BookingFormValues) => {
      const current = getValues();
      for (const photo of current.photos) {
        if (next.photos.some((kept) => kept.id === photo.id)) continue;
        URL.revokeObjectURL(photo.previewUrl);
        objectUrlsRef.current.delete(photo.previewUrl);
      }
      for (const key of Object.keys(next) as (keyof BookingFormValues)[]) if (next[key] !== current[key]) setValue(key, next[key] as never);
      clearErrors(changed);
    },
    [getValues, setValue, clearErrors],
  );

  // A "Book" link that names a service (/booking?service=…) chooses it. Applied after hydration,
  // as the page was prerendered without the query; the visitor's later choices are theirs.
  // A barber's card names the barber too (&specialist=…).
  useEffect(() => {
    if (requestedService) update(changeSpecialist(changeService(getValues(), requestedService, null, TIME_ZONE), requestedSpecialist ?? ''), 'service');
  }, [requestedService, requestedSpecialist, update, getValues]);

  const today = now ? todayIn(TIME_ZONE, now) : '';
  const { service, appointment_date: date } = values;
  const query: AvailabilityQuery | null =
    service && date && !dateRefusal(date)
      ? { service, date, guests: guestRange(service) && values.guests ? Number(values.guests) : null, specialist: values.specialist || null }
      : null;
  const { answer, loading: checkingAvailability } = useAvailability(query, refresh);
  const choices = timeChoices(timeSlotsFor(values, now, TIME_ZONE), answer);
  const slots = choosableTimes(choices);
  const day = service && date && now ? dayStatus(choices, answer) : null;
  const time = effectiveTime(values, slots);

  /** Focuses a control and brings it to the middle of the screen, clear of the notice at the top. */
  const focus = (name: BookingFieldName) => {
    const element = document.getElementById(ids[name]);
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'center' });
  };

  // "Make another booking": the empty form is back, and the visitor starts at its first field.
  useEffect(() => {
    if (confirmed || !focusAfterResetRef.current) return;
    focusAfterResetRef.current = false;
    focus(BOOKING_FIELD_NAMES[0]!);
  });

  /** A typed field's props for react-hook-form: its value, and its mark cleared once changed. */
  const textField = (name: TextFieldName) =>
    form.register(name, {
      onChange: () => {
        engage();
        clearErrors(name);
      },
    });

  /**
   * A choice from a list or the calendar, through its field's rule. False when the date is refused
   * (a Sunday, with its notice): the caller puts the input back to the date chosen before.
   */
  const choose = (field: ChosenField, value: string): boolean => {
    if (field === 'appointment_date' && dateRefusal(value) === 'sunday') {
      notices.error(t('notices.sunday.title'), { id: 'booking-sunday', description: t('notices.sunday.description') });
      return false;
    }
    if (field === 'appointment_date') notices.dismiss('booking-sunday');
    update(changeField(getValues(), field, value, engage(), TIME_ZONE), field);
    setTaken(null);
    return true;
  };

  // The choices made before the form was live go through their rules, once, after any the link made.
  useEffect(() => {
    for (const [field, value] of entered.chosen) {
      if (field !== 'appointment_date' || !dateRefusal(value)) update(changeField(getValues(), field, value, engage(), TIME_ZONE), field);
    }
  }, [entered, update, getValues, engage]);

  /** The next available time in one tap: its date and hour, then the list shows that day. */
  const takeOffer = (offer: SlotOffer) => {
    engage();
    update(chooseSlot(getValues(), offer.date, offer.time), 'appointment_date');
    clearErrors('appointment_time');
    setTaken(null);
    focus('appointment_time');
  };

  const setPhotoConsent = (consent: boolean) => update({ ...getValues(), photo_consent: consent }, 'photo_consent');
  const removePhotoById = (id: string) => update(removePhoto(getValues(), id), 'photos');

  const addPhotos = async (files: readonly File[]) => {
    const { accepted, notImages, overLimit } = selectPhotos(files, values.photos.length + preparingPhotos);
    if (notImages.length > 0) {
      notices.error(t('notices.invalidFileType.title'), { id: 'booking-file-type', description: t('notices.invalidFileType.description') });
    }
    if (overLimit.length > 0) {
      notices.error(t('notices.tooManyPhotos.title'), {
        id: 'booking-photo-limit',
        description: t('notices.tooManyPhotos.description', { max: BOOKING_LIMITS.photosMax }),
      });
    }
    if (accepted.length === 0) return;
    let attachedBytes = photoBytes(values.photos);
    setPreparingPhotos((n) => n + accepted.length);
    // One photo at a time: a decoded 12-megapixel photo alone takes about 48 MB of memory.
    for (const file of accepted) {
      try {
        const prepared = await downscalePhoto(file);
        if (!mountedRef.current) return;
        if (!prepared) {
          notices.error(t('notices.unreadablePhoto.title'), { description: t('notices.unreadablePhoto.description', { filename: file.name }) });
          continue;
        }
        if (!fitsPhotoBudget(attachedBytes, prepared.blob.size)) {
          notices.error(t('notices.photoTooLarge.title'), {
            description: t('notices.photoTooLarge.description', { filename: prepared.filename, max: PHOTO_BUDGET_MB }),
          });
          continue;
        }
        attachedBytes += prepared.blob.size;
        const bytes = new Uint8Array(await prepared.blob.arrayBuffer());
        if (!mountedRef.current) return;
        const previewUrl = URL.createObjectURL(prepared.blob);
        objectUrlsRef.current.add(previewUrl);
        photoCounterRef.current += 1;
        const photo: BookingPhoto = { id: `photo-${photoCounterRef.current}`, filename: prepared.filename, type: prepared.type, bytes, previewUrl };
        setValue('photos', [...getValues('photos'), photo]);
      } finally {
        setPreparingPhotos((n) => n - 1);
      }
    }
  };

  /** The notice that says what to fix, and the first field to fix it in. */
  const refused = (found: FieldErrors<BookingFormValues>) => {
    sendingRef.current = false;
    const first = BOOKING_FIELD_NAMES.find((name) => found[name as keyof BookingFormValues]);
    if (REQUIRED_FIELDS.some((name) => found[name]?.type === 'required')) {
      notices.error(t('notices.fillRequired.title'), { id: 'booking-required', description: t('notices.fillRequired.description') });
    } else if (found.photo_consent) {
      notices.error(t('notices.photoConsent.title'), {
        id: 'booking-consent',
        description: t('notices.photoConsent.description', { box: t('consent.label', { brand: brand.name }) }),
      });
    } else {
      const type = first ? declarationOf(first).type : null;
      const notice = type === 'email' ? 'invalidEmail' : type === 'tel' ? 'invalidPhone' : 'invalidDetails';
      notices.error(t(`notices.${notice}.title`), { id: 'booking-invalid', description: t(`notices.${notice}.description`) });
    }
    if (first && first !== 'photos') focus(first);
  };

  const send = async (checked: BookingFormValues, honeypot: string) => {
    // Filled only by bots that fill every field: the service then answers as if it booked.
    const payload = { ...buildBookingPayload(checked, language), ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) };
    setSending(true);
    const fingerprint = attemptFingerprint(checked, language);
    if (attemptRef.current?.fingerprint !== fingerprint) attemptRef.current = { key: newIdempotencyKey(), fingerprint };
    try {
      const outcome = await sendBookingRequest(payload, { idempotencyKey: attemptRef.current.key });
      if (outcome.ok) {
        const details = [
          t('notices.success.details', {
            service: t(`services:names.${payload.service}`),
            date: formatCalendarDate(payload.appointment_date, language),
            time: payload.appointment_time,
          }),
          t('notices.success.description'),
        ];
        const photoCount = payload.photos?.length ?? 0;
        if (photoCount > 0) details.push(t('notices.success.photos', { count: photoCount }));
        notices.success(t('notices.success.title'), { id: 'booking-result', description: details.join(' ') });
        setConfirmed({
          service: payload.service,
          date: payload.appointment_date,
          time: payload.appointment_time,
          photoCount,
          guests: payload.guests ?? null,
          specialistName: specialistChoices(payload.service).find((choice) => choice.id === payload.specialist)?.name ?? null,
          instant: outcome.confirmed,
          key: outcome.id ?? attemptRef.current.key,
          confirmedAt: new Date(),
        });
        for (const url of objectUrlsRef.current) URL.revokeObjectURL(url);
        objectUrlsRef.current.clear();
        form.reset(EMPTY_BOOKING_FORM);
        attemptRef.current = null;
      } else {
        // A time just taken keeps every value, asks the day again and offers the next hour; a closed day asks again too.
        const code = outcome.reason === 'rejected' ? outcome.error?.code : undefined;
        const notice = (code && REFUSAL_NOTICES[code]) ?? 'bookingError';
        if (notice === 'bookingError') console.error('Booking request failed', outcome);
        notices.error(t(`notices.${notice}.title`), { id: 'booking-result', description: t(`notices.${notice}.description`) });
        if (code === 'slot_full') setTaken({ next: outcome.reason === 'rejected' ? outcome.next : null });
        if (code === 'slot_full' || code === 'date_closed') setRefresh((n) => n + 1);
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current || preparingPhotos > 0) return;
    const honeypot = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? '');
    // A time chosen earlier that is no longer offered counts as not chosen.
    if (time !== values.appointment_time) setValue('appointment_time', time);
    sendingRef.current = true; // from here on, a second click waits for this one
    void form.handleSubmit((checked) => send(checked, honeypot), refused)(event);
  };

  const bookAnother = () => {
    focusAfterResetRef.current = true;
    setConfirmed(null);
  };

  /** Whether a control shows the field: one that belongs to some services only appears once one of them is chosen. */
  const shows = (name: BookingFieldName) => (name === 'photos' ? takesPhotos(service) : !('appliesTo' in BOOKING_FIELDS[name]) || service !== '');

  return {
    ids,
    confirmed,
    bookAnother,
    values: { ...values, appointment_time: time },
    invalid: (name: BookingFieldName) => Boolean(errors[name as keyof BookingFormValues]),
    textField,
    shows,
    today,
    slots,
    /** Every hour to list, the fully booked ones marked. */
    choices,
    /** What the chosen day holds, once a service and a date are chosen and the clock runs. */
    day,
    checkingAvailability,
    /** The hour to offer in one tap: after the service refused one as just taken, or when the day has none left. */
    offer: taken ? taken.next : day !== 'open' ? (answer?.next ?? null) : null,
    justTaken: taken !== null,
    guestChoices: guestRange(service) ? guestChoicesOf(service) : [],
    specialists: specialistChoices(service),
    preparingPhotos,
    sending,
    choose,
    takeOffer,
    setPhotoConsent,
    addPhotos,
    removePhoto: removePhotoById,
    submit,
    /** For the form's focus and pointer-down: the visitor turns to it. */
    engage,
  };
}

export type BookingFormModel = ReturnType<typeof useBookingForm>;
