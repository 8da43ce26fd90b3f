/**
 * The desk's language: the person's own choice, kept by the service with the session and in this
 * browser for the sign-in screen; before any choice, the business's language, which the service
 * writes into the page's `lang`.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DESK_PATHS } from '../../core/deskApi.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../core/languages.ts';
import { deskApi } from './api.ts';

const STORAGE_KEY = 'desk-language';

export function initialDeskLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // storage blocked: the business's language until the person signs in
  }
  if (isLanguage(stored)) return stored;
  const business = document.documentElement.lang;
  return isLanguage(business) ? business : DEFAULT_LANGUAGE;
}

export function rememberDeskLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage blocked: the service still keeps the choice with the session
  }
}

/** The desk's current language, and a way to switch it (told to the service when someone is signed in). */
export function useDeskLanguage(): { language: Language; choose: (language: Language, signedIn: boolean) => Promise<void> } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const choose = useCallback(
    async (next: Language, signedIn: boolean) => {
      rememberDeskLanguage(next);
      await i18n.changeLanguage(next);
      if (signedIn) await deskApi(DESK_PATHS.language, { method: 'PUT', body: { language: next } });
    },
    [i18n],
  );
  return { language, choose };
}

/** The house's time zone, in which "today" is judged: the service writes it into the page. */
export function houseTimeZone(): string {
  return document.documentElement.dataset.houseTimeZone ?? 'Europe/Tirane';
}
