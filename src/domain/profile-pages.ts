import type { AccountMenuEntry } from './account-menu';

/** SPEC §2 `/profile?page=…`: the pages the profile shell renders itself. */
export const PROFILE_PAGES = ['profile-settings', 'my-orders', 'inbox'] as const;
export type ProfilePage = (typeof PROFILE_PAGES)[number];

/** The page named in the URL; an unknown or missing one is the profile settings. */
export function profilePageOf(search: string): ProfilePage {
  const page = new URLSearchParams(search).get('page');
  return (PROFILE_PAGES as readonly string[]).includes(page ?? '')
    ? (page as ProfilePage)
    : 'profile-settings';
}

/** Whether a menu entry is the page now shown (its link carries that `page`). */
export function isCurrentEntry(entry: AccountMenuEntry, path: string, page: ProfilePage): boolean {
  const [entryPath, entryQuery = ''] = entry.href.split('?');
  if (entryPath !== path) return false;
  return path !== '/profile' || new URLSearchParams(entryQuery).get('page') === page;
}
