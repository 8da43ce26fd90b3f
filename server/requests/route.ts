/**
 * GET/POST /requests/:token: the answers to a booking through signed links (server/links). The
 * business confirms, declines or proposes other times, and moves or cancels a confirmed booking;
 * the visitor accepts a proposed time, changes the time or cancels. GET only shows; POST, from the
 * page's one button, changes the booking, records the change and who made it in its history and
 * queues the messages it sends, in one transaction (the store's changeBookingStatus). GET
 * /requests/:token/photos/:n serves a photo to the business's links only; GET
 * /requests/:token/calendar.ics serves a calendar link's booking as a calendar file.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '../../core/languages.ts';
import { parseAcceptDetail, parseSlotKey, slotKey, type DaySlots } from '../../core/proposals.ts';
import { allowedSlots } from '../../core/slots.ts';
import { shortReference } from '../../core/reference.ts';
import {
  acceptAnswer,
  businessCancelAnswer,
  confirmAnswer,
  declineAnswer,
  moveAnswer,
  movableSlots as movableSlotsOf,
  offeredSlots as offeredSlotsOf,
  OPEN,
  proposeAnswer,
  visitorCancelAnswer,
  type AnswerSettings,
} from '../answers/transitions.ts';
import { contact } from '../../content/site.ts';
import type { ServerConfig } from '../config.ts';
import { isCrossSite, ownOrigins } from '../http/crossSite.ts';
import { pageStorage, STORAGE_UNAVAILABLE } from '../http/storage.ts';
import { linkUrl, signLink, verifyLink, type LinkAction, type LinkClaim } from '../links/signedLinks.ts';
import { appointmentStart, CANCEL_NOTICE_MS, confirmedCalendar } from '../mail/answerMessages.tsx';
import type { BookingMailSettings } from '../mail/mailSettings.ts';
import { formatWhen } from '../mail/strings.ts';
import type { BookingForMail, BookingTransition, LinkActor, Store, TransitionResult } from '../store/types.ts';
import { requestDetailRows, type DetailRow } from '../views/detailRows.ts';
import { siteStylesheets, STYLESHEET, STYLESHEET_PATH } from '../views/page.tsx';
import { pageStrings, renderRequestPage, text, type PageForm, type RequestPage } from './pages.tsx';

export interface RequestRouteDeps {
  store: Store;
  config: ServerConfig;
  /** The settings the answers' messages are composed with (and the secret that signs their links). */
  mail: BookingMailSettings;
  now: () => Date;
  onQueued: () => void;
}

/** The business's answers and changes; accept, change and cancel are the visitor's. */
const BUSINESS_ACTIONS: readonly LinkAction[] = ['view', 'confirm', 'decline', 'propose', 'move', 'cancel_business'];
const TOKEN = /^[A-Za-z0-9_-]{1,1024}\.[A-Za-z0-9_-]{1,128}$/;
const HOURS_NOTICE = CANCEL_NOTICE_MS / 3_600_000;
const rateLimit = { max: 60, timeWindow: '1 minute' };

const STATUS_KEY = {
  received: 'statusReceived',
  confirmed: 'statusConfirmed',
  declined: 'statusDeclined',
  proposed: 'statusProposed',
  cancelled: 'statusCancelled',
} as const;

/** A page's words in the reader's language, for the booking it is about (a table's are a reservation's). */
type Say = (key: Parameters<typeof text>[1], values?: Record<string, string | number>) => string;
const words =
  (language: Language, booking: BookingForMail): Say =>
  (key, values = {}) =>
    text(language, key, values, booking.service);

type Checked = { ok: true; claim: LinkClaim; booking: BookingForMail; language: Language } | { ok: false; status: number; page: RequestPage };

