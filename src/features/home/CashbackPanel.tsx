import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Popover } from '@chakra-ui/react/popover';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from '@/i18n/use-translation';
import { homeQueries } from '@/api/queries/home';
import type { Cashback } from '@/api/schemas/campaigns';
import { useSignedIn } from '@/system/use-session';
import { useConfig } from '@/system/use-config';
import { useMoney } from '@/system/use-money';
import { hiddenWhenNarrow, hiddenWhenWide } from '@/components/breakpoints';
import { InHeader } from '@/components/in-header';
import { GiftIcon } from '@/components/bar-icons';
import { popoverSlotRecipe } from '@/components/slot-recipes';
import { useHomeQuery } from '@/system/use-home-query';
import '@/i18n/texts/catalogue';

type Offers = { offers: Cashback[]; signedIn: boolean };

/**
 * The offers, one card each. Made once the popover has opened: its date formatter is the module
 * home's first Intl one, and loading the browser's Intl data took about 90 ms of a 4x-slowed
 * main thread after the page was shown.
 */
function OfferList({ offers }: { offers: Cashback[] }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const headline = (offer: Cashback) =>
    offer.cashback_type === 'percentage'
      ? t('home.cashback.percent', { value: offer.cashback_amount })
      : t('home.cashback.amount', { amount: money(offer.cashback_amount) });
  return (
    <Stack as="ul" listStyleType="none" gap="2">
      {offers.map((offer) => (
        <Box as="li" key={offer.id} borderWidth="1px" borderRadius="md" p="2">
          <Text fontWeight="bold" color="green.fg">
            {headline(offer)}
          </Text>
          {offer.title ? <Text dir="auto">{offer.title}</Text> : null}
          {offer.cashback_type === 'percentage' && offer.max_discount > 0 ? (
            <Text fontSize="sm">
              {t('home.cashback.upTo', { amount: money(offer.max_discount) })}
            </Text>
          ) : null}
          {offer.min_purchase > 0 ? (
            <Text fontSize="sm">
              {t('home.minPurchase', { amount: money(offer.min_purchase) })}
            </Text>
          ) : null}
          {offer.end_date ? (
            <Text fontSize="xs" color="fg.muted">
              {t('home.cashback.validUntil', {
                date: date.format(new Date(offer.end_date)),
              })}
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

/** Today's offers, in a popover that the trigger opens. */
function OffersPopover({ offers, signedIn, inHeader }: Offers & { inHeader: boolean }) {
  const { t } = useTranslation();
  const label = t('home.cashback.button', { number: offers.length });
  const [opened, setOpened] = useState(false);
  return (
    <Popover.Root
      onOpenChange={(details) => details.open && setOpened(true)}
      recipe={popoverSlotRecipe}
      positioning={{ placement: inHeader ? 'bottom-end' : 'top-start' }}
    >
      <Popover.Trigger asChild>
        {/* An icon with the number of offers; its hidden words name it. */}
        <Button
          colorPalette="green"
          variant={inHeader ? 'subtle' : 'solid'}
          size={inHeader ? 'sm' : 'md'}
          borderRadius={inHeader ? undefined : 'full'}
          shadow={inHeader ? undefined : 'lg'}
          flexShrink={0}
          px="2"
          gap="0.5"
          data-testid="cashback-button"
        >
          <GiftIcon />
          <Box as="span" aria-hidden="true" fontSize="xs" fontWeight="bold">
            {offers.length}
          </Box>
          <VisuallyHidden>{label}</VisuallyHidden>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            width="300px"
            maxWidth="calc(100vw - 16px)"
            maxHeight="60vh"
            overflowY="auto"
          >
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="1">
                {t('home.cashback.title')}
              </Popover.Title>
              <Text fontSize="sm" color="fg.muted" mb="3">
                {signedIn ? t('home.cashback.howItWorks') : t('home.cashback.signIn')}
              </Text>
              {opened ? <OfferList offers={offers} /> : null}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/**
 * The cashback floating panel (SPEC §2): a button that opens today's cashback offers. The
 * provider pays the best one to the customer's wallet when an order is delivered, so it shows
 * only while the wallet is on, and tells guests to sign in. From 1180 px a round icon floats at
 * the bottom of the module home, in the page's margin; below, where the cards take the whole
 * width, it is an icon in the top bar (`InHeader`): it never covers a card's price or Add button
 * (issue 31).
 */
export default function CashbackPanel() {
  const walletOn = useConfig().data?.customer_wallet_status === true;
  const signedIn = useSignedIn();
  const query = useHomeQuery(homeQueries.cashbacks);
  const offers = query.data ?? [];
  if (!walletOn || offers.length === 0) return null;
  return (
    <>
      {/* 4 px from the edge and 46 px wide at most: clear of the page's content from 1180 px. */}
      <Box position="fixed" bottom="4" insetInlineStart="1" zIndex="sticky" css={hiddenWhenNarrow}>
        <OffersPopover offers={offers} signedIn={signedIn} inHeader={false} />
      </Box>
      <InHeader>
        <Box display="contents" css={hiddenWhenWide}>
          <OffersPopover offers={offers} signedIn={signedIn} inHeader />
        </Box>
      </InHeader>
    </>
  );
}
