import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/i18n/use-translation';
import { useConnectivity } from '@/system/connectivity';
import { useAppUpdate } from '@/system/pwa';
import { useFailedQueries } from './use-failed-queries';
import { BusyButton } from '@/components/BusyButton';
import { NEWS_REGION } from './NewsRegions';
import '@/i18n/texts/shared';

/**
 * The app's own news at the bottom of the screen (issue 31): offline (what the page shows is
 * what was last seen; a page never opened here needs a connection, with Try again), back online
 * sending the cart's waiting changes, and "A new version is available" with Reload. Each shows
 * in its live region, on the page from the first paint (NewsRegions), so it is read out as it comes.
 */
export default function AppStatus() {
  const { t } = useTranslation();
  const connectivity = useConnectivity();
  const update = useAppUpdate();
  const failed = useFailedQueries();
  const [regions] = useState(() => ({
    update: document.getElementById(NEWS_REGION.update),
    connectivity: document.getElementById(NEWS_REGION.connectivity),
  }));
  return (
    <>
      {update.prompt && regions.update
        ? createPortal(
            <Box
              role="region"
              aria-label={t('pwa.updateRegion')}
              pointerEvents="auto"
              bg="bg.panel"
              borderTopWidth="1px"
              boxShadow="md"
              px="4"
              py="3"
              data-testid="update-prompt"
            >
              <HStack justify="space-between" gap="3" flexWrap="wrap" maxWidth="6xl" marginX="auto">
                <Text fontWeight="medium">{t('pwa.updateAvailable')}</Text>
                <HStack gap="2">
                  <Button size="sm" variant="ghost" onClick={update.later} disabled={update.busy}>
                    {t('pwa.later')}
                  </Button>
                  <BusyButton
                    size="sm"
                    colorPalette="green"
                    busy={update.busy}
                    onClick={update.reload}
                  >
                    {t('pwa.reload')}
                  </BusyButton>
                </HStack>
              </HStack>
            </Box>,
            regions.update,
          )
        : null}
      {connectivity !== 'online' && regions.connectivity
        ? createPortal(
            <Box
              pointerEvents="auto"
              bg={connectivity === 'offline' ? 'gray.800' : 'green.700'}
              color="white"
              px="4"
              py="2"
              data-testid="connectivity-banner"
              data-state={connectivity}
            >
              <HStack justify="space-between" gap="3" flexWrap="wrap" maxWidth="6xl" marginX="auto">
                <Text fontSize="sm">
                  {connectivity === 'offline'
                    ? failed.any
                      ? t('pwa.needsConnection')
                      : t('pwa.offline')
                    : t('pwa.reconnecting')}
                </Text>
                {connectivity === 'offline' && failed.any ? (
                  <Button size="xs" variant="solid" colorPalette="gray" onClick={failed.retry}>
                    {t('pwa.tryAgain')}
                  </Button>
                ) : null}
              </HStack>
            </Box>,
            regions.connectivity,
          )
        : null}
    </>
  );
}
