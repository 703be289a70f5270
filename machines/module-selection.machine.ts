import { assign, emit, fromPromise, setup } from 'xstate';
import { toastKey, type Effect } from './effects';

export type ModuleChoice = {
  id: number;
  module_name: string;
  module_type: string;
  icon_full_url?: string | null;
};

export type ModuleSelectionContext = {
  modules: ModuleChoice[];
  chosen: ModuleChoice | null;
  /** Why the modules could not be loaded (what the loader threw), or null. */
  error: unknown;
};

export type ModuleSelectionEvent = { type: 'CHOOSE'; module: ModuleChoice } | { type: 'RETRY' };

export type ModuleSelectionEffect = Effect | { type: 'moduleChosen'; module: ModuleChoice };

export const moduleSelectionMachine = setup({
  types: {
    context: {} as ModuleSelectionContext,
    events: {} as ModuleSelectionEvent,
    emitted: {} as ModuleSelectionEffect,
    output: {} as ModuleChoice | null,
  },
  actors: {
    loadModules: fromPromise<ModuleChoice[], void>(async () => {
      throw new Error('loadModules not provided');
    }),
  },
  guards: {
    exactlyOne: ({ context }) => context.modules.length === 1,
    none: ({ context }) => context.modules.length === 0,
  },
  actions: {
    setModules: assign({ modules: (_, modules: ModuleChoice[]) => modules, error: null }),
    setError: assign({ error: (_, failure: { error: unknown }) => failure.error ?? null }),
    chooseOnly: assign({ chosen: ({ context }) => context.modules[0] ?? null }),
    choose: assign({
      chosen: ({ event }) => (event.type === 'CHOOSE' ? event.module : null),
    }),
    announceChosen: emit(({ context }) => ({
      type: 'moduleChosen' as const,
      module: context.chosen as ModuleChoice,
    })),
    toastModuleSelected: emit(toastKey('success', 'modules.selected')),
    goHome: emit({ type: 'navigate', to: '/home' } as const),
  },
}).createMachine({
  id: 'moduleSelection',
  description:
    'Choosing the module (food, grocery, pharmacy, shop, parcel) among those serving the stored zones. Exactly one module is chosen automatically.',
  context: { modules: [], chosen: null, error: null },
  initial: 'loading',
  output: ({ context }) => context.chosen,
  states: {
    loading: {
      description: 'Loading the modules of the stored zones (skeleton tiles show).',
      invoke: {
        id: 'loadModules',
        src: 'loadModules',
        onDone: {
          target: 'deciding',
          actions: { type: 'setModules', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'setError',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    deciding: {
      description: 'None, exactly one, or a choice to make.',
      always: [
        { guard: 'none', target: 'empty' },
        { guard: 'exactlyOne', target: 'chosen', actions: 'chooseOnly' },
        { target: 'choosing' },
      ],
    },
    empty: {
      description: '"No module found" / "Contact with the site owner to activate modules."',
      on: { RETRY: 'loading' },
    },
    failed: {
      description: 'The module list could not be loaded.',
      on: { RETRY: 'loading' },
    },
    choosing: {
      description: 'The icon tiles of the modules; one is to be chosen.',
      on: { CHOOSE: { target: 'chosen', actions: 'choose' } },
    },
    chosen: {
      description: 'A module is chosen: "A module has been selected.", then /home.',
      type: 'final',
      entry: ['announceChosen', 'toastModuleSelected', 'goHome'],
    },
  },
});
