import type { SnapshotFrom } from 'xstate';
import type { SearchBoxEvent, searchBoxMachine } from '@machines/search-box.machine';

/** The header search box: its text, its list (recent or suggestions) and handlers. */
export function connect(
  snapshot: SnapshotFrom<typeof searchBoxMachine>,
  send: (event: SearchBoxEvent) => void,
) {
  const { context } = snapshot;
  const showRecent = snapshot.matches({ box: { open: 'recent' } }) && context.recent.length > 0;
  const suggestionCount = context.suggestions.items.length + context.suggestions.stores.length;
  const showSuggestions = snapshot.matches({ box: { open: 'suggesting' } }) && suggestionCount > 0;
  return {
    text: context.text,
    isOpen: showRecent || showSuggestions,
    showRecent,
    recent: context.recent,
    /** Suggested items and stores, each with the page it leads to. */
    items: showSuggestions
      ? context.suggestions.items.map((item) => ({
          ...item,
          href: `/product/${item.slug || item.id}`,
        }))
      : [],
    stores: showSuggestions
      ? context.suggestions.stores.map((store) => ({
          ...store,
          href: `/store/${store.slug || store.id}`,
        }))
      : [],
    focus: () => send({ type: 'FOCUSED' }),
    close: () => send({ type: 'CLOSED' }),
    changeText: (text: string) => send({ type: 'TEXT_CHANGED', text }),
    submit: () => send({ type: 'SUBMITTED' }),
    chooseRecent: (term: string) => send({ type: 'RECENT_CHOSEN', term }),
    deleteRecent: (term: string) => send({ type: 'RECENT_DELETED', term }),
    clearRecent: () => send({ type: 'RECENT_CLEARED' }),
  };
}
