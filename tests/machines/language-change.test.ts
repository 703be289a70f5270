import { describe, expect, it } from 'vitest';
import type { LanguageChangeInput } from '../../machines/language-change.machine';
import { directionOf } from '../../src/domain/language';
import { describeModel } from './support/describe-model';
import {
  ARABIC,
  BENGALI,
  ENGLISH,
  languageChangeModel,
} from '../../src/explorer/model/models/language-change.model';
import type { StepContext } from './support/replay';

function everyStep({ path, snapshot, previous, event, emitted, calls }: StepContext) {
  const input = path.variant.input as LanguageChangeInput;
  expect(calls).toEqual([]);
  switch (event.type) {
    case 'LANGUAGE_CHOSEN':
      // Choosing asks first; the current language asks nothing.
      if (event.code === input.current.code) {
        expect(snapshot.value).toBe('idle');
        expect(snapshot.context.pending).toBeNull();
      } else {
        expect(snapshot.value).toBe('confirming');
        expect(snapshot.context.pending).toEqual({ code: event.code, country: event.country });
      }
      expect(emitted).toEqual([]);
      break;
    case 'CONFIRM': {
      const chosen = previous!.context.pending;
      expect(snapshot.context.current).toEqual(chosen);
      // Saved with its country and direction, then the page reloads.
      expect(emitted).toEqual([
        {
          type: 'languageSaved',
          language: chosen.code,
          country: chosen.country,
          direction: chosen.code === 'ar' ? 'rtl' : 'ltr',
        },
        { type: 'reload' },
      ]);
      break;
    }
    case 'CANCEL':
      expect(snapshot.context).toEqual({ current: input.current, pending: null });
      expect(emitted).toEqual([]);
      break;
    default:
      expect(emitted).toEqual([]);
  }
}

describeModel(languageChangeModel, {
  everyStep,
  states: {
    idle: ({ snapshot }) => expect(snapshot.context.current).toEqual(ENGLISH),
    confirming: ({ snapshot }) =>
      expect([BENGALI, ARABIC]).toContainEqual(snapshot.context.pending),
    changed: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.pending).toBeNull();
    },
  },
});

describe('text direction (SPEC §9)', () => {
  it('is right to left exactly for the listed codes', () => {
    for (const code of ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yl'])
      expect(directionOf(code)).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('bn')).toBe('ltr');
  });
});
