import { Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from '@/components/NotFound';
import { PageSpinner } from '@/components/PageSpinner';
import { STATIC_PAGES } from '@/domain/static-pages';
import LandingPage from '@/features/location/LandingPage';
import { lazyView } from '@/components/lazy-view';
import type { RouteData } from '@/api/queries/page-data';

/**
 * A route's page, loaded when first shown, the spinner meanwhile. Not `lazy()`: React would show
 * the page no sooner than 300 ms after the spinner (lazy-views.ts). A server-rendered page (issue
 * 28) waits for its code instead: the server renders the page, and hydration keeps the server's
 * markup until the code is in (the navbar hydrates meanwhile).
 */
function page<P extends object>(
  module: string,
  importer: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazyView(importer, { fallback: <PageSpinner />, hydrates: true, module });
}

// Every route but the landing is loaded on demand: the first paint of `/` stays inside its budget.
const HomePage = page('src/features/home/HomePage.tsx', () => import('@/features/home/HomePage'));
const StorePage = page(
  'src/features/store/StorePage.tsx',
  () => import('@/features/store/StorePage'),
);
const CheckoutPage = page(
  'src/features/checkout/CheckoutPage.tsx',
  () => import('@/features/checkout/CheckoutPage'),
);
// The literal flag (src/explorer/enabled.ts): with FLOWS_EXPLORER=0 the explorer's chunk is not built.
const FlowsPage = __FLOWS_EXPLORER__
  ? page('src/explorer/FlowsPage.tsx', () => import('@/explorer/FlowsPage'))
  : null;
const AuthPage = page(
  'src/features/account/AuthPage.tsx',
  () => import('@/features/account/AuthPage'),
);
const ItemPage = page('src/features/item/ItemPage.tsx', () => import('@/features/item/ItemPage'));
const StaticPage = page(
  'src/features/pages/StaticPage.tsx',
  () => import('@/features/pages/StaticPage'),
);
const HelpPage = page('src/features/pages/HelpPage.tsx', () => import('@/features/pages/HelpPage'));
const SettingsPage = page(
  'src/features/settings/SettingsPage.tsx',
  () => import('@/features/settings/SettingsPage'),
);
const WalletPage = page(
  'src/features/wallet/WalletPage.tsx',
  () => import('@/features/wallet/WalletPage'),
);
const LoyaltyPage = page(
  'src/features/wallet/LoyaltyPage.tsx',
  () => import('@/features/wallet/LoyaltyPage'),
);
const ReferralPage = page(
  'src/features/wallet/ReferralPage.tsx',
  () => import('@/features/wallet/ReferralPage'),
);
const CouponsPage = page(
  'src/features/coupons/CouponsPage.tsx',
  () => import('@/features/coupons/CouponsPage'),
);
const ProfilePage = page(
  'src/features/profile/ProfilePage.tsx',
  () => import('@/features/profile/ProfilePage'),
);
const ChatPage = page('src/features/chat/ChatPage.tsx', () => import('@/features/chat/ChatPage'));
const PaymentStatusPage = page(
  'src/features/orders/PaymentStatusPage.tsx',
  () => import('@/features/orders/PaymentStatusPage'),
);
const CategoriesPage = page(
  'src/features/catalogue/CategoriesPage.tsx',
  () => import('@/features/catalogue/CategoriesPage'),
);
const CategoryPage = page(
  'src/features/catalogue/CategoryPage.tsx',
  () => import('@/features/catalogue/CategoryPage'),
);
const BrandsPage = page(
  'src/features/catalogue/BrandsPage.tsx',
  () => import('@/features/catalogue/BrandsPage'),
);
const StoreListPage = page(
  'src/features/catalogue/StoreListPage.tsx',
  () => import('@/features/catalogue/StoreListPage'),
);
const FlashSalePage = page(
  'src/features/catalogue/FlashSalePage.tsx',
  () => import('@/features/catalogue/FlashSalePage'),
);
const CampaignPage = page(
  'src/features/catalogue/CampaignPage.tsx',
  () => import('@/features/catalogue/CampaignPage'),
);
const PrescriptionOrderPage = page(
  'src/features/prescription/PrescriptionOrderPage.tsx',
  () => import('@/features/prescription/PrescriptionOrderPage'),
);
const ParcelDeliveryPage = page(
  'src/features/parcel/ParcelDeliveryPage.tsx',
  () => import('@/features/parcel/ParcelDeliveryPage'),
);
const MyOrdersPage = page(
  'src/features/orders/MyOrdersPage.tsx',
  () => import('@/features/orders/MyOrdersPage'),
);
const RateAndReviewPage = page(
  'src/features/orders/RateAndReviewPage.tsx',
  () => import('@/features/orders/RateAndReviewPage'),
);
const TrackOrderPage = page(
  'src/features/tracking/TrackOrderPage.tsx',
  () => import('@/features/tracking/TrackOrderPage'),
);

const catalogueData = () => import('@/features/catalogue/catalogue.data');
const walletData = () => import('@/features/wallet/wallet.data');

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
  /**
   * what its first screen shows, which the server fetches before its one render
   * (src/api/queries/page-data.ts); a page without it is rendered with the config alone
   */
  data?: () => Promise<RouteData>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  page: ReturnType<typeof page<any>>;
  props?: Record<string, unknown>;
};

