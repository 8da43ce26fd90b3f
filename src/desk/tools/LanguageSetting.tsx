import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESK_PATHS } from '../../../core/deskApi.ts';
import type { Language } from '../../../core/languages.ts';
import { LANGUAGE_OPTIONS } from '../../i18n/languageOptions.ts';
import { errorClass, hintClass, sectionClass } from './ToolField.tsx';
import { deskApi } from '../api.ts';
import { useDeskLanguage } from '../language.ts';

/** The language the desk speaks to this person, kept by the service for every device they use. */
export function LanguageSetting() {
  const { t } = useTranslation('deskTools');
  const { language, choose: chooseLanguage } = useDeskLanguage();
  const id = useId();
  const [failed, setFailed] = useState(false);
  /** The language just tapped, shown as chosen while its words load. */
  const [pending, setPending] = useState<Language | null>(null);

  const choose = async (next: Language) => {
    setPending(next);
    setFailed(false);
    // The shell switches the desk's words and this browser's memory of them; the service keeps the choice for every device.
    await chooseLanguage(next, false);
    setPending(null);
    const stored = await deskApi<unknown>(DESK_PATHS.language, { method: 'PUT', body: { language: next } });
    if (!stored.ok) setFailed(true);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass}>
      <h2 id={`${id}-title`} className="text-lg font-medium text-ivory">
        {t('settings.language.title')}
      </h2>
      <p className={hintClass}>{t('settings.language.lead')}</p>
      <fieldset className="mt-4">
        <legend className="sr-only">{t('settings.language.title')}</legend>
        <div className="flex flex-wrap gap-2">
          {LANGUAGE_OPTIONS.map((option) => (
            <label
              key={option.code}
              lang={option.code}
              className="relative inline-flex min-h-11 cursor-pointer items-center rounded-xl border border-ink-line bg-ink px-4 text-base text-ivory has-checked:border-gold has-checked:bg-gold has-checked:text-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-bright"
            >
              <input type="radio" name={`${id}-language`} value={option.code} checked={(pending ?? language) === option.code} onChange={() => void choose(option.code)} className="absolute inset-0 cursor-pointer opacity-0" />
              {option.name}
            </label>
          ))}
        </div>
      </fieldset>
      {failed ? (
        <p role="alert" className={errorClass}>
          {t('settings.language.failed')}
        </p>
      ) : null}
    </section>
  );
}
