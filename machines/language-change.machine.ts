import { assign, emit, setup } from 'xstate';
import {
  directionOf,
  sameLanguage,
  type LanguageChoice,
  type TextDirection,
} from '../src/domain/language';
import type { Effect } from './effects';

export type LanguageChangeInput = { current: LanguageChoice };

export type LanguageChangeContext = {
  current: LanguageChoice;
  /** The language waiting for confirmation. */
  pending: LanguageChoice | null;
};

export type LanguageChangeEvent =
  ({ type: 'LANGUAGE_CHOSEN' } & LanguageChoice) | { type: 'CONFIRM' } | { type: 'CANCEL' };

/** The app stores language-setting and country, sets dir on the document, then reloads. */
export type LanguageChangeEffect =
  | Effect
  | {
      type: 'languageSaved';
      language: string;
      country: string;
      direction: TextDirection;
    }
  | { type: 'reload' };

export const languageChangeMachine = setup({
  types: {
    input: {} as LanguageChangeInput,
    context: {} as LanguageChangeContext,
    events: {} as LanguageChangeEvent,
    emitted: {} as LanguageChangeEffect,
  },
  guards: {
    alreadyCurrent: ({ context, event }) =>
      event.type === 'LANGUAGE_CHOSEN' &&
      sameLanguage(context.current, { code: event.code, country: event.country }),
  },
  actions: {
    setPending: assign({
      pending: ({ event }) =>
        event.type === 'LANGUAGE_CHOSEN' ? { code: event.code, country: event.country } : null,
    }),
    clearPending: assign({ pending: null }),
    apply: assign({
      current: ({ context }) => context.pending ?? context.current,
      pending: null,
    }),
    announceSaved: emit(({ context }) => ({
      type: 'languageSaved' as const,
      language: context.current.code,
      country: context.current.country,
      direction: directionOf(context.current.code),
    })),
    reload: emit({ type: 'reload' } as const),
  },
}).createMachine({
  id: 'languageChange',
  description:
    'The language switcher: a new language asks for confirmation; confirmed, the language and country are saved, the direction is right to left for SPEC §9 codes, and the page reloads.',
  context: ({ input }) => ({ current: input.current, pending: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The current language is shown.',
      on: {
        LANGUAGE_CHOSEN: [
          { guard: 'alreadyCurrent', description: 'The current language: nothing to change.' },
          { target: 'confirming', actions: 'setPending' },
        ],
      },
    },
    confirming: {
      description: 'Asking to confirm the language change.',
      on: {
        CONFIRM: { target: 'changed', actions: ['apply', 'announceSaved', 'reload'] },
        CANCEL: { target: 'idle', actions: 'clearPending' },
      },
    },
    changed: {
      description: 'Saved; the page reloads in the new language.',
      type: 'final',
    },
  },
});
