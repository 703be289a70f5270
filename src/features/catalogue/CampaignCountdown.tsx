import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { useCampaignCountdownFlow } from '@/system/flows/campaign-countdown';
import { useConnect } from '@/system/flow-actor';
import { connect } from './campaign-countdown.connect';
import '@/i18n/texts/catalogue';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** DD:HH:MM:SS to the campaign's end, then 'This campaign is over'. */
export function CampaignCountdown({ endsAt }: { endsAt: number }) {
  const { t } = useTranslation();
  const countdown = useConnect(useCampaignCountdownFlow(endsAt), connect);
  if (countdown.isOver)
    return (
      <Text role="status" fontWeight="bold" color="fg.error">
        {t('catalogue.campaignOver')}
      </Text>
    );
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="fg.muted" id="campaign-ends-in">
        {t('catalogue.endsIn')}
      </Text>
      <HStack
        role="timer"
        aria-labelledby="campaign-ends-in"
        aria-describedby="campaign-clock"
        gap="2"
        width="fit-content"
        dir="ltr"
      >
        {UNITS.map((unit) => (
          <Stack key={unit} gap="0" align="center" minW="14" py="1" borderRadius="md" bg="bg.muted">
            {/* The clock moved between the server's render and hydration: the server's figure
                stays until the next tick (issue 28), instead of React rendering the page anew. */}
            <Text
              fontWeight="bold"
              fontSize="xl"
              fontVariantNumeric="tabular-nums"
              suppressHydrationWarning
            >
              {countdown.parts[unit]}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t(`catalogue.unit.${unit}`)}
            </Text>
          </Stack>
        ))}
      </HStack>
      <Box id="campaign-clock" hidden suppressHydrationWarning>
        {countdown.clock}
      </Box>
    </Stack>
  );
}
