import { assign, emit, fromPromise, setup } from 'xstate';
import {
  CLEARED_SEARCH_PATH,
  searchResultsPath,
  withRecentSearch,
  withoutRecentSearch,
} from '../src/domain/search';
import type { Effect } from './effects';

export type SuggestedItem = { id: number; name: string; slug?: string | null };
export type SuggestedStore = { id: number; name: string; slug?: string | null };
export type Suggestions = { items: SuggestedItem[]; stores: SuggestedStore[] };

export type SearchBoxInput = {
  /** The stored recent searches (searchedValues), newest first. */
  recent: string[];
  /** Suggested keywords are fetched only with a token. */
  signedIn: boolean;
  /** The search of the current URL, if any. */
  text?: string;
};

export type SearchBoxContext = {
  text: string;
  recent: string[];
  suggestions: Suggestions;
  keywords: string[];
  signedIn: boolean;
};

export type SearchBoxEvent =
  | { type: 'FOCUSED' }
  | { type: 'CLOSED' }
  | { type: 'TEXT_CHANGED'; text: string }
  | { type: 'SUBMITTED' }
  | { type: 'RECENT_CHOSEN'; term: string }
  | { type: 'RECENT_DELETED'; term: string }
  | { type: 'RECENT_CLEARED' };

export type SearchBoxEffect =
  Effect | { type: 'recentSearchesChanged'; recent: string[] } | { type: 'searchCleared' };

/** SPEC §7: item and store suggestions are debounced 500 ms. */
export const SUGGESTION_DEBOUNCE_MS = 500;

const NO_SUGGESTIONS: Suggestions = { items: [], stores: [] };

export const searchBoxMachine = setup({
  types: {
    input: {} as SearchBoxInput,
    context: {} as SearchBoxContext,
    events: {} as SearchBoxEvent,
    emitted: {} as SearchBoxEffect,
  },
  actors: {
    fetchSuggestions: fromPromise<Suggestions, { name: string }>(async () => {
      throw new Error('fetchSuggestions not provided');
    }),
    fetchKeywords: fromPromise<string[], void>(async () => {
      throw new Error('fetchKeywords not provided');
    }),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    hasText: ({ context }) => context.text.trim() !== '',
    typedText: ({ event }) => event.type === 'TEXT_CHANGED' && event.text.trim() !== '',
  },
  actions: {
    setText: assign({
      text: ({ context, event }) => (event.type === 'TEXT_CHANGED' ? event.text : context.text),
    }),
    takeRecent: assign({
      text: ({ context, event }) => (event.type === 'RECENT_CHOSEN' ? event.term : context.text),
    }),
    setSuggestions: assign({ suggestions: (_, suggestions: Suggestions) => suggestions }),
    clearSuggestions: assign({ suggestions: NO_SUGGESTIONS }),
    setKeywords: assign({ keywords: (_, keywords: string[]) => keywords }),
    rememberSearch: assign({
      recent: ({ context }) => withRecentSearch(context.recent, context.text),
    }),
    deleteRecent: assign({
      recent: ({ context, event }) =>
        event.type === 'RECENT_DELETED'
          ? withoutRecentSearch(context.recent, event.term)
          : context.recent,
    }),
    clearRecent: assign({ recent: [] }),
    announceRecent: emit(({ context }) => ({
      type: 'recentSearchesChanged' as const,
      recent: context.recent,
    })),
    goSearch: emit(({ context }) => ({
      type: 'navigate' as const,
      to: searchResultsPath(context.text),
    })),
    clearSearch: emit({ type: 'searchCleared' } as const),
    goHome: emit({ type: 'navigate', to: CLEARED_SEARCH_PATH } as const),
  },
  delays: {
    suggestionDebounce: SUGGESTION_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'searchBox',
  description:
    'The header search box: focus opens recent searches (empty text) or suggested items and stores (text, debounced 500 ms); submit goes to /home?search=…&data_type=searched, an empty submit clears the search. Suggested keywords are fetched only when signed in.',
  context: ({ input }) => ({
    text: input.text ?? '',
    recent: input.recent,
    suggestions: NO_SUGGESTIONS,
    keywords: [],
    signedIn: input.signedIn,
  }),
  type: 'parallel',
  states: {
    keywords: {
      description: 'Suggested keywords, for signed-in customers only.',
      initial: 'checking',
      states: {
        checking: {
          description: 'Is there a token?',
          always: [{ guard: 'signedIn', target: 'loading' }, { target: 'unavailable' }],
        },
        loading: {
          description: 'Fetching the suggested keywords.',
          invoke: {
            id: 'fetchKeywords',
            src: 'fetchKeywords',
            onDone: {
              target: 'ready',
              actions: { type: 'setKeywords', params: ({ event }) => event.output },
            },
            onError: 'unavailable',
          },
        },
        ready: { description: 'Keywords shown under the box.' },
        unavailable: { description: 'A guest, or the keywords failed: none shown.' },
      },
    },
    box: {
      description: 'The input and its suggestion list.',
      initial: 'closed',
      on: {
        TEXT_CHANGED: [
          {
            guard: 'typedText',
            target: '.open.debouncing',
            actions: 'setText',
            description: 'Suggestions wait until typing pauses for 500 ms.',
          },
          {
            target: '.open.recent',
            actions: ['setText', 'clearSuggestions'],
            description: 'Empty text: no suggestion call; the recent searches show.',
          },
        ],
        SUBMITTED: [
          {
            guard: 'hasText',
            target: '.closed',
            actions: ['rememberSearch', 'announceRecent', 'goSearch'],
          },
          {
            target: '.closed',
            actions: ['clearSearch', 'goHome'],
            description: 'An empty submit clears the search.',
          },
        ],
      },
      states: {
        closed: {
          description: 'The list is closed.',
          on: { FOCUSED: 'open' },
        },
        open: {
          description: 'The list under the box is open.',
          initial: 'routing',
          on: { CLOSED: 'closed' },
          states: {
            routing: {
              description: 'Recent searches for empty text, suggestions otherwise.',
              always: [{ guard: 'hasText', target: 'debouncing' }, { target: 'recent' }],
            },
            recent: {
              description: 'Recent searches (at most 5, newest first) with delete and Clear All.',
              on: {
                RECENT_CHOSEN: {
                  target: '#searchBox.box.closed',
                  actions: ['takeRecent', 'rememberSearch', 'announceRecent', 'goSearch'],
                },
                RECENT_DELETED: { actions: ['deleteRecent', 'announceRecent'] },
                RECENT_CLEARED: {
                  actions: ['clearRecent', 'announceRecent'],
                  description: 'Clear All.',
                },
              },
            },
            debouncing: {
              description: 'Waiting for typing to pause.',
              after: { suggestionDebounce: 'fetching' },
            },
            fetching: {
              description: 'items/search-suggestion?name=… (items and stores).',
              invoke: {
                id: 'fetchSuggestions',
                src: 'fetchSuggestions',
                input: ({ context }) => ({ name: context.text.trim() }),
                onDone: {
                  target: 'suggesting',
                  actions: { type: 'setSuggestions', params: ({ event }) => event.output },
                },
                onError: { target: 'suggesting', actions: 'clearSuggestions' },
              },
            },
            suggesting: {
              description: 'Suggested items and stores (hidden when both are empty).',
            },
          },
        },
      },
    },
  },
});
