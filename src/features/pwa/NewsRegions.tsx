import './news-regions.css';

/** The ids of the app's news regions, where AppStatus (loaded after the first paint) shows. */
export const NEWS_REGION = { update: 'app-news-update', connectivity: 'app-news-connectivity' };

/**
 * Where the app's own news shows, at the bottom of the screen: live regions on the page from its
 * first paint, empty while there is no news. A screen reader reads a region's changes, once each;
 * a region that arrives with its text already in is not read out (going offline before the news
 * view's code was in said nothing).
 */
export function NewsRegions() {
  return (
    <div className="app-news">
      <div id={NEWS_REGION.update} aria-live="polite" />
      <div id={NEWS_REGION.connectivity} role="status" />
    </div>
  );
}
