import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from '@/components/NotFound';
import { PageSpinner } from '@/components/PageSpinner';
import { STATIC_PAGES } from '@/domain/static-pages';
import LandingPage from '@/features/home/LandingPage';

// Every route but the landing is loaded on demand: the first paint of `/` stays inside its budget.
const HomePage = lazy(() => import('@/features/home/HomePage'));
const StorePage = lazy(() => import('@/features/store/StorePage'));
const CheckoutPage = lazy(() => import('@/features/checkout/CheckoutPage'));
// The literal flag (src/flows/enabled.ts): with FLOWS_EXPLORER=0 the explorer's chunk is not built.
const FlowsPage = __FLOWS_EXPLORER__ ? lazy(() => import('@/flows/FlowsPage')) : null;
const AuthPage = lazy(() => import('@/features/account/AuthPage'));
const ItemPage = lazy(() => import('@/features/item/ItemPage'));
const StaticPage = lazy(() => import('@/features/pages/StaticPage'));
const HelpPage = lazy(() => import('@/features/pages/HelpPage'));
const SettingsPage = lazy(() => import('@/features/settings/SettingsPage'));
const WalletPage = lazy(() => import('@/features/wallet/WalletPage'));
const LoyaltyPage = lazy(() => import('@/features/wallet/LoyaltyPage'));
const ReferralPage = lazy(() => import('@/features/wallet/ReferralPage'));
const CouponsPage = lazy(() => import('@/features/coupons/CouponsPage'));
const ProfilePage = lazy(() => import('@/features/profile/ProfilePage'));
const ChatPage = lazy(() => import('@/features/chat/ChatPage'));
const PaymentStatusPage = lazy(() => import('@/features/orders/PaymentStatusPage'));
const CategoriesPage = lazy(() => import('@/features/catalogue/CategoriesPage'));
const CategoryPage = lazy(() => import('@/features/catalogue/CategoryPage'));
const BrandsPage = lazy(() => import('@/features/catalogue/BrandsPage'));
const StoreListPage = lazy(() => import('@/features/catalogue/StoreListPage'));
const FlashSalePage = lazy(() => import('@/features/catalogue/FlashSalePage'));
const CampaignPage = lazy(() => import('@/features/catalogue/CampaignPage'));
const PrescriptionOrderPage = lazy(() => import('@/features/prescription/PrescriptionOrderPage'));
const ParcelDeliveryPage = lazy(() => import('@/features/parcel/ParcelDeliveryPage'));
const MyOrdersPage = lazy(() => import('@/features/orders/MyOrdersPage'));
const RateAndReviewPage = lazy(() => import('@/features/orders/RateAndReviewPage'));
const TrackOrderPage = lazy(() => import('@/features/tracking/TrackOrderPage'));

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
