import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';

/** The footer's newsletter sign-up. The booking service's newsletter function handles the submit. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="text-ivory">
        {t('footer.newsletterEmailLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('footer.newsletterPlaceholder')}
          className="min-h-11 w-full min-w-0 rounded-full border border-ink-line bg-ink px-4 text-ivory placeholder:text-ivory-dim focus-visible:border-gold"
        />
        <Button type="submit">{t('footer.subscribe')}</Button>
      </div>
    </form>
  );
}
