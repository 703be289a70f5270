import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { fetchSuggestions } from '@/api/search';
import { sessionActor } from '@/app/session';
import { useFlowEffects } from '@/app/use-flow-effects';
import { readJson, writeJson } from '@/platform/storage';
import { searchBoxMachine, type SearchBoxEvent } from '@machines/search-box.machine';

const providedSearchBox = searchBoxMachine.provide({
  actors: {
    fetchSuggestions: fromPromise(async ({ input, signal }) => {
      const answer = await fetchSuggestions(input.name, signal);
      return {
        items: answer.items.map((item) => ({
          id: item.id,
          name: item.name,
          slug: item.slug ?? null,
        })),
        stores: answer.stores.map((store) => ({
          id: store.id,
          name: store.name,
          slug: store.slug ?? null,
        })),
      };
    }),
    // Suggested keywords need an endpoint the contract does not define yet: none are shown.
    fetchKeywords: fromPromise(async () => [] as string[]),
  },
});

function storedRecent(): string[] {
  const value = readJson<unknown>('searchedValues');
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string')
    : [];
}

/** The header search box: its text, list and handlers (search-box machine). */
export function useSearchBox(initialText: string) {
  const [input] = useState(() => ({
    recent: storedRecent(),
    signedIn: sessionActor.getSnapshot().context.token !== null,
    text: initialText,
  }));
  const actor = useActorRef(providedSearchBox, { input });
  useFlowEffects(actor);
  useEffect(() => {
    const subscription = actor.on('recentSearchesChanged', ({ recent }) =>
      writeJson('searchedValues', recent),
    );
    return () => subscription.unsubscribe();
  }, [actor]);
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  return {
    text: context.text,
    recent: context.recent,
    suggestions: context.suggestions,
    showRecent: snapshot.matches({ box: { open: 'recent' } }) && context.recent.length > 0,
    showSuggestions:
      snapshot.matches({ box: { open: 'suggesting' } }) &&
      context.suggestions.items.length + context.suggestions.stores.length > 0,
    send: (event: SearchBoxEvent) => actor.send(event),
  };
}
