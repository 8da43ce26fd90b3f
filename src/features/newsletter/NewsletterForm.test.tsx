// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { AddressInfo } from 'node:net';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startService, type TestService } from '../../../server/testing/harness.ts';
import { createI18n, switchLanguage } from '../i18n/i18n.ts';
import { Toaster } from '../../ui/Toaster.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';

let i18n: I18n;
let service: TestService;

beforeAll(async () => {
  // The real booking service, listening: the form talks to it as the footer does in production.
  // Three sign-ups a minute: the fourth test meets the limit.
  service = await startService({ config: { rateLimit: { bookingsPerMinute: 10, newsletterPerMinute: 3 } } });
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  vi.stubEnv('VITE_FUNCTIONS_URL', `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`);
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['newsletter']);
});

afterEach(cleanup);

afterAll(async () => {
  vi.unstubAllEnvs();
  await service.close();
});

function renderForm() {
  render(
    <I18nextProvider i18n={i18n}>
      <NewsletterForm />
      <Toaster />
    </I18nextProvider>,
  );
  return { input: screen.getByLabelText('Your email address') as HTMLInputElement, button: screen.getByRole('button', { name: 'Subscribe' }) };
}

describe('NewsletterForm', () => {
  it('subscribes, says to check the inbox, and empties the field', async () => {
    const user = userEvent.setup();
    const { input, button } = renderForm();
    await user.type(input, 'guest@example.com');
    await user.click(button);
    expect(await screen.findByText('Please check your inbox')).toBeTruthy();
    expect(screen.getByText('We have sent a confirmation link to guest@example.com. Your subscription begins once you confirm it.')).toBeTruthy();
    expect(input.value).toBe('');
    const row = service.db().prepare('select status, language from newsletter_subscribers where email = ?').get('guest@example.com');
    expect(row).toEqual({ status: 'pending', language: 'en' });
  });

  it('speaks the visitor’s language, and stores it for the confirmation message', async () => {
    await switchLanguage(i18n, 'sq');
    await i18n.loadNamespaces(['newsletter']);
    try {
      const user = userEvent.setup();
      render(
        <I18nextProvider i18n={i18n}>
          <NewsletterForm />
          <Toaster />
        </I18nextProvider>,
      );
      await user.type(screen.getByLabelText('Adresa juaj e email-it'), 'mysafir@example.com');
      await user.click(screen.getByRole('button', { name: 'Abonohu' }));
      expect(await screen.findByText('Ju lutemi kontrolloni kutinë postare')).toBeTruthy();
      const row = service.db().prepare('select language from newsletter_subscribers where email = ?').get('mysafir@example.com');
      expect(row).toEqual({ language: 'sq' });
    } finally {
      await switchLanguage(i18n, 'en');
    }
  });

  it('shows a destructive notice for an address the service refuses, and keeps it for correction', async () => {
    const user = userEvent.setup();
    const { input, button } = renderForm();
    // The browser's own check would stop "guest@example"; the service checks more strictly.
    await user.type(input, 'guest@example');
    await user.click(button);
    expect(await screen.findByText('Please check the address')).toBeTruthy();
    expect(input.value).toBe('guest@example');
  });

  it('says so when there were too many attempts', async () => {
    const user = userEvent.setup();
    const { input, button } = renderForm();
    await user.type(input, 'again@example.com');
    await user.click(button);
    expect(await screen.findByText('Too many attempts')).toBeTruthy();
  });
});
