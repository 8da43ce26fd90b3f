import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../core/languages.ts';

type Strings = Record<string, unknown>;

/**
 * Every namespace of every language is its own small chunk, fetched when a page first needs it
 * (the prerendered page lists its namespaces, and the browser preloads them). A page declares its
 * namespaces with useTranslation([...]); react-i18next suspends until they load.
 *
 * English is every language's fallback, but the browser never loads English to fill gaps: the
 * build lays each translation over its English file (see vite.config.ts), so each file is complete.
 */
const files = import.meta.glob<Strings>(['../locales/*/*.json', '!../locales/*/desk*.json', '../../content/locales/*/*.json'], { import: 'default' });
/**
 * The site's own strings (src/locales) and those it shares with the booking service (content/locales),
 * by language and namespace ("en/common.json"). The staff desk's namespaces (desk*.json) are left
 * out, so the site's pages carry no trace of them: the desk adds them here before it starts.
 */
export const localeLoaders: Record<string, () => Promise<unknown>> = Object.fromEntries(Object.entries(files).map(([file, load]) => [file.replace(/^.*locales\//, ''), load]));
const loaders = localeLoaders;
const loaderKey = (language: string, namespace: string) => `${language}/${namespace}.json`;

/** Namespaces are the file names of the English locale files; `common` is the default. */
export const NAMESPACES: readonly string[] = Object.keys(loaders)
  .filter((key) => key.startsWith('en/'))
  .map((key) => key.replace(/^.*\/|\.json$/g, ''));

const lazyNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    // A namespace a language has no file for at all is shown in English.
    const load = loaders[loaderKey(language, namespace)] ?? loaders[loaderKey(DEFAULT_LANGUAGE, namespace)];
    if (!load) return callback(null, {});
    load().then(
      (strings) => callback(null, strings as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * A fresh i18next instance in `language`, with `namespaces` loaded. A key missing from a language
 * shows in English (merged at build time), else the key itself, and is reported with
 * console.error, which the browser tests and the prerenderer treat as a failure.
 */
export async function createI18n(language: Language, namespaces: readonly string[] = ['common']): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyNamespaces)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: [...new Set(['common', ...namespaces])],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: (languages, namespace, key) => {
        console.error(`i18n: missing translation "${namespace}:${key}" (${[languages].flat().join(', ')})`);
      },
    });
  return instance;
}

/**
 * Switches to `language`. i18next first loads, in that language, every namespace already in use,
 * so the page changes language in one step, without an empty frame.
 */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  await instance.changeLanguage(language);
}
