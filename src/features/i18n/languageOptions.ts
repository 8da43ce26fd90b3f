import type { Language } from '../../../core/languages.ts';

/** A language as the picker shows it: its own name, in its own language, and its flag. */
export interface LanguageOption {
  code: Language;
  name: string;
  flag: string;
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'en', name: 'English', flag: '🇬🇧' },
  { code: 'sq', name: 'Shqip', flag: '🇦🇱' },
  { code: 'tr', name: 'Türkçe', flag: '🇹🇷' },
  { code: 'de', name: 'Deutsch', flag: '🇩🇪' },
];
