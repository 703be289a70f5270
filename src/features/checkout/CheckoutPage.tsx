import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Redirect, useSearch } from 'wouter';
import { checkoutPageOf, useCheckoutSource } from '@/system/url/checkout-page';
import { useHydrating } from '@/components/use-hydrating';
import { useCart } from '@/system/use-cart';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/PageSpinner';
import { formValues } from '@/components/TextField';
import { useStoredPlace } from '@/platform/location-store';
import { AddressesSection } from './AddressesSection';
import { CheckoutDialogs } from './CheckoutDialogs';
import { DeliveryDetailsSection } from './DeliveryDetailsSection';
import { OrderTypeSection } from './OrderTypeSection';
import { ScheduleAndNote } from './ScheduleAndNote';
import { SummarySection } from './SummarySection';
import { type CheckoutPageProps, useCheckoutPage } from './use-checkout-page';
import '@/i18n/texts/checkout';
import '@/i18n/texts/shared';

/**
 * `/checkout?page=cart|buy_now|campaign`: delivery or take-away, address, coupon, tip, schedule,
 * payment, Place Order, for the cart or for the one item Buy Now (or Order Now) chose.
 */
export default function CheckoutPage() {
  const source = useCheckoutSource();
  const asked = checkoutPageOf(new URLSearchParams(useSearch()).get('page'));
  const hydrating = useHydrating();
  const place = useStoredPlace();
  const cart = useCart();
  if (!place.zoneIds) return <Redirect to="/" />;
  // Buy Now's item is this tab's (sessionStorage): the server, and hydration, show the frame.
  if (hydrating && asked !== 'cart') return <CheckoutFrame />;
  if (source.page !== 'cart')
    return (
      <CheckoutForm key={source.page} source={source} rows={[]} address={place.address ?? ''} />
    );
  if (cart.isPending) return <CheckoutFrame />;
  if (cart.isError) return <ErrorState error={cart.error} onRetry={() => void cart.refetch()} />;
  if (cart.data.length === 0) return <Redirect to="/home" />;
  return <CheckoutForm key="cart" source={source} rows={cart.data} address={place.address ?? ''} />;
}

/** The checkout screen: its sections over one `useCheckoutPage()`. */
function CheckoutForm(props: CheckoutPageProps) {
  const page = useCheckoutPage(props);
  // Text inputs commit on blur (SPEC §9); a submit takes whatever is still being typed.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    page.submit(formValues(event.currentTarget));
  };

  if (page.checkout.isLeaving) return <PageSpinner />;
  return (
    <CheckoutLayout>
      <form onSubmit={submit} noValidate>
        <SimpleGrid {...COLUMNS}>
          <Stack gap="5">
            <OrderTypeSection page={page} />
            <AddressesSection page={page} />
            <DeliveryDetailsSection page={page} />
            <ScheduleAndNote page={page} />
          </Stack>
          <SummarySection page={page} />
        </SimpleGrid>
      </form>
      <CheckoutDialogs page={page} />
    </CheckoutLayout>
  );
}

const COLUMNS = { columns: { base: 1, md: 2 }, gap: '8', alignItems: 'start' } as const;

/** The page's heading over its content. */
function CheckoutLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container maxW="5xl" py="6">
      <Heading as="h1" size="2xl" mb="5">
        {t('checkout.title')}
      </Heading>
      {children}
    </Container>
  );
}

/** Heights of the sections' places while the cart comes (about theirs: little moves then). */
const SECTION_HEIGHTS = ['120px', '220px', '160px', '180px'];

/** The page before the visitor's cart is known: its heading and where its sections will be. */
function CheckoutFrame() {
  return (
    <CheckoutLayout>
      <SimpleGrid {...COLUMNS} aria-busy="true">
        <Stack gap="5">
          {SECTION_HEIGHTS.map((height, index) => (
            <Skeleton key={index} height={height} borderRadius="lg" />
          ))}
        </Stack>
        <Skeleton height="420px" borderRadius="lg" />
      </SimpleGrid>
    </CheckoutLayout>
  );
}
