/**
 * The next 1-based page of an infinite list, or undefined when the list is complete: a page
 * came back empty (SPEC §9) or everything the provider counted is loaded.
 */
export function nextPageOf<Page extends { total_size: number }>(listOf: (page: Page) => unknown[]) {
  return (last: Page, pages: Page[]): number | undefined => {
    const loaded = pages.reduce((sum, page) => sum + listOf(page).length, 0);
    return listOf(last).length > 0 && loaded < last.total_size ? pages.length + 1 : undefined;
  };
}
