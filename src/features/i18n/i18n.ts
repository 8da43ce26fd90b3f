import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../../core/languages.ts';
import en from '../../locales/en/index.ts';

type Namespaces = Record<string, Record<string, unknown>>;

// English ships in the main bundle; every other language is its own chunk, fetched on demand.
const lazyLanguages = import.meta.glob<Namespaces>('../../locales/{sq,tr,de}/index.ts', { import: 'default' });

/** Namespaces are the file names under src/locales/en; `common` is the default. */
export const NAMESPACES = Object.keys(en);

/**
 * A fresh i18next instance in `language`, English as fallback, the key itself as last resort.
 * A key missing from English is reported with console.error, which the browser tests treat as a failure.
 */
export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'sq', 'tr', 'de'],
    resources: { en } as Resource,
    partialBundledLanguages: true,
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.error(`i18n: missing translation "${namespace}:${key}" (${[languages].flat().join(', ')})`);
    },
  });
  if (language !== DEFAULT_LANGUAGE) await switchLanguage(instance, language);
  return instance;
}

/** Loads a language's strings if they are not loaded yet, then switches to it. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'common')) {
    const load = lazyLanguages[`../../locales/${language}/index.ts`];
    if (load) {
      const namespaces = await load();
      for (const [namespace, strings] of Object.entries(namespaces)) {
        instance.addResourceBundle(language, namespace, strings, true, true);
      }
    }
  }
  await instance.changeLanguage(language);
}
