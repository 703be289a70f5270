import type { AccountMenuEntry } from './account-menu';

/** SPEC §2 `/profile?page=…`: the pages the profile shell renders itself. */
export const PROFILE_PAGES = ['profile-settings', 'address', 'my-orders', 'inbox'] as const;
export type ProfilePage = (typeof PROFILE_PAGES)[number];

/** The page named in the URL; an unknown or missing one is the profile settings. */
export function profilePageOf(search: string): ProfilePage {
  const page = new URLSearchParams(search).get('page');
  return (PROFILE_PAGES as readonly string[]).includes(page ?? '')
    ? (page as ProfilePage)
    : 'profile-settings';
}

/** The profile's own navigation: the account menu with the saved addresses after the settings. */
export function profileNavEntries(menu: AccountMenuEntry[]): AccountMenuEntry[] {
  const settings = menu.findIndex((entry) => entry.key === 'profileSettings');
  const addresses = { key: 'addresses', href: '/profile?page=address' };
  return [...menu.slice(0, settings + 1), addresses, ...menu.slice(settings + 1)];
}

/** Whether a menu entry is the page now shown (its link carries that `page`). */
export function isCurrentEntry(entry: AccountMenuEntry, path: string, page: ProfilePage): boolean {
  const [entryPath, entryQuery = ''] = entry.href.split('?');
  if (entryPath !== path) return false;
  return path !== '/profile' || new URLSearchParams(entryQuery).get('page') === page;
}
