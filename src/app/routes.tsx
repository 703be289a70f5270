import { Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from '@/components/NotFound';
import { PageSpinner } from '@/components/PageSpinner';
import { STATIC_PAGES } from '@/domain/static-pages';
import LandingPage from '@/features/location/LandingPage';
import { lazyView } from '@/components/lazy-view';

/**
 * A route's page, loaded when first shown, the spinner meanwhile. Not `lazy()`: React would show
 * the page no sooner than 300 ms after the spinner (lazy-views.ts). A server-rendered page (issue
 * 28) waits for its code instead: the server renders the page, and hydration keeps the server's
 * markup until the code is in (the navbar hydrates meanwhile).
 */
function page<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>) {
  return lazyView(importer, { fallback: <PageSpinner />, hydrates: true });
}

// Every route but the landing is loaded on demand: the first paint of `/` stays inside its budget.
const HomePage = page(() => import('@/features/home/HomePage'));
const StorePage = page(() => import('@/features/store/StorePage'));
const CheckoutPage = page(() => import('@/features/checkout/CheckoutPage'));
// The literal flag (src/explorer/enabled.ts): with FLOWS_EXPLORER=0 the explorer's chunk is not built.
const FlowsPage = __FLOWS_EXPLORER__ ? page(() => import('@/explorer/FlowsPage')) : null;
const AuthPage = page(() => import('@/features/account/AuthPage'));
const ItemPage = page(() => import('@/features/item/ItemPage'));
const StaticPage = page(() => import('@/features/pages/StaticPage'));
const HelpPage = page(() => import('@/features/pages/HelpPage'));
const SettingsPage = page(() => import('@/features/settings/SettingsPage'));
const WalletPage = page(() => import('@/features/wallet/WalletPage'));
const LoyaltyPage = page(() => import('@/features/wallet/LoyaltyPage'));
const ReferralPage = page(() => import('@/features/wallet/ReferralPage'));
const CouponsPage = page(() => import('@/features/coupons/CouponsPage'));
const ProfilePage = page(() => import('@/features/profile/ProfilePage'));
const ChatPage = page(() => import('@/features/chat/ChatPage'));
const PaymentStatusPage = page(() => import('@/features/orders/PaymentStatusPage'));
const CategoriesPage = page(() => import('@/features/catalogue/CategoriesPage'));
const CategoryPage = page(() => import('@/features/catalogue/CategoryPage'));
const BrandsPage = page(() => import('@/features/catalogue/BrandsPage'));
const StoreListPage = page(() => import('@/features/catalogue/StoreListPage'));
const FlashSalePage = page(() => import('@/features/catalogue/FlashSalePage'));
const CampaignPage = page(() => import('@/features/catalogue/CampaignPage'));
const PrescriptionOrderPage = page(() => import('@/features/prescription/PrescriptionOrderPage'));
const ParcelDeliveryPage = page(() => import('@/features/parcel/ParcelDeliveryPage'));
const MyOrdersPage = page(() => import('@/features/orders/MyOrdersPage'));
const RateAndReviewPage = page(() => import('@/features/orders/RateAndReviewPage'));
const TrackOrderPage = page(() => import('@/features/tracking/TrackOrderPage'));

/** A page route: its pattern, its page and the props it is given besides the path's params. */
type PageRoute = {
  path: string;
  /**
   * how the server renders it (issue 28): a public page (the default: kept by a shared cache for
   * a guest); a customer's own page (`customer`: its frame, with none of their data, which the
   * browser asks for; never kept by a shared cache); or not at all (`browser`: a form typed into
   * at once, whose fields hydration could reset under the customer's fingers, or a page that only
   * means something with what the browser alone holds)
   */
  rendered?: 'customer' | 'browser';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  page: ReturnType<typeof page<any>>;
  props?: Record<string, unknown>;
};

/** Every route but the landing's, in the order they match. */
const PAGE_ROUTES: PageRoute[] = [
  { path: '/home', page: HomePage },
  { path: '/categories', page: CategoriesPage },
  { path: '/category/:id', page: CategoryPage },
  { path: '/all-brands', page: BrandsPage },
  // Before /store/:id, which would take them as a store's id.
  { path: '/store/latest', page: StoreListPage, props: { kind: 'latest' } },
  { path: '/store/popular', page: StoreListPage, props: { kind: 'popular' } },
  { path: '/store/:id', page: StorePage },
  { path: '/flash-sales', page: FlashSalePage },
  { path: '/campaigns/:id', page: CampaignPage },
  { path: '/product/:id', page: ItemPage },
  { path: '/prescription-order/:storeId', page: PrescriptionOrderPage, rendered: 'browser' },
  { path: '/parcel-delivery-info', page: ParcelDeliveryPage, rendered: 'browser' },
  { path: '/checkout', page: CheckoutPage, rendered: 'customer' },
  { path: '/payment-status', page: PaymentStatusPage, rendered: 'browser' },
  { path: '/auth/sign-in', page: AuthPage, props: { mode: 'signIn' }, rendered: 'browser' },
  { path: '/auth/sign-up', page: AuthPage, props: { mode: 'signUp' }, rendered: 'browser' },
  { path: '/settings', page: SettingsPage },
  { path: '/wallet', page: WalletPage, rendered: 'customer' },
  { path: '/loyalty-points', page: LoyaltyPage, rendered: 'customer' },
  { path: '/referral-code', page: ReferralPage, rendered: 'customer' },
  { path: '/coupons', page: CouponsPage, rendered: 'customer' },
  { path: '/profile', page: ProfilePage, rendered: 'customer' },
  { path: '/chatting', page: ChatPage, rendered: 'browser' },
  { path: '/my-orders', page: MyOrdersPage, rendered: 'customer' },
  { path: '/rate-and-review/:orderId', page: RateAndReviewPage, rendered: 'browser' },
  { path: '/track-order', page: TrackOrderPage, rendered: 'customer' },
  { path: '/help-and-support', page: HelpPage },
  ...STATIC_PAGES.map((staticPage) => ({
    path: `/${staticPage.slug}`,
    page: StaticPage,
    props: { slug: staticPage.slug },
  })),
  ...(FlowsPage
    ? [
        { path: '/flows', page: FlowsPage },
        { path: '/flows/:id', page: FlowsPage },
      ]
    : []),
];

/** One key per page, whichever of its routes shows it. */
const pageKeys = new Map(PAGE_ROUTES.map(({ page }, index) => [page, String(index)]));

/** Whether `path` matches `pattern` (its `:name` segments match any one segment). */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]))
  );
}

/** How the server renders `path` (issue 28): see PageRoute's `rendered`. */
export function serverRendering(path: string): 'public' | 'customer' | 'browser' {
  return PAGE_ROUTES.find((candidate) => matches(candidate.path, path))?.rendered ?? 'public';
}

/**
 * Loads the code of the page `path` shows (none for the landing or an unknown path): a
 * server-rendered page is hydrated once its code is in, in one pass, so that every button of the
 * page works from hydration's end (main.tsx).
 */
export function loadPageOf(path: string): Promise<void> {
  const route = PAGE_ROUTES.find((candidate) => matches(candidate.path, path));
  return route ? route.page.load() : Promise.resolve();
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        {PAGE_ROUTES.map(({ path, page: Page, props }) => (
          // Keyed by the page: from one of its routes to another (sign in, sign up) it stays.
          <Route key={pageKeys.get(Page)} path={path}>
            {(params) => <Page params={params} {...props} />}
          </Route>
        ))}
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