export function registerRequestRoutes(app: FastifyInstance, deps: RequestRouteDeps): void {
  const { store, config, mail, now } = deps;
  const { linkSecret } = mail;
  const siteUrl = `${config.publicUrl.replace(/\/$/, '')}/`;
  const businessLanguage = config.businessLanguage ?? DEFAULT_LANGUAGE;
  const isBusiness = (action: LinkAction) => BUSINESS_ACTIONS.includes(action);
  const own = ownOrigins(config);
  const answers: AnswerSettings = { capacity: config, mail };

  const stylesheets = siteStylesheets(config.distDir);
  const send = (reply: FastifyReply, status: number, page: RequestPage) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderRequestPage(page, stylesheets));

  const message = (language: Language, titleKey: Parameters<typeof text>[1], textKey: Parameters<typeof text>[1], values: Record<string, string | number> = {}): RequestPage => ({
    language,
    title: text(language, titleKey, values),
    lead: text(language, textKey, values),
    siteUrl,
  });

  /** The token checked, and the booking it names read: or the page that says why not. */
  async function check(token: string): Promise<Checked> {
    const result = TOKEN.test(token) ? verifyLink(linkSecret, token, now()) : ({ valid: false, reason: 'invalid' } as const);
    if (!result.valid && result.reason === 'invalid') return { ok: false, status: 404, page: message(businessLanguage, 'invalidTitle', 'invalidText') };
    if (!result.valid) {
      // The signature held, so the token names its booking: the page speaks the reader's language.
      const { claim } = result;
      const booking = await store.bookingForMail(claim.bookingId);
      const language = booking && !isBusiness(claim.action) ? booking.language : businessLanguage;
      return { ok: false, status: 410, page: message(language, 'expiredTitle', 'expiredText', { phone: contact.phoneDisplay }) };
    }
    const { claim } = result;
    const booking = await store.bookingForMail(claim.bookingId);
    if (!booking) return { ok: false, status: 404, page: message(businessLanguage, 'notFoundTitle', 'notFoundText') };
    return { ok: true, claim, booking, language: isBusiness(claim.action) ? businessLanguage : booking.language };
  }

  /** The booking's rows: what it is for everyone, and who asked, with their notes, for the business. */
  function details(booking: BookingForMail, language: Language, forBusiness: boolean): DetailRow[] {
    const s = pageStrings(language);
    return [
      ...requestDetailRows(booking, { language, audience: forBusiness ? 'business' : 'visitor' }),
      { label: s.status, value: s[STATUS_KEY[booking.status]] },
      ...(forBusiness ? [{ label: s.language, value: new Intl.DisplayNames([language], { type: 'language' }).of(booking.language) ?? booking.language }] : []),
      // The business finds a booking by its whole id (npm run bookings -- show ID); a guest quotes the short reference.
      { label: s.reference, value: forBusiness ? booking.id : shortReference(booking.id) },
    ];
  }

  function bookingPage(token: string, checked: Extract<Checked, { ok: true }>, page: Partial<RequestPage> & { title: string }): RequestPage {
    const { booking, language, claim } = checked;
    const forBusiness = isBusiness(claim.action);
    return {
      language,
      service: booking.service,
      details: details(booking, language, forBusiness),
      ...(forBusiness ? { photos: { count: booking.photoCount, url: (n: number) => `/requests/${token}/photos/${n + 1}` } } : {}),
      siteUrl,
      ...page,
    };
  }

  /** The hours the business may propose: near the one asked for, with room for the same service, guests and specialist. */
  const offeredSlots = (booking: BookingForMail, at: Date) => offeredSlotsOf(store, config, booking, at);
  /** The hours a confirmed booking may move to: those with room near its hour, its own hour left out. */
  const movableSlots = (booking: BookingForMail, at: Date): Promise<DaySlots[]> => movableSlotsOf(store, config, booking, at);

  async function proposeForm(booking: BookingForMail, error?: string): Promise<PageForm> {
    const slots = await offeredSlots(booking, now());
    return { button: 'buttonPropose', slots, ...(error ? { error } : {}) };
  }

  /** The page a GET shows: what the link would do, with its one button, or why it can do nothing now. */
  async function show(token: string, checked: Extract<Checked, { ok: true }>): Promise<{ status: number; page: RequestPage }> {
    const { claim, booking, language } = checked;
    const say = words(language, booking);
    const name = booking.name;
    const stateOnly = () => ({
      status: 200,
      page: bookingPage(token, checked, { title: say('stateTitle'), lead: say('stateText', { status: pageStrings(language)[STATUS_KEY[booking.status]] }) }),
    });
    switch (claim.action) {
      case 'calendar':
        // A calendar link serves its file (calendar.ics below) and shows no page.
        return { status: 404, page: message(language, 'invalidTitle', 'invalidText') };
      case 'view': {
        // A request may be answered; a confirmed booking (one confirmed at once among them) moved or cancelled.
        const labels = { confirm: say('buttonConfirm'), decline: say('buttonDecline'), propose: say('titlePropose'), move: say('titleMove'), cancel_business: say('titleCancelBusiness') } as const;
        const actions = OPEN.includes(booking.status) ? (['confirm', 'decline', 'propose'] as const) : booking.status === 'confirmed' ? (['move', 'cancel_business'] as const) : [];
        const choices = actions.map((action) => ({
          label: labels[action],
          url: linkUrl(config.publicUrl, signLink(linkSecret, { bookingId: booking.id, action, expiresAt: claim.expiresAt })),
        }));
        return { status: 200, page: bookingPage(token, checked, { title: say('titleView'), choices }) };
      }
      case 'confirm':
      case 'decline':
        if (!OPEN.includes(booking.status)) return stateOnly();
        return {
          status: 200,
          page: bookingPage(token, checked, {
            title: say(claim.action === 'confirm' ? 'titleConfirm' : 'titleDecline'),
            lead: say(claim.action === 'confirm' ? 'confirmHint' : 'declineHint', { name }),
            form: { button: claim.action === 'confirm' ? 'buttonConfirm' : 'buttonDecline' },
          }),
        };
      case 'propose': {
        if (!OPEN.includes(booking.status)) return stateOnly();
        const form = await proposeForm(booking);
        const none = (form.slots ?? []).length === 0;
        return {
          status: 200,
          page: bookingPage(token, checked, {
            title: say('titlePropose'),
            lead: say(none ? 'proposeNone' : 'proposeHint', { name }),
            ...(none ? {} : { form }),
          }),
        };
      }
      case 'accept': {
        const slot = acceptedSlot(claim, booking);
        if (!slot) return { status: 404, page: message(language, 'invalidTitle', 'invalidText') };
        if (slot.round !== booking.proposalRound) return { status: 200, page: withdrawn(token, checked) };
        if (booking.status !== 'proposed') return stateOnly();
        return {
          status: 200,
          page: bookingPage(token, checked, {
            title: say('titleAccept'),
            lead: say('acceptHint', { when: formatWhen(slot.date, slot.time, language) }),
            form: { button: 'buttonAccept' },
          }),
        };
      }
      case 'cancel':
        if (booking.status !== 'confirmed') return stateOnly();
        if (tooLateToCancel(booking)) return { status: 200, page: bookingPage(token, checked, tooLate(say)) };
        return {
          status: 200,
          page: bookingPage(token, checked, { title: say('titleCancel'), lead: say('cancelHint', { hours: HOURS_NOTICE }), form: { button: 'buttonCancel' } }),
        };
      case 'cancel_business':
        if (booking.status !== 'confirmed') return stateOnly();
        return {
          status: 200,
          page: bookingPage(token, checked, { title: say('titleCancelBusiness'), lead: say('cancelBusinessHint', { name }), form: { button: 'buttonCancelBusiness' } }),
        };
      case 'move':
      case 'change':
        if (booking.status !== 'confirmed') return stateOnly();
        if (claim.action === 'change' && tooLateToCancel(booking)) return { status: 200, page: bookingPage(token, checked, tooLateToChange(say)) };
        return { status: 200, page: await movePage(token, checked) };
    }
  }

  /** The page that moves a confirmed booking: one hour to choose among those with room, or why there is none. */
  async function movePage(token: string, checked: Extract<Checked, { ok: true }>, error?: string): Promise<RequestPage> {
    const { claim, booking, language } = checked;
    const say = words(language, booking);
    const byBusiness = claim.action === 'move';
    const slots = await movableSlots(booking, now());
    if (slots.length === 0) {
      return bookingPage(token, checked, { title: say(byBusiness ? 'titleMove' : 'titleChange'), lead: say(byBusiness ? 'moveNone' : 'changeNone', { name: booking.name, phone: contact.phoneDisplay }) });
    }
    return bookingPage(token, checked, {
      title: say(byBusiness ? 'titleMove' : 'titleChange'),
      lead: say(byBusiness ? 'moveHint' : 'changeHint', { name: booking.name }),
      form: { button: byBusiness ? 'buttonMove' : 'buttonChange', slots, single: true, ...(error ? { error } : {}) },
    });
  }

  /** An accept link of a proposal that a later answer withdrew: it says so, in the visitor's language. */
  const withdrawn = (token: string, checked: Extract<Checked, { ok: true }>) => {
    const say = words(checked.language, checked.booking);
    return bookingPage(token, checked, { title: say('withdrawnTitle'), lead: say('withdrawnText', { phone: contact.phoneDisplay }) });
  };

  const tooLate = (say: Say) => ({ title: say('tooLateTitle'), lead: say('tooLateText', { hours: HOURS_NOTICE, phone: contact.phoneDisplay }) });
  const tooLateToChange = (say: Say) => ({ title: say('tooLateChangeTitle'), lead: say('tooLateChangeText', { hours: HOURS_NOTICE, phone: contact.phoneDisplay }) });
  const tooLateToCancel = (booking: BookingForMail) => now().getTime() > appointmentStart(booking, config.businessTimeZone).getTime() - CANCEL_NOTICE_MS;

  /** The slot and proposal round an accept link names, if the slot is one of the service's hours that day. */
  function acceptedSlot(claim: LinkClaim, booking: BookingForMail) {
    const slot = claim.detail ? parseAcceptDetail(claim.detail) : null;
    return slot && allowedSlots(booking.service, slot.date).includes(slot.time) ? slot : null;
  }

  /** What a POST does: the change, then the page that says how it went. */
  async function perform(token: string, checked: Extract<Checked, { ok: true }>, body: unknown, reply: FastifyReply): Promise<{ status: number; page: RequestPage }> {
    const { claim, booking, language } = checked;
    const say = words(language, booking);
    const at = now();
    const by: { actor: LinkActor } = { actor: isBusiness(claim.action) ? 'business' : 'visitor' };
    let transition: BookingTransition;
    let done: { title: Parameters<typeof text>[1]; text: Parameters<typeof text>[1]; values?: Record<string, string> };
    switch (claim.action) {
      case 'view':
      case 'calendar':
        return show(token, checked).then((shown) => ({ ...shown, status: 405 }));
      case 'confirm':
        transition = confirmAnswer(answers, booking, by, at);
        done = { title: 'doneConfirmedTitle', text: 'doneConfirmedText' };
        break;
      case 'decline':
        transition = declineAnswer(answers, booking, by, at);
        done = { title: 'doneDeclinedTitle', text: 'doneDeclinedText' };
        break;
      case 'propose': {
        const offered = await offeredSlots(booking, at);
        const offeredKeys = new Set(offered.flatMap((day) => day.slots.map((time) => slotKey(day.date, time))));
        const chosen = [...new Set(formValues(body, 'slot'))].filter((key) => offeredKeys.has(key)).sort();
        if (chosen.length === 0) {
          if (!OPEN.includes(booking.status)) return show(token, checked).then((shown) => ({ ...shown, status: 409 }));
          return {
            status: 400,
            page: bookingPage(token, checked, {
              title: say('titlePropose'),
              lead: say('proposeHint', { name: booking.name }),
              form: await proposeForm(booking, say('proposeMissing')),
            }),
          };
        }
        transition = proposeAnswer(
          answers,
          booking,
          chosen.map((key) => parseSlotKey(key)!),
          by,
          at,
        );
        done = { title: 'doneProposedTitle', text: 'doneProposedText' };
        break;
      }
      case 'accept': {
        const accepted = acceptedSlot(claim, booking);
        if (!accepted) return { status: 404, page: message(language, 'invalidTitle', 'invalidText') };
        const slot = { date: accepted.date, time: accepted.time };
        transition = acceptAnswer(answers, booking, slot, accepted.round, at);
        done = { title: 'doneAcceptedTitle', text: 'doneAcceptedText' };
        break;
      }
      case 'cancel':
        if (booking.status === 'confirmed' && tooLateToCancel(booking)) return { status: 409, page: bookingPage(token, checked, tooLate(say)) };
        transition = visitorCancelAnswer(answers, booking, at);
        done = { title: 'doneCancelledTitle', text: 'doneCancelledText' };
        break;
      case 'cancel_business':
        transition = businessCancelAnswer(answers, booking, by, at);
        done = { title: 'doneCancelledBusinessTitle', text: 'doneCancelledBusinessText' };
        break;
      case 'move':
      case 'change': {
        const byBusiness = claim.action === 'move';
        if (booking.status === 'confirmed' && !byBusiness && tooLateToCancel(booking)) return { status: 409, page: bookingPage(token, checked, tooLateToChange(say)) };
        const offered = new Set((await movableSlots(booking, at)).flatMap((day) => day.slots.map((time) => slotKey(day.date, time))));
        const picked = [...new Set(formValues(body, 'slot'))];
        if (picked.length !== 1 || !offered.has(picked[0]!)) {
          if (booking.status !== 'confirmed') return show(token, checked).then((shown) => ({ ...shown, status: 409 }));
          return { status: 400, page: await movePage(token, checked, say('chooseOneMissing')) };
        }
        const slot = parseSlotKey(picked[0]!)!;
        transition = moveAnswer(answers, booking, slot, by, at);
        done = byBusiness
          ? { title: 'doneMovedTitle', text: 'doneMovedText' }
          : { title: 'doneChangedTitle', text: 'doneChangedText' };
        break;
      }
    }
    const result: TransitionResult | typeof STORAGE_UNAVAILABLE = await pageStorage(reply, () => store.changeBookingStatus(transition));
    if (result === STORAGE_UNAVAILABLE) return { status: 503, page: message(language, 'unavailableTitle', 'unavailableText') };
    if (result.outcome === 'unknown') return { status: 404, page: message(language, 'notFoundTitle', 'notFoundText') };
    const current = { ...checked, booking: result.booking };
    if (result.outcome === 'slot_taken') {
      const visitor = !isBusiness(claim.action);
      return {
        status: 409,
        page: bookingPage(token, current, {
          title: say('slotTakenTitle'),
          lead: say(visitor ? 'slotTakenVisitor' : 'slotTakenBusiness', { phone: contact.phoneDisplay }),
        }),
      };
    }
    if (result.outcome === 'withdrawn') return { status: 409, page: withdrawn(token, current) };
    if (result.outcome === 'state') {
      return {
        status: 409,
        page: bookingPage(token, current, {
          title: say('stateTitle'),
          lead: say('stateText', { status: pageStrings(language)[STATUS_KEY[result.booking.status]] }),
        }),
      };
    }
    deps.onQueued();
    return { status: 200, page: bookingPage(token, current, { title: say(done.title), lead: say(done.text, { name: booking.name, ...done.values }) }) };
  }

  app.get(STYLESHEET_PATH, (_request, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(STYLESHEET));

  app.register(async (scope) => {
    // The page's form posts urlencoded fields (the proposed slots); nothing else is read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
      done(null, new URLSearchParams(body as string)),
    );

    scope.get<{ Params: { token: string } }>('/requests/:token', { config: { rateLimit } }, async (request, reply) => {
      const checked = await check(request.params.token);
      if (!checked.ok) return send(reply, checked.status, checked.page);
      const { status, page } = await show(request.params.token, checked);
      return send(reply, status, page);
    });

    scope.post<{ Params: { token: string } }>('/requests/:token', { config: { rateLimit } }, async (request, reply) => {
      const checked = await check(request.params.token);
      if (!checked.ok) return send(reply, checked.status, checked.page);
      // Another site's page may not press the button on the reader's behalf.
      if (isCrossSite(request, own)) return send(reply, 403, message(checked.language, 'foreignTitle', 'foreignText'));
      const { status, page } = await perform(request.params.token, checked, request.body, reply);
      return send(reply, status, page);
    });

    scope.get<{ Params: { token: string } }>('/requests/:token/calendar.ics', { config: { rateLimit } }, async (request, reply) => {
      const checked = await check(request.params.token);
      const status = checked.ok ? checked.booking.status : null;
      if (!checked.ok || checked.claim.action !== 'calendar' || (status !== 'confirmed' && status !== 'cancelled')) {
        return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
      }
      // The booking as it stands now: a moved booking's file moves the event, a cancelled one's removes it.
      const file = confirmedCalendar(checked.booking, now(), status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED');
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .type(file.contentType)
        .send(file.text);
    });

    scope.get<{ Params: { token: string; n: string } }>('/requests/:token/photos/:n', { config: { rateLimit: { max: 300, timeWindow: '1 minute' } } }, async (request, reply) => {
      const checked = await check(request.params.token);
      const n = /^[1-9]\d{0,2}$/.test(request.params.n) ? Number(request.params.n) : 0;
      if (!checked.ok || !isBusiness(checked.claim.action) || n < 1 || n > checked.booking.photoCount) {
        return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
      }
      const photo = await store.attachment({ bookingId: checked.booking.id, position: n - 1 });
      if (!photo) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
      return reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex').type(photo.contentType).send(photo.content);
    });
  });
}

function formValues(body: unknown, name: string): string[] {
  return body instanceof URLSearchParams ? body.getAll(name) : [];
}
