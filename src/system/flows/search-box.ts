import { fromPromise, type ActorRefFrom } from 'xstate';
import { fetchSuggestions } from '@/api/search';
import { readJson, writeJson } from '@/platform/storage';
import { searchBoxMachine } from '@machines/search-box.machine';
import type { AppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';
import { useSignedIn } from '../use-session';

const providedSearchBox = ({ api }: AppSystem) =>
  searchBoxMachine.provide({
    actors: {
      fetchSuggestions: fromPromise(async ({ input, signal }) => {
        const answer = await fetchSuggestions(api, input.name, signal);
        const entry = (entity: { id: number; name: string; slug?: string | null }) => ({
          id: entity.id,
          name: entity.name,
          slug: entity.slug ?? null,
        });
        return { items: answer.items.map(entry), stores: answer.stores.map(entry) };
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

/** The header search's actor: recent searches are kept in `searchedValues`. */
export function useSearchBoxFlow(initialText: string) {
  const signedIn = useSignedIn();
  return useFlowActor(
    providedSearchBox,
    {
      input: {
        recent: storedRecent(),
        signedIn,
        text: initialText,
      },
    },
    bindRecentSearches,
  );
}

function bindRecentSearches(actor: ActorRefFrom<typeof providedSearchBox>) {
  const changed = actor.on('recentSearchesChanged', ({ recent }) =>
    writeJson('searchedValues', recent),
  );
  return () => changed.unsubscribe();
}
