/**
 * The i18n keys of the toasts the machines emit (SPEC §8 texts), and the validation keys of
 * checkout (SPEC §5), must exist in the English locale with SPEC's exact words.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatePaths } from './support/model';
import { machineModels } from './support/models';
import { replayPath } from './support/replay';

/** SPEC's exact texts; errors.generic has no SPEC text, only a key. */
const TOAST_TEXTS: Record<string, string | null> = {
  'session.logoutSuccessful': 'Logout successful.',
  'session.tokenExpired': 'Your account is inactive or Your token has been expired',
  'location.newLocationSet': 'New location has been set.',
  'modules.selected': 'A module has been selected.',
  'cart.itemAdded': 'Item added to cart',
  'cart.clearedAndAdded':
    'Your cart has been cleared successfully. And selected item added to the cart.',
  'errors.generic': null,
};

const VALIDATION_KEYS = [
  'validation.addressRequired',
  'validation.nameRequired',
  'validation.phoneRequired',
  'validation.emailInvalid',
];

const LOCALES = new URL('../../src/i18n/locales/', import.meta.url);

function lookup(messages: unknown, key: string): unknown {
  if (messages && typeof messages === 'object' && key in messages)
    return (messages as Record<string, unknown>)[key];
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      messages,
    );
}

describe('toast message keys', () => {
  it('the machines emit exactly these keys over all generated paths', async () => {
    const keys = new Set<string>();
    for (const model of Object.values(machineModels)) {
      // Shortest paths take every transition with every sample (the coverage gate checks it).
      for (const path of generatePaths(model).filter(
        (candidate) => candidate.generator !== 'simple',
      )) {
        const { emitted } = await replayPath(model, path);
        for (const event of emitted)
          if (event.type === 'toast' && event.messageKey) keys.add(event.messageKey);
      }
    }
    expect([...keys].sort()).toEqual(Object.keys(TOAST_TEXTS).sort());
  });

  const en = new URL('en.json', LOCALES);
  it('en.json has SPEC’s words for every toast key and the checkout validation keys', () => {
    const messages = JSON.parse(readFileSync(en, 'utf8')) as unknown;
    for (const [key, text] of Object.entries(TOAST_TEXTS)) {
      if (text === null) expect(typeof lookup(messages, key), key).toBe('string');
      else expect(lookup(messages, key), key).toBe(text);
    }
    for (const key of VALIDATION_KEYS) expect(typeof lookup(messages, key), key).toBe('string');
  });
});
