import { emit, setup } from 'xstate';
import type { ThemeMode } from '../src/domain/language';
import type { Effect } from './effects';

export type ThemeInput = { mode: ThemeMode };

export type ThemeEvent = { type: 'TOGGLE' };

/** The app stores the mode (settings) and applies it. */
export type ThemeEffect = Effect | { type: 'themeSaved'; mode: ThemeMode };

export const themeMachine = setup({
  types: {
    input: {} as ThemeInput,
    context: {} as ThemeInput,
    events: {} as ThemeEvent,
    emitted: {} as ThemeEffect,
  },
  guards: {
    storedDark: ({ context }) => context.mode === 'dark',
  },
  actions: {
    saveDark: emit({ type: 'themeSaved', mode: 'dark' } as const),
    saveLight: emit({ type: 'themeSaved', mode: 'light' } as const),
  },
}).createMachine({
  id: 'theme',
  description: 'Light or dark mode: the toggle switches it and the choice is kept.',
  context: ({ input }) => ({ mode: input.mode }),
  initial: 'restoring',
  states: {
    restoring: {
      description: 'The stored mode.',
      always: [{ guard: 'storedDark', target: 'dark' }, { target: 'light' }],
    },
    light: {
      description: 'Light mode.',
      on: { TOGGLE: { target: 'dark', actions: 'saveDark' } },
    },
    dark: {
      description: 'Dark mode.',
      on: { TOGGLE: { target: 'light', actions: 'saveLight' } },
    },
  },
});
