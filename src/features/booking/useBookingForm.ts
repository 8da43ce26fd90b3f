import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { HONEYPOT_FIELD } from '../../../core/bookingFields.ts';
import { BOOKING_LIMITS } from '../../../core/bookingLimits.ts';
import { todayIn } from '../../../core/dates.ts';
import type { ServiceId } from '../../../core/services.ts';
import { DEFAULT_BUSINESS_TIMEZONE } from '../../../core/slots.ts';
import { brand } from '../../../content/site.ts';
import { formatCalendarDate } from '../../ui/CalendarDate.tsx';
import {
  appendPhotos,
  attemptFingerprint,
  buildBookingPayload,
  changeDate,
  changeGuests,
  changePhotoConsent,
  changeService,
  changeSpecialist,
  changeText,
  changeTime,
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
  type BookingFormState,
  type BookingPhoto,
  type TextField,
} from './bookingFormState.ts';
import type { CheckedField } from './checkBookingPayload.ts';
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

const FORM_CONTROLS = ['name', 'email', 'phone', 'service', 'guests', 'specialist', 'date', 'time', 'notes', 'photos', 'consent'] as const;
export type FormControl = (typeof FORM_CONTROLS)[number];

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
 * The booking form's behaviour: state, the rules of bookingFormState.ts, photo preparation,
 * notices and the submit. The component only renders what this returns.
 */
