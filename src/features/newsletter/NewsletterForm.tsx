import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../core/languages.ts';
import { Button } from '../../ui/Button.tsx';
import { notices } from '../../ui/notices.ts';
import { subscribeToNewsletter, type SubscribeOutcome } from './subscribe.ts';

const NOTICES: Record<SubscribeOutcome, { key: string; tone: 'success' | 'error' }> = {
  pending: { key: 'pending', tone: 'success' },
  invalidEmail: { key: 'invalidEmail', tone: 'error' },
  rateLimited: { key: 'rateLimited', tone: 'error' },
  failed: { key: 'failed', tone: 'error' },
};

/**
 * The footer's newsletter sign-up: sends the address to the booking service, which mails a
 * confirmation link (double opt-in), and tells the visitor what happened in a notice.
 */
export function NewsletterForm() {
  const { t, i18n } = useTranslation('common');
  const inputId = useId();
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setSubmitting(true);
    // The notices' strings load on demand: no page needs them before a submit.
    const [outcome] = await Promise.all([subscribeToNewsletter(email, isLanguage(i18n.language) ? i18n.language : 'en'), i18n.loadNamespaces('newsletter')]);
    setSubmitting(false);
    const notice = NOTICES[outcome];
    const title = t(`newsletter:${notice.key}.title`);
    const description = t(`newsletter:${notice.key}.text`, { email });
    if (notice.tone === 'success') {
      notices.success(title, { description });
      form.reset();
    } else {
      notices.error(title, { description });
    }
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void handleSubmit(event)} aria-busy={submitting}>
      <label htmlFor={inputId} className="text-ivory">
        {t('footer.newsletterEmailLabel')}
      </label>
      {/* Side by side where the column is wide; stacked in the footer's narrow desktop column, so the address stays readable. */}
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={t('footer.newsletterPlaceholder')}
          className="min-h-11 w-full min-w-0 rounded-full border border-ink-line bg-ink px-4 text-ivory placeholder:text-ivory-dim focus-visible:border-gold"
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? t('footer.subscribing') : t('footer.subscribe')}
        </Button>
      </div>
    </form>
  );
}
