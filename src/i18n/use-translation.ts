import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/** Each instance's `t` by language: a new function when the language changes, as react-i18next's. */
const translators = new WeakMap<I18n, { language: string; t: TFunction }>();

/**
 * Options that change what i18next looks up or returns, not values put into the text: a call
 * with one of them is i18next's.
 */
const LOOKUP_OPTIONS = new Set([
  'count',
  'context',
  'defaultValue',
  'ordinal',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'lng',
  'lngs',
  'ns',
  'fallbackLng',
  'keyPrefix',
  'postProcess',
  'interpolation',
  'replace',
  'skipInterpolation',
]);

/** The values of a call that only fills a text's `{{name}}`s, else null. */
function plainValues(options: unknown): Record<string, string | number> | null {
  if (typeof options !== 'object' || options === null) return null;
  for (const [name, value] of Object.entries(options))
    if (LOOKUP_OPTIONS.has(name) || (typeof value !== 'string' && typeof value !== 'number'))
      return null;
  return options as Record<string, string | number>;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function translatorOf(i18n: I18n, language: string): TFunction {
  const kept = translators.get(i18n);
  if (kept?.language === language) return kept.t;
  // A text, once found, is the same until the language changes: i18next's lookup and
  // interpolation, run for each of the ~200 texts of a server-rendered page, are done once per
  // key, and a text's `{{name}}`s (this catalogue has no formats, nesting or escaping) filled here.
  const found = new Map<string, string>();
  const textOf = (key: string): string | undefined => {
    let text = found.get(key);
    if (text !== undefined) return text;
    for (const code of [language, 'en']) {
      const resource: unknown = i18n.getResource(code, 'translation', key);
      if (typeof resource === 'string') {
        text = resource;
        break;
      }
    }
    // a key not (yet) found is not kept: its feature's texts may come later
    if (text !== undefined) found.set(key, text);
    return text;
  };
  // i18next binds its methods to the instance; a new identity tells memos the texts changed
  const t = ((...args: Parameters<TFunction>) => {
    const [key, options] = args;
    const values = options === undefined ? {} : plainValues(options);
    const text = typeof key === 'string' && values !== null ? textOf(key) : undefined;
    if (text === undefined) return i18n.t(...args);
    if (!text.includes('{{')) return text;
    let complete = true;
    const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
      if (name in values!) return String(values![name]);
      complete = false;
      return whole;
    });
    // a value not given: i18next's own answer (and its warning)
    return complete ? filled : i18n.t(...args);
  }) as TFunction;
  translators.set(i18n, { language, t });
  return t;
}

/**
 * react-i18next's `useTranslation()` for this app's one namespace, re-rendering when the
 * language changes (its default `bindI18n`). Why not react-i18next's own: version 17 copies the
 * i18n instance's properties on every mount and its `t` copies the instance's options on every
 * call, about 6% of a server-rendered page's CPU (a store page mounts ~150 views that
 * translate); version 18 needs Node 22.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return { t: translatorOf(i18n, language), i18n };
}
