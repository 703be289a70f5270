import { Box, type BoxProps } from '@chakra-ui/react/box';
import { useTranslation } from '@/i18n/use-translation';
import '@/i18n/texts/catalogue';

/** 'CLOSED NOW' over a closed or inactive store's picture (SPEC §2 "'CLOSED NOW' overlays"). */
export function ClosedOverlay(props: BoxProps) {
  const { t } = useTranslation();
  return (
    <Box
      position="absolute"
      inset="0"
      bg="blackAlpha.600"
      color="white"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      {...props}
    >
      {t('store.closedNow')}
    </Box>
  );
}
