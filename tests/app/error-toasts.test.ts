import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorToast } from '@machines/effects';
import { ApiError, ContractError } from '@/api/errors';
import { i18next } from '@/i18n';
import { wholeCatalogue } from '@/i18n/whole-catalogue';
import { toastTitles } from '@/components/toast-words';

type Tree = { [key: string]: string | Tree };
const words = (lang: string, key: string): string =>
  key
    .split('.')
    .reduce<string | Tree>(
      (tree, part) => (tree as Tree)[part]!,
      wholeCatalogue<Tree>(lang),
    ) as string;

/**
 * Issue 31: a machine's failure toast (a failed add to cart, sign-in, order placement…) says
 * what happened in the customer's language, or the provider's own errors[]; never the request's
 * path or the decoder's text.
 */
describe('error toasts in the customer words', () => {
  beforeAll(async () => {
    await i18next.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: Object.fromEntries(
        ['en', 'bn', 'ar'].map((lang) => [lang, { translation: wholeCatalogue(lang) }]),
      ),
      interpolation: { escapeValue: false },
    });
  });
  afterAll(() => vi.unstubAllGlobals());

  const dropped = new ApiError(0, 'network', [
    '[POST] "/api/v1/customer/cart/add": <no response> Failed to fetch',
  ]);
  const malformed = new ContractError('customer/cart/add', 'body: Expected an array value');

  for (const lang of ['en', 'bn', 'ar']) {
    it(`by kind, in ${lang}`, async () => {
      await i18next.changeLanguage(lang);
      vi.stubGlobal('navigator', { onLine: false });
      expect(toastTitles(errorToast(dropped))).toEqual([words(lang, 'errors.offline')]);
      vi.stubGlobal('navigator', { onLine: true });
      expect(toastTitles(errorToast(dropped))).toEqual([words(lang, 'errors.unreachable')]);
      expect(toastTitles(errorToast(new ApiError(500, '', ['Internal Server Error'])))).toEqual([
        words(lang, 'errors.server'),
      ]);
      expect(toastTitles(errorToast(malformed))).toEqual([words(lang, 'errors.unexpected')]);
      expect(toastTitles(errorToast(undefined))).toEqual([words(lang, 'errors.generic')]);
      for (const title of [
        ...toastTitles(errorToast(dropped)),
        ...toastTitles(errorToast(malformed)),
      ]) {
        expect(title).not.toMatch(/\/api\/|Expected|Failed to fetch/);
      }
    });
  }

  it("keeps the provider's own words, each a toast of its own (SPEC §8)", async () => {
    await i18next.changeLanguage('en');
    expect(toastTitles(errorToast(new ApiError(403, 'stock', ['Out of Stock'])))).toEqual([
      'Out of Stock',
    ]);
    expect(
      toastTitles(
        errorToast(new ApiError(403, 'f_name', ['name is required', 'Email is required'])),
      ),
    ).toEqual(['name is required', 'Email is required']);
  });

  it('leaves the other toasts as they were', async () => {
    await i18next.changeLanguage('en');
    expect(toastTitles({ type: 'toast', status: 'success', messageKey: 'errors.generic' })).toEqual(
      [words('en', 'errors.generic')],
    );
    expect(toastTitles({ type: 'toast', status: 'success', message: 'Saved' })).toEqual(['Saved']);
  });
});
