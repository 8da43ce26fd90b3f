// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../../core/dates.ts';
import { SERVICES, type ServiceId } from '../../../core/services.ts';
import { allowedSlots } from '../../../core/slots.ts';
import { barbershopTeam } from '../../../content/team.ts';
import { createI18n } from '../../i18n/i18n.ts';
import { Toaster } from '../../ui/Toaster.tsx';
import { BookingForm } from './BookingForm.tsx';

let i18n: I18n;

beforeAll(async () => {
  i18n = await createI18n('en');
  // Namespaces load on demand; a page would suspend until they arrive.
  await i18n.loadNamespaces(['booking', 'services']);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The next date after today (in Tirana) with the given weekday, at least a week away. */
function nextWeekday(weekday: number): string {
  const [y, m, d] = todayIn('Europe/Tirane').split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + 7));
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function renderForm(requestedService: ServiceId | null = null, requestedSpecialist: string | null = null) {
  render(
    <I18nextProvider i18n={i18n}>
      <BookingForm requestedService={requestedService} requestedSpecialist={requestedSpecialist} />
      <Toaster />
    </I18nextProvider>,
  );
  return {
    service: byLabel('Service') as HTMLSelectElement,
    date: byLabel('Date') as HTMLInputElement,
    time: byLabel('Time') as HTMLSelectElement,
  };
}

/** A control by its visible label; the required star is hidden from assistive technology, not from textContent. */
const byLabel = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

/** The text of the hints a control names in aria-describedby, as a screen reader reads them. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const timeOptions = (select: HTMLSelectElement) => within(select).getAllByRole('option').filter((o) => (o as HTMLOptionElement).value !== '');

describe('BookingForm', () => {
  it('labels every control visibly, and marks the browser-required ones', () => {
    renderForm();
    expect((byLabel('Full name') as HTMLInputElement).required).toBe(true);
    expect(byLabel('Email')).toHaveProperty('type', 'email');
    expect(screen.getByLabelText(/^Phone/)).toHaveProperty('type', 'tel');
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).required).toBe(false);
    expect((byLabel('Date') as HTMLInputElement).required).toBe(true);
    expect(byLabel('Service').getAttribute('aria-required')).toBe('true');
    expect(byLabel('Time').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Add photos').getAttribute('accept')).toBe('image/*');
    expect(screen.getByLabelText(/^Notes/).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Confirm booking' }).getAttribute('type')).toBe('submit');
  });

  it('promises a booking only for services booked at once, and a request for those the house answers', () => {
    const { service } = renderForm();
    fireEvent.change(service, { target: { value: 'hair-transplant' } });
    expect(screen.getByRole('button', { name: 'Send request' }).getAttribute('type')).toBe('submit');
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull();
    fireEvent.change(service, { target: { value: 'classic-cut' } });
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeTruthy();
    fireEvent.change(service, { target: { value: 'private-dining' } });
    expect(screen.getByRole('button', { name: 'Send request' })).toBeTruthy();
  });

  it('lists every service in its group, the consultation shown as free', () => {
    const { service } = renderForm();
    const groups = service.querySelectorAll('optgroup');
    expect([...groups].map((g) => g.label)).toEqual(['Barbershop', 'Hair Clinic', 'Aesthetics', 'Restaurant']);
    expect(service.querySelectorAll('optgroup option')).toHaveLength(SERVICES.length);
    expect(within(service).getByRole('option', { name: 'Hair Loss Consultation (free)' })).toBeTruthy();
  });

  it('offers the slots of the chosen service and date, tells what to choose first, and shows the group hours', () => {
    const { service, date, time } = renderForm();
    expect(timeOptions(time)).toHaveLength(0);
    expect(description(time)).toMatch('Choose a service and a date to see the available times.');

    fireEvent.change(service, { target: { value: 'prp-facial' } });
    expect(description(time)).toMatch(/Choose a date to see the available times\. Aesthetics: Monday to Friday 09:00\s–\s18:00, Saturday 09:00\s–\s16:00, closed on Sunday\./);
    fireEvent.change(date, { target: { value: nextWeekday(3) } });
    expect(timeOptions(time)).toHaveLength(allowedSlots('prp-facial', nextWeekday(3)).length);
    fireEvent.change(date, { target: { value: nextWeekday(6) } });
    expect(timeOptions(time)).toHaveLength(allowedSlots('prp-facial', nextWeekday(6)).length);
    expect(description(date)).toMatch('Available Monday to Saturday (Sat:\u00a009:00-\u206016:00, Sun:\u00a0Closed)');
  });

  it('a new date clears the time; a new service keeps it only when offered', () => {
    const { service, date, time } = renderForm();
    fireEvent.change(service, { target: { value: 'classic-cut' } });
    fireEvent.change(date, { target: { value: nextWeekday(1) } });
    fireEvent.change(time, { target: { value: '16:00' } });
    expect(time.value).toBe('16:00');
    fireEvent.change(service, { target: { value: 'consultation' } });
    expect(time.value).toBe('16:00');
    fireEvent.change(time, { target: { value: '17:00' } });
    fireEvent.change(service, { target: { value: 'prp-facial' } });
    expect(time.value).toBe('17:00');
    fireEvent.change(service, { target: { value: 'table-reservation' } });
    fireEvent.change(time, { target: { value: '20:00' } });
    fireEvent.change(service, { target: { value: 'hair-transplant' } });
    expect(time.value).toBe('');

    fireEvent.change(time, { target: { value: '10:00' } });
    fireEvent.change(date, { target: { value: nextWeekday(2) } });
    expect(time.value).toBe('');
  });

  it('refuses a Sunday with the notice, and keeps the date chosen before', async () => {
    const { date } = renderForm();
    const monday = nextWeekday(1);
    fireEvent.change(date, { target: { value: monday } });
    fireEvent.change(date, { target: { value: nextWeekday(0) } });
    expect(await screen.findByText('Sunday Not Available')).toBeTruthy();
    expect(screen.getByText('Please select Monday-Saturday. We are closed on Sundays.')).toBeTruthy();
    expect(date.value).toBe(monday);
  });

  it('names the required fields when service or time is missing, and focuses the first', async () => {
    const user = userEvent.setup();
    const { service } = renderForm();
    await user.type(byLabel('Full name'), 'Elira Hoxha');
    await user.type(byLabel('Email'), 'elira@example.com');
    fireEvent.change(byLabel('Date'), { target: { value: nextWeekday(1) } });
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(screen.getByText('Name, email, service, date, and time are required.')).toBeTruthy();
    expect(document.activeElement).toBe(service);
    expect(service.getAttribute('aria-invalid')).toBe('true');
    expect(byLabel('Time').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for a valid phone number before sending', async () => {
    const user = userEvent.setup();
    const { service, date, time } = renderForm();
    await user.type(byLabel('Full name'), 'Elira Hoxha');
    await user.type(byLabel('Email'), 'elira@example.com');
    await user.type(screen.getByLabelText(/^Phone/), 'call me');
    fireEvent.change(service, { target: { value: 'classic-cut' } });
    fireEvent.change(date, { target: { value: nextWeekday(1) } });
    fireEvent.change(time, { target: { value: '10:00' } });
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Please check your phone number')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Phone/));
  });

  it('announces the photo count politely, starting with none', () => {
    renderForm();
    expect(screen.getByRole('status').textContent).toBe('No photos attached');
  });

  it('chooses the service the link named, and shows its house hours beside the form', () => {
    const { service, time } = renderForm('hydro-facial');
    expect(service.value).toBe('hydro-facial');
    expect(description(time)).toMatch(/^Choose a date to see the available times\. Aesthetics: /);
    expect(screen.getByRole('heading', { name: 'Aesthetics hours' })).toBeTruthy();
  });

  it('keeps the time list placeholder short, leaving the explanation to the hint under it', () => {
    const { service, date, time } = renderForm();
    const placeholder = () => within(time).getAllByRole('option')[0]!.textContent;
    expect(placeholder()).toBe('Select a time');
    expect(description(time)).toMatch('Choose a service and a date to see the available times.');
    fireEvent.change(service, { target: { value: 'classic-cut' } });
    fireEvent.change(date, { target: { value: nextWeekday(2) } });
    expect(placeholder()).toBe('Select a time');
  });
});

type Answer = { status: number; body: unknown };

/** The booking service as the form meets it: each request answered by `answer`, every request kept. */
function serveWith(answer: (url: URL, init?: RequestInit) => Answer) {
  const calls: { url: URL; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({ url, init });
      const { status, body } = answer(url, init);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** An availability answer: every hour from 09:00 to 20:00 available unless named. */
function dayAnswer(statuses: Record<string, string> = {}, extra: Record<string, unknown> = {}): Answer {
  const slots = Array.from({ length: 12 }, (_, index) => `${String(9 + index).padStart(2, '0')}:00`).map((time) => ({ time, status: statuses[time] ?? 'available' }));
  return { status: 200, body: { closed: false, slots, next_available: null, ...extra } };
}

const availabilityCalls = <T extends { url: URL }>(calls: T[]) => calls.filter((call) => call.url.pathname === '/functions/v1/availability');

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(byLabel('Full name'), 'Elira Hoxha');
  await user.type(byLabel('Email'), 'elira@example.com');
}

describe('BookingForm and the house calendar', () => {
  it('shows a full hour as fully booked and not choosable, and leaves closed hours out', async () => {
    const calls = serveWith(() => dayAnswer({ '19:00': 'full', '20:00': 'closed' }));
    const { service, date, time } = renderForm();
    fireEvent.change(service, { target: { value: 'table-reservation' } });
    fireEvent.change(date, { target: { value: nextWeekday(5) } });
    const full = await within(time).findByRole('option', { name: '19:00\u00a0– fully booked' });
    expect((full as HTMLOptionElement).disabled).toBe(true);
    expect(timeOptions(time).map((option) => option.textContent).at(-1)).toBe('19:00\u00a0– fully booked');
    expect(within(time).queryByRole('option', { name: '20:00' })).toBeNull();
    const asked = availabilityCalls(calls).at(-1)!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ service: 'table-reservation', date: nextWeekday(5), guests: '2' });
  });

  it('says a full day is full, politely, and takes the next available time in one tap', async () => {
    const friday = nextWeekday(5);
    const saturday = nextWeekday(6);
    serveWith((url) =>
      url.searchParams.get('date') === friday
        ? dayAnswer(Object.fromEntries(['09:00', '10:00'].map((t) => [t, 'full'])), { slots: [{ time: '09:00', status: 'full' }, { time: '10:00', status: 'full' }], next_available: { date: saturday, time: '09:00' } })
        : dayAnswer(),
    );
    const user = userEvent.setup();
    const { service, date, time } = renderForm();
    fireEvent.change(service, { target: { value: 'hair-transplant' } });
    fireEvent.change(date, { target: { value: friday } });
    const message = await screen.findByText('This day is fully booked.');
    expect(message.closest('[aria-live="polite"]')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Choose the next available time: .* at 09:00$/ }));
    expect(date.value).toBe(saturday);
    await waitFor(() => expect(time.value).toBe('09:00'));
    expect(screen.queryByText('This day is fully booked.')).toBeNull();
  });

  it('says the house is closed that day', async () => {
    serveWith(() => ({ status: 200, body: { closed: true, slots: [{ time: '09:00', status: 'closed' }], next_available: { date: nextWeekday(2), time: '09:00' } } }));
    const { service, date } = renderForm();
    fireEvent.change(service, { target: { value: 'consultation' } });
    fireEvent.change(date, { target: { value: nextWeekday(1) } });
    expect(await screen.findByText('The house is closed that day.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Choose the next available time: / })).toBeTruthy();
  });

  it("falls back to the house's hours when the availability answer fails", async () => {
    const calls = serveWith(() => ({ status: 503, body: { error: { code: 'unavailable' } } }));
    const { service, date, time } = renderForm();
    fireEvent.change(service, { target: { value: 'prp-facial' } });
    fireEvent.change(date, { target: { value: nextWeekday(3) } });
    await waitFor(() => expect(availabilityCalls(calls)).toHaveLength(1));
    await waitFor(() => expect(time.getAttribute('aria-busy')).toBeNull());
    expect(timeOptions(time)).toHaveLength(allowedSlots('prp-facial', nextWeekday(3)).length);
    expect(screen.queryByText('This day is fully booked.')).toBeNull();
  });

  it('asks once per change, and aborts a question that a newer one supersedes', async () => {
    const calls = serveWith(() => dayAnswer());
    const { service, date } = renderForm();
    fireEvent.change(service, { target: { value: 'classic-cut' } });
    fireEvent.change(date, { target: { value: nextWeekday(1) } });
    fireEvent.change(date, { target: { value: nextWeekday(2) } });
    await waitFor(() => expect(availabilityCalls(calls)).toHaveLength(2));
    const [first, second] = availabilityCalls(calls);
    expect(first?.init?.signal?.aborted).toBe(true);
    expect(second?.init?.signal?.aborted).toBe(false);
  });

  it('asks a restaurant booking for guests within its range and carries no photos', async () => {
    serveWith(() => dayAnswer());
    const { service } = renderForm();
    expect(screen.getByLabelText('Add photos')).toBeTruthy();
    expect(screen.queryByLabelText(/^Guests/)).toBeNull();
    fireEvent.change(service, { target: { value: 'private-dining' } });
    const guests = byLabel('Guests') as HTMLSelectElement;
    expect(guests.getAttribute('aria-required')).toBe('true');
    expect(guests.value).toBe('2');
    const counts = within(guests).getAllByRole('option').map((option) => option.textContent);
    expect([counts[0], counts.at(-1), counts.length]).toEqual(['2 guests', '16 guests', 15]);
    expect(screen.queryByLabelText('Add photos')).toBeNull();
  });

  it('offers any barber or one of the barbers by name, and the link may name one', () => {
    renderForm('classic-cut', 'dritan-berisha');
    const barber = screen.getByLabelText(/^Barber/) as HTMLSelectElement;
    expect(within(barber).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any barber', ...barbershopTeam.map((member) => member.name)]);
    expect(barber.value).toBe('dritan-berisha');
    fireEvent.change(byLabel('Service'), { target: { value: 'consultation' } });
    expect(screen.queryByLabelText(/^Barber/)).toBeNull();
  });

  it('an hour just taken: says so, keeps every value, asks the day again and offers the next time', async () => {
    const monday = nextWeekday(1);
    let taken = false;
    const calls = serveWith((url) => {
      if (url.pathname === '/functions/v1/send-booking-email') {
        taken = true;
        return { status: 409, body: { error: { code: 'slot_full', message: 'full', field: 'appointment_time' }, next_available: { date: monday, time: '11:00' } } };
      }
      return dayAnswer(taken ? { '10:00': 'full' } : {});
    });
    const user = userEvent.setup();
    const { service, date, time } = renderForm();
    await fillContact(user);
    fireEvent.change(service, { target: { value: 'classic-cut' } });
    fireEvent.change(screen.getByLabelText(/^Barber/), { target: { value: 'luan-basha' } });
    fireEvent.change(date, { target: { value: monday } });
    await waitFor(() => expect(availabilityCalls(calls)).toHaveLength(1));
    fireEvent.change(time, { target: { value: '10:00' } });
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('That time was just taken')).toBeTruthy();
    expect(JSON.parse(String(calls.find((call) => call.init?.method === 'POST')!.init!.body))).toMatchObject({ specialist: 'luan-basha', guests: null });
    expect(await within(time).findByRole('option', { name: '10:00\u00a0– fully booked' })).toBeTruthy();
    expect(availabilityCalls(calls).at(-1)!.init?.cache).toBe('no-store');
    expect([(byLabel('Full name') as HTMLInputElement).value, service.value, date.value]).toEqual(['Elira Hoxha', 'classic-cut', monday]);
    expect(screen.getByText('That time has just been taken.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Choose the next available time: .* at 11:00$/ }));
    expect(time.value).toBe('11:00');
  });

  it('names a closed day and too many waiting requests in their own notices', async () => {
    let answer: Answer = { status: 400, body: { error: { code: 'date_closed', message: 'closed', field: 'appointment_date' } } };
    serveWith((url) => (url.pathname === '/functions/v1/send-booking-email' ? answer : dayAnswer()));
    const user = userEvent.setup();
    const { service, date, time } = renderForm();
    await fillContact(user);
    fireEvent.change(service, { target: { value: 'consultation' } });
    fireEvent.change(date, { target: { value: nextWeekday(2) } });
    fireEvent.change(time, { target: { value: '10:00' } });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('We are closed that day')).toBeTruthy();
    answer = { status: 429, body: { error: { code: 'too_many_pending', message: 'pending', field: 'email' } } };
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Your requests are already with us')).toBeTruthy();
    expect(time.value).toBe('10:00');
  });

  it('an instant booking is confirmed, a table speaks of the table, and a request stays a request', async () => {
    let status = 'confirmed';
    serveWith((url) => (url.pathname === '/functions/v1/send-booking-email' ? { status: 201, body: { id: 'b_1', status } } : dayAnswer()));
    const user = userEvent.setup();
    const book = async (serviceId: string, time: string) => {
      await fillContact(user);
      fireEvent.change(byLabel('Service'), { target: { value: serviceId } });
      fireEvent.change(byLabel('Date'), { target: { value: nextWeekday(4) } });
      fireEvent.change(byLabel('Time'), { target: { value: time } });
      await user.click(screen.getByRole('button', { name: /^(Confirm booking|Send request)$/ }));
    };
    renderForm();
    await book('table-reservation', '13:00');
    expect(await screen.findByText('Appointment Booked Successfully!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Thank you, your table is reserved' })).toBeTruthy();
    expect(screen.getByText('2 guests')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Make another booking' }));
    status = 'received';
    await book('consultation', '11:00');
    expect(await screen.findByRole('heading', { name: 'Thank you, your request is with us' })).toBeTruthy();
  });
});
