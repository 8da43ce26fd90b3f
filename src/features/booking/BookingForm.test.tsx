// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../../core/dates.ts';
import type { ServiceId } from '../../../core/services.ts';
import { createI18n } from '../../i18n/i18n.ts';
import { Toaster } from '../../ui/Toaster.tsx';
import { BookingForm } from './BookingForm.tsx';

let i18n: I18n;

beforeAll(async () => {
  i18n = await createI18n('en');
  // Namespaces load on demand; a page would suspend until they arrive.
  await i18n.loadNamespaces(['booking', 'services']);
});

afterEach(cleanup);

/** The next date after today (in Tirana) with the given weekday, at least a week away. */
function nextWeekday(weekday: number): string {
  const [y, m, d] = todayIn('Europe/Tirane').split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + 7));
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function renderForm(requestedService: ServiceId | null = null) {
  render(
    <I18nextProvider i18n={i18n}>
      <BookingForm requestedService={requestedService} />
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

  it('groups the 16 services in four groups, the consultation shown as free', () => {
    const { service } = renderForm();
    const groups = service.querySelectorAll('optgroup');
    expect([...groups].map((g) => g.label)).toEqual(['Barbershop', 'Hair Clinic', 'Aesthetics', 'Restaurant']);
    expect(service.querySelectorAll('optgroup option')).toHaveLength(16);
    expect(within(service).getByRole('option', { name: 'Hair Loss Consultation (free)' })).toBeTruthy();
  });

  it('offers the slots of the chosen service and date, tells what to choose first, and shows the group hours', () => {
    const { service, date, time } = renderForm();
    expect(timeOptions(time)).toHaveLength(0);
    expect(description(time)).toMatch('Choose a service and a date to see the available times.');

    fireEvent.change(service, { target: { value: 'prp-facial' } });
    expect(description(time)).toMatch(/Choose a date to see the available times\. Aesthetics: Monday to Friday 09:00 – 18:00, Saturday 09:00 – 16:00, closed on Sunday\./);
    fireEvent.change(date, { target: { value: nextWeekday(3) } });
    expect(timeOptions(time)).toHaveLength(10);
    fireEvent.change(date, { target: { value: nextWeekday(6) } });
    expect(timeOptions(time)).toHaveLength(8);
    expect(description(date)).toMatch('Available Monday to Saturday (Sat: 09:00-\u206016:00, Sun: Closed)');
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
