import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from '@/i18n/use-translation';
import { CartDrawer } from '@/components/feature-slots';
import { useCart } from '@/system/use-cart';
import { CartIcon, onPhoneOnly, wordsHiddenOnPhone } from '@/components/bar-icons';
import '@/i18n/texts/shared';

/** Where focus goes back to when a flow the cart started ends on no control of its own. */
export const CART_BUTTON_ID = 'cart-button';

/** The navbar's cart button with its badge (the number of cart lines); on a phone an icon for its word. */
export default function CartButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const count = useCart().data?.length ?? 0;
  return (
    <Button
      id={CART_BUTTON_ID}
      colorPalette="green"
      size="sm"
      onClick={onOpen}
      onPointerEnter={CartDrawer.load}
      onFocus={CartDrawer.load}
    >
      <Box as="span" css={onPhoneOnly}>
        <CartIcon />
      </Box>
      <Box as="span" css={wordsHiddenOnPhone}>
        {t('cart.button')}
      </Box>
      <Box
        as="span"
        aria-hidden="true"
        bg="bg"
        color="fg"
        borderRadius="full"
        px="2"
        fontSize="xs"
        data-testid="cart-badge"
      >
        {count}
      </Box>
      <VisuallyHidden>{t('cart.itemCount', { count })}</VisuallyHidden>
    </Button>
  );
}
