/** What other features use of `search` (a feature imports another only through its index). */
export { SearchResults } from './SearchResults';
