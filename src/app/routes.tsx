import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from '@/components/NotFound';
import { PageSpinner } from '@/components/PageSpinner';
import LandingPage from '@/features/home/LandingPage';

// Every route but the landing is loaded on demand: the first paint of `/` stays inside its budget.
const HomePage = lazy(() => import('@/features/home/HomePage'));
const StorePage = lazy(() => import('@/features/store/StorePage'));
const CheckoutPage = lazy(() => import('@/features/checkout/CheckoutPage'));
// The literal flag (src/flows/enabled.ts): with FLOWS_EXPLORER=0 the explorer's chunk is not built.
const FlowsPage = __FLOWS_EXPLORER__ ? lazy(() => import('@/flows/FlowsPage')) : null;
const AuthPage = lazy(() => import('@/features/account/AuthPage'));
const ItemPage = lazy(() => import('@/features/item/ItemPage'));
const PaymentStatusPage = lazy(() => import('@/features/orders/PaymentStatusPage'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/home" component={HomePage} />
        <Route path="/store/:id" component={StorePage} />
        <Route path="/product/:id" component={ItemPage} />
        <Route path="/checkout" component={CheckoutPage} />
        <Route path="/payment-status" component={PaymentStatusPage} />
        <Route path="/auth/sign-in">
          <AuthPage mode="signIn" />
        </Route>
        <Route path="/auth/sign-up">
          <AuthPage mode="signUp" />
        </Route>
        {FlowsPage ? <Route path="/flows" component={FlowsPage} /> : null}
        {FlowsPage ? <Route path="/flows/:id" component={FlowsPage} /> : null}
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