export function useBookingForm(requestedService: ServiceId | null = null, requestedSpecialist: string | null = null) {
  const { t, i18n } = useTranslation(['booking', 'services']);
  const clock = useFormClock();
  const now = clock.now;
  const [form, setForm] = useState<BookingFormState>(EMPTY_BOOKING_FORM);
  const [preparingPhotos, setPreparingPhotos] = useState(0);
  const [sending, setSending] = useState(false);
  const [invalid, setInvalid] = useState<readonly FormControl[]>([]);
  const [confirmed, setConfirmed] = useState<ConfirmedRequest | null>(null);
  /** After the service refused the hour as just taken: the next free hour it named, if any. */
  const [taken, setTaken] = useState<{ next: SlotOffer | null } | null>(null);
  const [refresh, setRefresh] = useState(0);

  // Refs, not state: a double click fires twice before React re-renders the disabled button.
  const sendingRef = useRef(false);
  const attemptRef = useRef<{ key: string; fingerprint: string } | null>(null);
  const objectUrlsRef = useRef(new Set<string>());
  const mountedRef = useRef(false);
  const photoCounterRef = useRef(0);
  const engagedRef = useRef(false);
  const focusAfterResetRef = useRef(false);

  const idBase = useId();
  const [ids] = useState(() => Object.fromEntries(FORM_CONTROLS.map((c) => [c, `${idBase}${c}`])) as Record<FormControl, string>);

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

  // A "Book" link that names a service (/booking?service=…) chooses it. Applied after hydration,
  // as the page was prerendered without the query; the visitor's later choices are theirs.
  // A barber's card names the barber too (&specialist=…).
  useEffect(() => {
    // An effect, not render: hydration must render what the prerendered page shows, with no service.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (requestedService) setForm((s) => changeSpecialist(changeService(s, requestedService, null, TIME_ZONE), requestedSpecialist ?? ''));
  }, [requestedService, requestedSpecialist]);

  const today = now ? todayIn(TIME_ZONE, now) : '';
  const { service, date } = form.values;
  const query: AvailabilityQuery | null =
    service && date && !dateRefusal(date)
      ? { service, date, guests: guestRange(service) && form.values.guests ? Number(form.values.guests) : null, specialist: form.values.specialist || null }
      : null;
  const { answer, loading: checkingAvailability } = useAvailability(query, refresh);
  const choices = timeChoices(timeSlotsFor(form.values, now, TIME_ZONE), answer);
  const slots = choosableTimes(choices);
  const day = service && date && now ? dayStatus(choices, answer) : null;
  const time = effectiveTime(form.values, slots);
  const language = i18n.resolvedLanguage ?? i18n.language;

  const markValid = (control: FormControl) => setInvalid((list) => (list.includes(control) ? list.filter((c) => c !== control) : list));
  /** Focuses a control and brings it to the middle of the screen, clear of the notice at the top. */
  const focus = (control: FormControl) => {
    const element = document.getElementById(ids[control]);
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'center' });
  };

  // "Make another booking": the empty form is back, and the visitor starts at its first field.
  useEffect(() => {
    if (confirmed || !focusAfterResetRef.current) return;
    focusAfterResetRef.current = false;
    focus('name');
  });

  const setText = (field: TextField, value: string) => {
    engage();
    setForm((s) => changeText(s, field, value));
    markValid(field);
  };

  const setService = (next: string) => {
    const at = engage();
    const changed = changeService(form, next, at, TIME_ZONE);
    // A restaurant booking carries no photos: those chosen are let go with their previews.
    for (const photo of form.photos) if (!changed.photos.includes(photo)) forgetPreview(photo.previewUrl);
    setForm((s) => changeService(s, next, at, TIME_ZONE));
    setTaken(null);
    markValid('service');
  };

  const setGuests = (guests: string) => {
    engage();
    setForm((s) => changeGuests(s, guests));
    setTaken(null);
  };

  const setSpecialist = (specialist: string) => {
    engage();
    setForm((s) => changeSpecialist(s, specialist));
    setTaken(null);
  };

  /** The next available time in one tap: its date and hour, then the list shows that day. */
  const takeOffer = (offer: SlotOffer) => {
    engage();
    setForm((s) => chooseSlot(s, offer.date, offer.time));
    setTaken(null);
    markValid('date');
    markValid('time');
    focus('time');
  };

  /** False when the date is refused: the caller puts the input back to the date chosen before. */
  const setDate = (date: string): boolean => {
    if (dateRefusal(date) === 'sunday') {
      toast.error(t('notices.sunday.title'), { id: 'booking-sunday', description: t('notices.sunday.description') });
      return false;
    }
    engage();
    setForm((s) => changeDate(s, date));
    setTaken(null);
    markValid('date');
    return true;
  };

  const setTime = (value: string) => {
    engage();
    setForm((s) => changeTime(s, value));
    setTaken(null);
    markValid('time');
  };

  const setPhotoConsent = (consent: boolean) => {
    setForm((s) => changePhotoConsent(s, consent));
    markValid('consent');
  };

  const forgetPreview = (url: string) => {
    URL.revokeObjectURL(url);
    objectUrlsRef.current.delete(url);
  };

  const removePhotoById = (id: string) => {
    const photo = form.photos.find((p) => p.id === id);
    setForm((s) => removePhoto(s, id).state);
    if (photo) forgetPreview(photo.previewUrl);
  };

  const addPhotos = async (files: readonly File[]) => {
    const { accepted, notImages, overLimit } = selectPhotos(files, form.photos.length + preparingPhotos);
    if (notImages.length > 0) {
      toast.error(t('notices.invalidFileType.title'), { id: 'booking-file-type', description: t('notices.invalidFileType.description') });
    }
    if (overLimit.length > 0) {
      toast.error(t('notices.tooManyPhotos.title'), {
        id: 'booking-photo-limit',
        description: t('notices.tooManyPhotos.description', { max: BOOKING_LIMITS.photosMax }),
      });
    }
    if (accepted.length === 0) return;
    let attachedBytes = photoBytes(form.photos);
    setPreparingPhotos((n) => n + accepted.length);
    // One photo at a time: a decoded 12-megapixel photo alone takes about 48 MB of memory.
    for (const file of accepted) {
      try {
        const prepared = await downscalePhoto(file);
        if (!mountedRef.current) return;
        if (!prepared) {
          toast.error(t('notices.unreadablePhoto.title'), { description: t('notices.unreadablePhoto.description', { filename: file.name }) });
          continue;
        }
        if (!fitsPhotoBudget(attachedBytes, prepared.blob.size)) {
          toast.error(t('notices.photoTooLarge.title'), {
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
        setForm((s) => appendPhotos(s, [photo]));
      } finally {
        setPreparingPhotos((n) => n - 1);
      }
    }
  };

  const resetAfterSuccess = () => {
    for (const url of objectUrlsRef.current) URL.revokeObjectURL(url);
    objectUrlsRef.current.clear();
    setForm(EMPTY_BOOKING_FORM);
    setInvalid([]);
    attemptRef.current = null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current || preparingPhotos > 0) return;

    const state: BookingFormState = { ...form, values: { ...form.values, time } };
    const missing = missingRequiredFields(state.values);
    if (missing.length > 0) {
      toast.error(t('notices.fillRequired.title'), { id: 'booking-required', description: t('notices.fillRequired.description') });
      setInvalid(missing);
      focus(missing[0]!);
      return;
    }
    if (needsPhotoConsent(state)) {
      toast.error(t('notices.photoConsent.title'), {
        id: 'booking-consent',
        description: t('notices.photoConsent.description', { box: t('consent.label', { brand: brand.name }) }),
      });
      setInvalid(['consent']);
      focus('consent');
      return;
    }
    // Filled only by bots that fill every field: the service then answers as if it booked.
    const honeypot = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? '');
    const payload = { ...buildBookingPayload(state, language), ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) };
    sendingRef.current = true; // from here on, a second click waits for this one
    let wrong: CheckedField | null;
    try {
      wrong = (await loadPayloadCheck()).firstInvalidField(payload);
    } catch (error) {
      // The check could not be loaded (offline?): the service checks again, so send anyway.
      console.error('Booking form: could not load the payload check', error);
      wrong = null;
    }
    if (wrong) {
      const notice = wrong === 'email' ? 'invalidEmail' : wrong === 'phone' ? 'invalidPhone' : 'invalidDetails';
      toast.error(t(`notices.${notice}.title`), { id: 'booking-invalid', description: t(`notices.${notice}.description`) });
      if (wrong !== 'other') {
        setInvalid([wrong]);
        focus(wrong);
      }
      sendingRef.current = false;
      return;
    }

    setSending(true);
    const fingerprint = attemptFingerprint(state, language);
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
        toast.success(t('notices.success.title'), { id: 'booking-result', description: details.join(' ') });
        setConfirmed({
          service: payload.service as ServiceId,
          date: payload.appointment_date,
          time: payload.appointment_time,
          photoCount,
          guests: payload.guests ?? null,
          specialistName: specialistChoices(payload.service as ServiceId).find((choice) => choice.id === payload.specialist)?.name ?? null,
          instant: outcome.confirmed,
          key: outcome.id ?? attemptRef.current.key,
          confirmedAt: new Date(),
        });
        resetAfterSuccess();
      } else if (outcome.reason === 'rejected' && outcome.error?.code === 'slot_full') {
        // Someone took the hour a moment ago: every value stays, the list is asked again, the next hour offered.
        toast.error(t('notices.slotTaken.title'), { id: 'booking-result', description: t('notices.slotTaken.description') });
        setTaken({ next: outcome.next });
        setRefresh((n) => n + 1);
      } else if (outcome.reason === 'rejected' && outcome.error?.code === 'date_closed') {
        toast.error(t('notices.dateClosed.title'), { id: 'booking-result', description: t('notices.dateClosed.description') });
        setRefresh((n) => n + 1);
      } else if (outcome.reason === 'rejected' && outcome.error?.code === 'too_many_pending') {
        toast.error(t('notices.tooManyPending.title'), { id: 'booking-result', description: t('notices.tooManyPending.description') });
      } else {
        console.error('Booking request failed', outcome);
        toast.error(t('notices.bookingError.title'), { id: 'booking-result', description: t('notices.bookingError.description') });
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const bookAnother = () => {
    focusAfterResetRef.current = true;
    setConfirmed(null);
  };

  return {
    ids,
    confirmed,
    bookAnother,
    values: { ...form.values, time },
    photos: form.photos,
    photoConsent: form.photoConsent,
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
    takesPhotos: takesPhotos(service),
    preparingPhotos,
    sending,
    invalid,
    setText,
    setService,
    setDate,
    setTime,
    setGuests,
    setSpecialist,
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
