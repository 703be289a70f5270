import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/** Each instance's `t` by language: a new function when the language changes, as react-i18next's. */
const translators = new WeakMap<I18n, { language: string; t: TFunction }>();

function translatorOf(i18n: I18n, language: string): TFunction {
  const kept = translators.get(i18n);
  if (kept?.language === language) return kept.t;
  // i18next binds its methods to the instance; a new identity tells memos the texts changed
  const t = ((...args: Parameters<TFunction>) => i18n.t(...args)) as TFunction;
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
