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

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/home" component={HomePage} />
        <Route path="/categories" component={CategoriesPage} />
        <Route path="/category/:id" component={CategoryPage} />
        <Route path="/all-brands" component={BrandsPage} />
        {/* Before /store/:id, which would take them as a store's id. */}
        <Route path="/store/latest">
          <StoreListPage kind="latest" />
        </Route>
        <Route path="/store/popular">
          <StoreListPage kind="popular" />
        </Route>
        <Route path="/store/:id" component={StorePage} />
        <Route path="/flash-sales" component={FlashSalePage} />
        <Route path="/campaigns/:id" component={CampaignPage} />
        <Route path="/product/:id" component={ItemPage} />
        <Route path="/prescription-order/:storeId" component={PrescriptionOrderPage} />
        <Route path="/parcel-delivery-info" component={ParcelDeliveryPage} />
        <Route path="/checkout" component={CheckoutPage} />
        <Route path="/payment-status" component={PaymentStatusPage} />
        <Route path="/auth/sign-in">
          <AuthPage mode="signIn" />
        </Route>
        <Route path="/auth/sign-up">
          <AuthPage mode="signUp" />
        </Route>
        <Route path="/settings" component={SettingsPage} />
        <Route path="/wallet" component={WalletPage} />
        <Route path="/loyalty-points" component={LoyaltyPage} />
        <Route path="/referral-code" component={ReferralPage} />
        <Route path="/coupons" component={CouponsPage} />
        <Route path="/profile" component={ProfilePage} />
        <Route path="/chatting" component={ChatPage} />
        <Route path="/my-orders" component={MyOrdersPage} />
        <Route path="/rate-and-review/:orderId" component={RateAndReviewPage} />
        <Route path="/track-order" component={TrackOrderPage} />
        <Route path="/help-and-support" component={HelpPage} />
        {STATIC_PAGES.map((page) => (
          <Route key={page.slug} path={`/${page.slug}`}>
            <StaticPage slug={page.slug} />
          </Route>
        ))}
        {FlowsPage ? <Route path="/flows" component={FlowsPage} /> : null}
        {FlowsPage ? <Route path="/flows/:id" component={FlowsPage} /> : null}
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
