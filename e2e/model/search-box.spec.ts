import { expect, type Page } from '@playwright/test';
import { tr as t } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';
import { RECENT } from '../../src/explorer/model/models/search-box.model';
import { describeBrowserModel } from './support/browser-model';
import { pauseSoon } from './support/clock';
import { signInToken } from './support/customer';
import { HeldRoute } from './support/held-route';

type Data = { suggestions?: HeldRoute; recentCleared?: boolean };

const box = (page: Page) => page.getByRole('searchbox', { name: t('search.label') });
const list = (page: Page) => page.getByRole('list', { name: t('search.suggestions') });
const searchedFor = (page: Page) => new URL(page.url()).searchParams.get('search');

const NO_KEYWORDS =
  'No keywords on screen: the contract has no keyword call, so the app answers with none at once (src/system/flows/search-box.ts) and no view shows them.';

/**
 * The header search box. The page's clock is paused once the app has started: the 500 ms pause
 * before suggestions passes only by the path's `after` step, and the suggestion call is held
 * until its done or error step. Typing focuses the box first, as a person does.
 */
describeBrowserModel<Data>('searchBox', {
  data: () => ({}),
  start: async ({ page, request, path, data }) => {
    const input = path.variant.input as { signedIn: boolean; text?: string };
    const world = await findJourneyWorld(request);
    await returningVisitor(page, world);
    const token = input.signedIn ? await signInToken(request) : null;
    await page.addInitScript(
      ({ token, recent }) => {
        if (sessionStorage.getItem('model-search-stored')) return;
        sessionStorage.setItem('model-search-stored', '1');
        if (token) localStorage.setItem('token', token);
        // The terms the paths choose, delete and clear.
        localStorage.setItem('searchedValues', JSON.stringify(recent));
      },
      { token, recent: RECENT },
    );
    data.suggestions = await new HeldRoute(page, (call) =>
      call.url().includes('/items/search-suggestion'),
    ).install();
    await page.clock.install();
    await page.goto(input.text ? `/home?search=${input.text}&data_type=searched` : '/home');
    await expect(box(page)).toHaveValue(input.text ?? '');
    await pauseSoon(page);
  },
  act: {
    // The app's keyword fetch answers at once (no call yet): nothing to release.
    'done:fetchKeywords': async () => {},
    FOCUSED: async ({ page }) => {
      await box(page).blur();
      await box(page).focus();
    },
    // Focus leaving the box closes the list. (Escape does too, but Chromium then clears a
    // type=search input, and that empty text opens the recent searches again.)
    // Focus leaves the search (Tab would move into its open list, which keeps it open).
    CLOSED: async ({ page }) => {
      await box(page).press('Shift+Tab');
      await expect(box(page)).not.toBeFocused();
    },
    TEXT_CHANGED: async ({ page, event }) => {
      await box(page).fill(String(event.text));
    },
    'after:suggestionDebounce': async ({ page, data, delayMs }) => {
      await page.clock.runFor(delayMs - 1);
      expect(data.suggestions!.pending, 'no suggestion call before the pause is over').toBe(0);
      await page.clock.runFor(1);
      await data.suggestions!.nextCall();
    },
    'done:fetchSuggestions': async ({ page, data }) => {
      await data.suggestions!.release();
      // Suggestions lead to the item or the store.
      await expect(list(page).getByRole('link').first()).toBeVisible();
    },
    'error:fetchSuggestions': async ({ page, data }) => {
      await data.suggestions!.fail(500, 'Server error');
      await expect(list(page)).toBeHidden();
    },
    SUBMITTED: async ({ page }) => {
      const text = (await box(page).inputValue()).trim();
      await box(page).press('Enter');
      if (text) await expect.poll(() => searchedFor(page)).toBe(text);
      else await expect.poll(() => searchedFor(page)).toBeNull();
    },
    RECENT_CHOSEN: async ({ page, event }) => {
      await list(page)
        .getByRole('button', { name: String(event.term), exact: true })
        .click();
      await expect.poll(() => searchedFor(page)).toBe(event.term);
    },
    RECENT_DELETED: async ({ page, event }) => {
      const remove = list(page).getByRole('button', {
        name: t('search.deleteRecent', { term: event.term }),
      });
      await remove.click();
      await expect(remove).toBeHidden();
    },
    RECENT_CLEARED: async ({ page, data }) => {
      await list(page)
        .getByRole('button', { name: t('search.clearAll') })
        .click();
      data.recentCleared = true;
      await expect(list(page).getByRole('option')).toHaveCount(0);
    },
  },
  see: {
    'box.closed': async ({ page }) => {
      await expect(list(page)).toBeHidden();
    },
    // With no recent searches left the list has nothing to show.
    'box.open.recent': async ({ page, data }) => {
      if (data.recentCleared) await expect(list(page)).toBeHidden();
      else await expect(list(page).getByText(t('search.recent'))).toBeVisible();
    },
    'box.open.fetching': async ({ data }) => {
      await data.suggestions!.nextCall();
    },
  },
  unseen: {
    'box.open.debouncing':
      'The pause before suggestions shows nothing new: after:suggestionDebounce checks that no call is made before it is over.',
    'box.open.suggesting':
      'What the list shows is the answer: done:fetchSuggestions checks its links, error:fetchSuggestions that it is hidden.',
    'keywords.loading': NO_KEYWORDS,
    'keywords.ready': NO_KEYWORDS,
    'keywords.unavailable': NO_KEYWORDS,
  },
});
