import { searchBoxMachine, type Suggestions } from '../../../../machines/search-box.machine';
import { ApiError } from '../../../api/errors';
import { defineModel } from '../model';

export const RECENT = ['biryani', 'pizza', 'rice', 'milk', 'paracetamol'];
export const SUGGESTIONS: Suggestions = {
  items: [{ id: 101, name: 'Chicken Biryani', slug: 'chicken-biryani-101' }],
  stores: [{ id: 7, name: 'Biryani House', slug: 'biryani-house' }],
};
export const KEYWORDS = ['biryani', 'burger', 'napa'];

const BOX_EVENTS = [
  'FOCUSED',
  'CLOSED',
  'TEXT_CHANGED',
  'SUBMITTED',
  'RECENT_CHOSEN',
  'RECENT_DELETED',
  'RECENT_CLEARED',
];

export const searchBoxModel = defineModel({
  machine: searchBoxMachine,
  variants: [
    {
      name: 'guest',
      description: 'a guest with five recent searches',
      input: { recent: RECENT, signedIn: false },
    },
    {
      name: 'customer',
      description: 'a signed-in customer on a search results page',
      input: { recent: [], signedIn: true, text: 'rice' },
    },
  ],
  behaviour: (context) => ({ hasText: context.text.trim() !== '' }),
  events: {
    FOCUSED: [{}],
    CLOSED: [{}],
    TEXT_CHANGED: [{ text: 'biry' }, { text: '' }],
    SUBMITTED: [{}],
    RECENT_CHOSEN: [{ term: 'milk' }],
    RECENT_DELETED: [{ term: 'pizza' }],
    RECENT_CLEARED: [{}],
  },
  // The keywords settle first; the box is used after (by a customer, once they are shown).
  sampleFilter: (snapshot, event) =>
    !BOX_EVENTS.includes(event.type) ||
    snapshot.matches({ keywords: snapshot.context.signedIn ? 'ready' : 'unavailable' }),
  done: { fetchSuggestions: [SUGGESTIONS], fetchKeywords: [KEYWORDS] },
  errors: {
    fetchSuggestions: [new ApiError(500, 'search', ['Server error'])],
    fetchKeywords: [new ApiError(401, 'auth', ['Unauthenticated'])],
  },
  simplePathScopes: [
    {
      name: 'typing and submitting',
      filterEvents: (_snapshot, event) =>
        ['FOCUSED', 'SUBMITTED'].includes(event.type) ||
        (event.type === 'TEXT_CHANGED' && event.text !== '') ||
        event.type.startsWith('xstate.after.') ||
        event.type.startsWith('xstate.done.'),
    },
  ],
});
