import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Grid } from '@chakra-ui/react/grid';
import { Link as ChakraLink } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link, useLocation, useSearch } from 'wouter';
import { AccessGate } from '@/features/account';
import { lazyView } from '@/components/lazy-view';
import { useConfig } from '@/system/use-config';
import { PageSpinner } from '@/components/PageSpinner';
import { ACCESS_RULES } from '@/domain/access';
import { accountMenuEntries } from '@/domain/account-menu';
import {
  isCurrentEntry,
  profileNavEntries,
  profilePageOf,
  type ProfilePage,
} from '@/domain/profile-pages';
import { AddressBook } from '@/features/address';
import { MyOrders } from '@/features/orders';
import '@/i18n/texts/account';
import '@/i18n/texts/shared';
import { Inbox } from '@/components/feature-slots';

const ProfileSettings = lazyView(() => import('./ProfileSettings'), { fallback: <PageSpinner /> });

/** `/profile?page=…` (SPEC §2): the account's pages beside the one asked for; signed in only. */
export default function ProfileRoute() {
  return (
    <AccessGate rule={ACCESS_RULES.profile}>
      <ProfileShell />
    </AccessGate>
  );
}

function ProfileShell() {
  const page = profilePageOf(useSearch());
  return (
    <Container maxW="6xl" py="8">
      <Grid templateColumns={{ base: '1fr', lg: '240px 1fr' }} gap="8" alignItems="start">
        <AccountNav page={page} />
        <Box minWidth="0">
          <PageBody page={page} />
        </Box>
      </Grid>
    </Container>
  );
}

function PageBody({ page }: { page: ProfilePage }) {
  if (page === 'inbox') return <Inbox basePath="/profile?page=inbox" />;
  if (page === 'my-orders') return <MyOrders />;
  if (page === 'address') return <AddressBook />;
  return <ProfileSettings />;
}

/**
 * The same entries as the account menu (src/domain/account-menu.ts): a column beside the page on
 * a wide screen; on a phone one row that scrolls sideways above it (ten entries stacked pushed an
 * order below the first screen), scrolled to the current entry.
 */
function AccountNav({ page }: { page: ProfilePage }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const config = useConfig().data;
  const currentRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [page]);
  const entries = profileNavEntries(
    accountMenuEntries({
      customer_wallet_status: config?.customer_wallet_status ?? false,
      loyalty_point_status: config?.loyalty_point_status ?? false,
      ref_earning_status: config?.ref_earning_status ?? false,
    }),
  );
  return (
    // minWidth 0: the row scrolls inside the grid's column instead of widening the page.
    <Box
      as="nav"
      aria-label={t('profile.navLabel')}
      borderWidth="1px"
      borderRadius="lg"
      p="2"
      minWidth="0"
    >
      <Stack
        as="ul"
        direction={{ base: 'row', lg: 'column' }}
        gap={{ base: '1', lg: '0' }}
        overflowX={{ base: 'auto', lg: 'visible' }}
        listStyleType="none"
      >
        {entries.map((entry) => {
          const current = isCurrentEntry(entry, path, page);
          return (
            <Box as="li" key={entry.key} flexShrink={0}>
              <ChakraLink
                asChild
                display="block"
                whiteSpace={{ base: 'nowrap', lg: 'normal' }}
                px="3"
                py="2"
                borderRadius="md"
                fontWeight={current ? 'semibold' : 'normal'}
                bg={current ? 'green.subtle' : undefined}
                color={current ? 'green.fg' : 'fg'}
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              >
                <Link
                  ref={current ? currentRef : undefined}
                  href={entry.href}
                  aria-current={current ? 'page' : undefined}
                >
                  {t(`account.entries.${entry.key}`)}
                </Link>
              </ChakraLink>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