/** Every route but the landing's, in the order they match. */
const PAGE_ROUTES: PageRoute[] = [
  {
    path: '/home',
    page: HomePage,
    data: () => import('@/features/home/home.data').then((m) => m.homePage),
  },
  {
    path: '/categories',
    page: CategoriesPage,
    data: () => catalogueData().then((m) => m.categoriesPage),
  },
  {
    path: '/category/:id',
    page: CategoryPage,
    data: () => catalogueData().then((m) => m.categoryPage),
  },
  { path: '/all-brands', page: BrandsPage, data: () => catalogueData().then((m) => m.brandsPage) },
  // Before /store/:id, which would take them as a store's id.
  {
    path: '/store/latest',
    page: StoreListPage,
    props: { kind: 'latest' },
    data: () => catalogueData().then((m) => m.storeListPage),
  },
  {
    path: '/store/popular',
    page: StoreListPage,
    props: { kind: 'popular' },
    data: () => catalogueData().then((m) => m.storeListPage),
  },
  {
    path: '/store/:id',
    page: StorePage,
    data: () => import('@/features/store/store.data').then((m) => m.storePage),
  },
  {
    path: '/flash-sales',
    page: FlashSalePage,
    data: () => catalogueData().then((m) => m.flashSalePage),
  },
  {
    path: '/campaigns/:id',
    page: CampaignPage,
    data: () => catalogueData().then((m) => m.campaignPage),
  },
  {
    path: '/product/:id',
    page: ItemPage,
    data: () => import('@/features/item/item.data').then((m) => m.itemPage),
  },
  { path: '/prescription-order/:storeId', page: PrescriptionOrderPage, rendered: 'browser' },
  { path: '/parcel-delivery-info', page: ParcelDeliveryPage, rendered: 'browser' },
  {
    path: '/checkout',
    page: CheckoutPage,
    rendered: 'customer',
    data: () => import('@/features/checkout/checkout.data').then((m) => m.checkoutPage),
  },
  { path: '/payment-status', page: PaymentStatusPage, rendered: 'browser' },
  { path: '/auth/sign-in', page: AuthPage, props: { mode: 'signIn' }, rendered: 'browser' },
  { path: '/auth/sign-up', page: AuthPage, props: { mode: 'signUp' }, rendered: 'browser' },
  { path: '/settings', page: SettingsPage },
  {
    path: '/wallet',
    page: WalletPage,
    rendered: 'customer',
    data: () => walletData().then((m) => m.walletPage),
  },
  {
    path: '/loyalty-points',
    page: LoyaltyPage,
    rendered: 'customer',
    data: () => walletData().then((m) => m.loyaltyPage),
  },
  {
    path: '/referral-code',
    page: ReferralPage,
    rendered: 'customer',
    data: () => walletData().then((m) => m.referralPage),
  },
  {
    path: '/coupons',
    page: CouponsPage,
    rendered: 'customer',
    data: () => import('@/features/coupons/coupons.data').then((m) => m.couponsPage),
  },
  {
    path: '/profile',
    page: ProfilePage,
    rendered: 'customer',
    data: () => import('@/features/profile/profile.data').then((m) => m.profilePage),
  },
  { path: '/chatting', page: ChatPage, rendered: 'browser' },
  {
    path: '/my-orders',
    page: MyOrdersPage,
    rendered: 'customer',
    data: () => import('@/features/orders/orders.data').then((m) => m.myOrdersPage),
  },
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

/** The `:name` segments of `path` matched by `pattern`, decoded as wouter decodes a path. */
function paramsOf(pattern: string, path: string): Record<string, string> {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // as wouter: a path that cannot be decoded is taken as it is
  }
  const have = decoded.split('/');
  return Object.fromEntries(
    pattern
      .split('/')
      .flatMap((segment, i) =>
        segment.startsWith(':') ? [[segment.slice(1), have[i] ?? '']] : [],
      ),
  );
}

/**
 * What the route of `path` declares (an unknown path's: nothing; the landing's: its head): the server
 * renders by it, the browser keeps the document's head by it (document-head.ts).
 */
export type RouteOfPath = {
  /** see PageRoute's `rendered` */
  rendered: 'public' | 'customer' | 'browser';
  params: Record<string, string>;
  props: Record<string, unknown>;
  data: (() => Promise<RouteData>) | undefined;
};

/** The landing's head (its markup is the build's prepaint: nothing to fetch). */
const landingData = () => import('@/features/location/landing.data').then((m) => m.landingPage);

export function routeOf(path: string): RouteOfPath {
  if (path === '/') return { rendered: 'public', params: {}, props: {}, data: landingData };
  const route = PAGE_ROUTES.find((candidate) => matches(candidate.path, path));
  return {
    rendered: route?.rendered ?? 'public',
    params: route ? paramsOf(route.path, path) : {},
    props: route?.props ?? {},
    data: route?.data,
  };
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
