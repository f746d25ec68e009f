import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Interface languages (spec section 4 "Language", [I18N-01..07]).
 *
 * Strings live in `src/locales/<language>/<namespace>.json`, one namespace per feature (`layout`,
 * `settings`, `ui`, `blog`, ...). Keys are used as `t('ns:a.b')` or through `useTranslation('ns')`.
 * Every (language, namespace) pair is its own chunk, loaded on demand (through the language's table of them,
 * `src/locales/<language>.ts`): the shell's namespaces at start, a
 * page's namespace with the page, a language's strings when it is chosen.
 */
export const languages = ['en', 'zh', 'zh-tw', 'ja'] as const;
export type Language = (typeof languages)[number];

/** The languages' own names, as the footer and the language dialog show them [I18N-11]. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  zh: '简体中文',
  'zh-tw': '繁體中文',
  ja: '日本語',
};

type Strings = Record<string, unknown>;
type LoaderTable = Record<string, () => Promise<Strings>>;

/**
 * Each language's table of namespace chunks (`src/locales/<language>.ts`), itself a chunk loaded with the language:
 * a page loads only the strings it shows, and the entry carries four imports instead of every file's.
 */
const languageTables: Record<Language, () => Promise<{ loaders: LoaderTable }>> = {
  en: () => import('../locales/en.ts'),
  zh: () => import('../locales/zh.ts'),
  'zh-tw': () => import('../locales/zh-tw.ts'),
  ja: () => import('../locales/ja.ts'),
};

/** The namespace chunks of `language` (English for a language this site does not know), by namespace name. */
async function namespaceLoaders(language: string): Promise<Map<string, () => Promise<Strings>>> {
  const table = languageTables[(languages as readonly string[]).includes(language) ? (language as Language) : 'en'];
  const { loaders } = await table();
  // `./zh-tw/layout.json` -> `layout`
  return new Map(
    Object.entries(loaders).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), load]),
  );
}

/** Every namespace there is (every namespace must exist in English). */
export async function allNamespaces(): Promise<string[]> {
  return [...(await namespaceLoaders('en')).keys()];
}

/**
 * The namespaces the app shell shows on every page (header, footer, toasts, widgets); a page's own namespace
 * loads with the page. The server preloads their chunks with the HTML (`routePreloads` of `app/route-pages.ts`).
 */
export const shellNamespaces: readonly string[] = ['common', 'layout', 'ui'];

/**
 * i18next backend over the locale chunks: i18next asks for (language, namespace) pairs as they are needed, of the
 * current language only. The English fallback of a zh, zh-tw or ja file's empty or absent keys is in the file's
 * chunk already (filled in by the build, `lib/locale-fallback.ts`) [I18N-02]; a language with no file for a
 * namespace gets the English file.
 */
const chunkBackend = {
  type: 'backend' as const,
  init() {},
  read(language: string, ns: string, callback: (error: unknown, strings: Strings | boolean) => void) {
    namespaceLoaders(language)
      .then(async (own) => own.get(ns) ?? (await namespaceLoaders('en')).get(ns))
      .then((load) => (load ? load() : {}))
      .then(
        (strings) => callback(null, strings),
        (error: unknown) => callback(error, false),
      );
  },
};

/**
 * Maps the browser's language to an interface language for the `system` setting [I18N-05][I18N-06]:
 * zh-cn -> zh; zh-tw, zh-hk -> zh-tw; ja-jp -> ja; en-gb, en-us -> en; matched case-insensitively; any
 * other -> en. Bare tags map too (`zh` -> zh, `ja` -> ja, `en` -> en).
 */
export function mapSystemLanguage(browserLanguage: string | undefined): Language {
  const tag = (browserLanguage ?? '').toLowerCase();
  if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-hant' || tag.startsWith('zh-hant-')) return 'zh-tw';
  if (tag === 'zh' || tag === 'zh-cn' || tag === 'zh-hans' || tag.startsWith('zh-hans-')) return 'zh';
  if (tag === 'ja' || tag === 'ja-jp') return 'ja';
  return 'en';
}

/** The last part of a key after `:` and `.` — what a missing key shows [I18N-04]. */
export function lastKeyPart(key: string): string {
  const afterNs = key.slice(key.lastIndexOf(':') + 1);
  return afterNs.slice(afterNs.lastIndexOf('.') + 1);
}

/**
 * Creates and initialises an i18next instance for `language` with the strings of `ns` (default: every
 * namespace, `allNamespaces`) loaded for `language` alone. Other namespaces load on demand (`loadNamespaces`,
 * react-i18next's `useTranslation` suspends until they are there).
 * Fallback: a key that is empty or absent in a language's file shows the English text, filled into the file's
 * chunk by the build [I18N-02]; a key with no text even in en (or empty anywhere at run time:
 * `returnEmptyString: false`) logs a warning and shows its last part [I18N-03][I18N-04].
 */
export async function createI18n(language: Language, ns?: readonly string[]): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // Every language's strings carry their English fallback (see `chunkBackend`) [I18N-02]: no second
      // language's chunks to load, and zh-tw falls back to en, never to zh.
      fallbackLng: false,
      load: 'currentOnly',
      supportedLngs: [...languages],
      lowerCaseLng: true,
      ns: [...(ns ?? (await allNamespaces()))],
      defaultNS: 'common',
      returnEmptyString: false,
      returnNull: false,
      interpolation: { escapeValue: false },
      parseMissingKeyHandler: (key: string) => {
        console.warn(`[i18n] missing key: ${key}`);
        return lastKeyPart(key);
      },
    });
  return instance;
}

/**
 * The interface language a `language` setting shows: `system` maps the browser's language
 * (`navigator.language` unless given) [I18N-05][I18N-06]; any other value is itself.
 */
export function resolveLanguageSetting(
  setting: Language | 'system',
  browserLanguage: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.language,
): Language {
  return setting === 'system' ? mapSystemLanguage(browserLanguage) : setting;
}

/** Sets `<html lang>` to `language` [I18N-07]. */
export function setDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/**
 * Switches `instance` to `language`: changes the language (i18next loads the namespaces in use for it),
 * then sets `<html lang>` [I18N-07]. Resolves when the new strings show.
 */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  await instance.changeLanguage(language);
  setDocumentLanguage(language);
}
