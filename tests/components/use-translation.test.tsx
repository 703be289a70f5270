import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTranslation } from '@/i18n/use-translation';
import { wholeCatalogue } from '@/i18n/whole-catalogue';

/** Every key of a nested catalogue, with its text. */
function entries(texts: object, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${name}`, value] as [string, string]]
      : entries(value as object, `${prefix}${name}.`),
  );
}

async function instance(lng: string): Promise<I18n> {
  const i18n = createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'en',
    resources: {
      en: { translation: wholeCatalogue('en') },
      bn: { translation: wholeCatalogue('bn') },
      ar: { translation: wholeCatalogue('ar') },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

/** The hook's `t`, as a view gets it. */
function hookT(i18n: I18n): TFunction {
  let t: TFunction | undefined;
  function Probe() {
    t = useTranslation().t;
    return null;
  }
  renderToString(
    <I18nextProvider i18n={i18n}>
      <Probe />
    </I18nextProvider>,
  );
  return t!;
}

describe('useTranslation', () => {
  it.each(['en', 'bn', 'ar'])(
    'says every text of the %s catalogue as i18next does, with and without its values',
    async (lng) => {
      const i18n = await instance(lng);
      const t = hookT(i18n);
      const keys = entries(wholeCatalogue('en')).map(([key]) => key.replace(/_(one|other)$/, ''));
      expect(keys.length).toBeGreaterThan(500);
      for (const key of new Set(keys)) {
        const template = i18n.t(key, { interpolation: { skipOnVariables: true } });
        const names = [...String(template).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
        const values = Object.fromEntries(names.map((name, i) => [name, i % 2 ? i * 7 : `v${i}`]));
        expect(t(key), key).toBe(i18n.t(key));
        expect(t(key, values), key).toBe(i18n.t(key, values));
        expect(t(key, { ...values, count: 2 }), key).toBe(i18n.t(key, { ...values, count: 2 }));
        // a value missing, a default given: i18next's own answers
        if (names.length > 0) expect(t(key, {}), key).toBe(i18n.t(key, {}));
        expect(t(key, { defaultValue: 'x' }), key).toBe(i18n.t(key, { defaultValue: 'x' }));
      }
      expect(t('no.such.key')).toBe('no.such.key');
    },
  );

  it('finds a text added after it was first asked for, and follows a change of language', async () => {
    const i18n = await instance('en');
    const t = hookT(i18n);
    expect(t('later.greeting', { name: 'Rana' })).toBe('later.greeting');
    i18n.addResourceBundle('en', 'translation', { later: { greeting: 'Hi {{name}}' } }, true);
    expect(t('later.greeting', { name: 'Rana' })).toBe('Hi Rana');
    await i18n.changeLanguage('bn');
    const bn = hookT(i18n);
    expect(bn).not.toBe(t);
    expect(bn('nav.home')).toBe(i18n.t('nav.home'));
    expect(bn('nav.home')).not.toBe(t('nav.home'));
  });
});
