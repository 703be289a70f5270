import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { searchBoxMachine, type SearchBoxInput } from '../../machines/search-box.machine';
import { withRecentSearch } from '../../src/domain/search';
import { describeModel } from './support/describe-model';
import {
  KEYWORDS,
  RECENT,
  SUGGESTIONS,
  searchBoxModel,
} from '../../src/explorer/model/models/search-box.model';
import type { StepContext } from './support/replay';

function everyStep({ path, snapshot, previous, event, emitted, calls, index }: StepContext) {
  const input = path.variant.input as SearchBoxInput;
  const context = snapshot.context;
  expect(context.recent.length).toBeLessThanOrEqual(5);
  if (index === 0) {
    // Keywords only with a token.
    expect(calls.map((call) => call.id)).toEqual(input.signedIn ? ['fetchKeywords'] : []);
    expect(context.text).toBe(input.text ?? '');
    return;
  }
  for (const call of calls) {
    expect(call.id).toBe('fetchSuggestions');
    // Never for empty text.
    expect(call.input).toEqual({ name: context.text.trim() });
    expect(context.text.trim()).not.toBe('');
  }
  const before = previous!.context;
  switch (event.type) {
    case 'SUBMITTED':
      if (before.text.trim() !== '') {
        const recent = withRecentSearch(before.recent, before.text);
        expect(context.recent).toEqual(recent);
        expect(context.recent[0]).toBe(before.text.trim());
        expect(emitted).toEqual([
          { type: 'recentSearchesChanged', recent },
          {
            type: 'navigate',
            to: `/home?search=${encodeURIComponent(before.text.trim())}&data_type=searched`,
          },
        ]);
      } else {
        expect(emitted).toEqual([{ type: 'searchCleared' }, { type: 'navigate', to: '/home' }]);
      }
      expect(snapshot.matches({ box: 'closed' })).toBe(true);
      break;
    case 'RECENT_CHOSEN':
      expect(context.recent[0]).toBe(event.term);
      expect(emitted).toEqual([
        { type: 'recentSearchesChanged', recent: context.recent },
        { type: 'navigate', to: `/home?search=${event.term}&data_type=searched` },
      ]);
      break;
    case 'RECENT_DELETED':
      expect(context.recent).toEqual(before.recent.filter((term: string) => term !== event.term));
      expect(emitted).toEqual([{ type: 'recentSearchesChanged', recent: context.recent }]);
      break;
    case 'RECENT_CLEARED':
      expect(context.recent).toEqual([]);
      expect(emitted).toEqual([{ type: 'recentSearchesChanged', recent: [] }]);
      break;
    case 'TEXT_CHANGED':
      expect(context.text).toBe(event.text);
      expect(calls).toEqual([]);
      expect(snapshot.matches({ box: { open: event.text ? 'debouncing' : 'recent' } })).toBe(true);
      if (!event.text) expect(context.suggestions).toEqual({ items: [], stores: [] });
      expect(emitted).toEqual([]);
      break;
    case 'xstate.done.actor.fetchSuggestions':
      expect(context.suggestions).toEqual(SUGGESTIONS);
      break;
    case 'xstate.error.actor.fetchSuggestions':
      expect(context.suggestions).toEqual({ items: [], stores: [] });
      break;
    case 'xstate.done.actor.fetchKeywords':
      expect(context.keywords).toEqual(KEYWORDS);
      break;
    default:
      expect(emitted).toEqual([]);
  }
}

describeModel(searchBoxModel, {
  everyStep,
  states: {
    'keywords.loading': ({ snapshot }) => {
      expect(snapshot.context.signedIn).toBe(true);
      expect(snapshot.children.fetchKeywords).toBeDefined();
    },
    'keywords.ready': ({ snapshot }) => expect(snapshot.context.keywords).toEqual(KEYWORDS),
    'keywords.unavailable': ({ snapshot }) => expect(snapshot.context.keywords).toEqual([]),
    'box.closed': ({ snapshot }) => expect(snapshot.can({ type: 'FOCUSED' })).toBe(true),
    'box.open.recent': ({ snapshot }) => {
      // Empty text shows the recent searches.
      expect(snapshot.context.text.trim()).toBe('');
      expect(snapshot.can({ type: 'RECENT_CLEARED' })).toBe(true);
    },
    'box.open.debouncing': ({ snapshot }) => {
      expect(snapshot.context.text.trim()).not.toBe('');
      expect(snapshot.children.fetchSuggestions).toBeUndefined();
    },
    'box.open.fetching': ({ snapshot, event }) => {
      expect(event.type).toBe('xstate.after.suggestionDebounce.searchBox.box.open.debouncing');
      expect(snapshot.children.fetchSuggestions).toBeDefined();
    },
    'box.open.suggesting': ({ snapshot }) => expect(snapshot.context.text.trim()).not.toBe(''),
  },
});

describe('search box', () => {
  it('restarts the debounce on every keystroke and leaves the keywords alone', async () => {
    const clock = new SimulatedClock();
    let suggestionCalls = 0;
    let keywordCalls = 0;
    const machine = searchBoxMachine.provide({
      actors: {
        fetchSuggestions: fromPromise(async () => {
          suggestionCalls++;
          return SUGGESTIONS;
        }),
        fetchKeywords: fromPromise(async () => {
          keywordCalls++;
          return KEYWORDS;
        }),
      },
    });
    const actor = createActor(machine, { input: { recent: [], signedIn: true }, clock }).start();
    actor.send({ type: 'TEXT_CHANGED', text: 'bi' });
    clock.increment(300);
    actor.send({ type: 'TEXT_CHANGED', text: 'biry' });
    clock.increment(300);
    expect(actor.getSnapshot().matches({ box: { open: 'debouncing' } })).toBe(true);
    expect(suggestionCalls).toBe(0);
    clock.increment(200);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(suggestionCalls).toBe(1);
    expect(actor.getSnapshot().context.suggestions).toEqual(SUGGESTIONS);
    expect(keywordCalls).toBe(1);
    actor.stop();
  });

  it('keeps at most 5 recent searches, newest first, each once', () => {
    expect(withRecentSearch(RECENT, 'noodles')).toEqual([
      'noodles',
      'biryani',
      'pizza',
      'rice',
      'milk',
    ]);
    expect(withRecentSearch(RECENT, 'rice')).toEqual([
      'rice',
      'biryani',
      'pizza',
      'milk',
      'paracetamol',
    ]);
  });
});
