import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Redirect } from 'wouter';
import { lazyView } from '@/components/lazy-view';
import { useConfig } from '@/system/use-config';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/PageSpinner';
import { useStoredScope } from '@/platform/location-store';

// The picker (map, machine, search) loads right after the first paint of the hero.
const LocationPicker = lazyView(() => import('./LocationPicker'), {
  fallback: <PageSpinner />,
});
// What the service offers sits under the picker: it comes after the picker's code, so the picker
// arriving above it does not push it down (CLS).
const LandingIntro = lazyView(() =>
  import('./LocationPicker')
    .then(() => import('./LandingIntro'))
    .then((module) => ({ default: module.LandingIntro })),
);

/** `/`: the landing for a visitor with no location yet (SPEC §2). */
export default function LandingPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const place = useStoredScope();

  if (place.zoneIds) return <Redirect to="/home" />;
  return (
    <Container maxW="3xl" py={{ base: '6', md: '12' }}>
      <Stack gap="6">
        <Box textAlign="center">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            {t('landing.title')}
          </Heading>
          <Text mt="2" color="fg.muted">
            {t('landing.subtitle')}
          </Text>
        </Box>
        <Box
          as="section"
          aria-labelledby="pick-location-heading"
          borderWidth="1px"
          borderRadius="lg"
          p={{ base: '3', md: '5' }}
          bg="bg.panel"
        >
          <Heading as="h2" id="pick-location-heading" size="md" mb="3">
            {t('location.title')}
          </Heading>
          {/* The picker's height (input, map, address, button) is kept while it loads. */}
          <Box minHeight="calc(140px + min(300px, 50dvh))">
            {config.isPending ? (
              <PageSpinner />
            ) : config.isError ? (
              <ErrorState error={config.error} onRetry={() => void config.refetch()} />
            ) : (
              <LocationPicker start={config.data.default_location} />
            )}
          </Box>
        </Box>
        {config.isSuccess ? <LandingIntro /> : null}
      </Stack>
    </Container>
  );
}
