import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useConnect } from '@/system/flow-actor';
import { useTrackOrderFlow } from '@/system/flows/track-order';
import { TrackingDrawer } from '@/components/feature-slots';
import { useCartOwner, useSessionActor } from '@/system/use-session';
import { trackOrderFieldsOf, trackOrderHref, trackOrderQueryOf } from '@/system/url/order-urls';
import { fieldSlotRecipe } from '@/components/slot-recipes';
import { connectSession } from '@/features/account';
import { connectParcelTracking as connect } from '@/features/home';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/orders';

/**
 * `/track-order` (SPEC §2, §6): order id, plus the phone when signed out; the tracked order is in
 * the URL (`?order_id=…&phone=…`), so Back, Forward and reload keep the tracking drawer open.
 */
export default function TrackOrderPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const form = useConnect(useTrackOrderFlow(trackOrderFieldsOf(search)), connect);
  const session = useConnect(useSessionActor(), connectSession);
  const guestId = useCartOwner().guestId;
  const query = trackOrderQueryOf(search, { signedIn: session.isSignedIn, guestId });
  return (
    <Container maxW="xl" py="8">
      <Heading as="h1" size="2xl" mb="2">
        {t('trackOrder.title')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t(form.showPhone ? 'trackOrder.guestHint' : 'trackOrder.customerHint')}
      </Text>
      <form
        noValidate
        aria-label={t('trackOrder.title')}
        onSubmit={(event) => {
          event.preventDefault();
          form.track();
        }}
      >
        <Stack gap="4">
          <Field.Root recipe={fieldSlotRecipe}>
            <Field.Label>{t('home.orderId')}</Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={form.orderId}
              onChange={(event) => form.changeOrderId(event.target.value)}
            />
          </Field.Root>
          {form.showPhone ? (
            <Field.Root recipe={fieldSlotRecipe}>
              <Field.Label>{t('home.phone')}</Field.Label>
              <Input
                type="tel"
                autoComplete="tel"
                dir="ltr"
                value={form.phone}
                onChange={(event) => form.changePhone(event.target.value)}
              />
            </Field.Root>
          ) : null}
          <Button type="submit" colorPalette="green" alignSelf="start">
            {t('home.trackNow')}
          </Button>
        </Stack>
      </form>
      {query ? (
        <TrackingDrawer
          key={trackOrderHref(query)}
          query={query}
          onClose={() => {
            form.closeTracking();
            navigate(trackOrderHref(null));
          }}
        />
      ) : null}
    </Container>
  );
}
