import { Heading } from '@chakra-ui/react/heading';
import { Link as ChakraLink } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** page=my-orders until the orders list is wired here: the way to `/my-orders`. */
export function MyOrdersLink() {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        {t('account.entries.myOrders')}
      </Heading>
      <ChakraLink asChild color="green.fg" textDecoration="underline" alignSelf="start">
        <Link href="/my-orders">{t('profile.seeOrders')}</Link>
      </ChakraLink>
    </Stack>
  );
}
