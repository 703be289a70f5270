import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Picture } from '@/components/Picture';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { useModules } from '@/features/modules';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/shared';

const STEPS = ['location', 'store', 'track'] as const;

/**
 * What a first-time visitor reads under the picker: the modules the service offers and how an
 * order goes, so they know what they will get before they share a location.
 */
export function LandingIntro() {
  const { t } = useTranslation();
  const modules = useModules();
  // Both sections appear together: the steps shown first would be pushed down by the modules (CLS).
  if (modules.isPending) return null;
  return (
    <Stack gap="8">
      {modules.data && modules.data.length > 0 ? (
        <Box as="section" aria-labelledby="landing-modules-heading">
          <Heading as="h2" id="landing-modules-heading" size="lg" mb="3">
            {t('landing.modulesTitle')}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="3">
            {modules.data.map((module) => (
              <Box as="li" key={module.id} borderWidth="1px" borderRadius="lg" p="3" bg="bg.panel">
                <Stack direction="row" gap="3" align="center">
                  <Picture src={module.icon_full_url ?? undefined} alt="" boxSize="40px" />
                  <Box>
                    <Text fontWeight="semibold">
                      <span dir="auto">{module.module_name}</span>
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t(`home.hero.${module.module_type}.subtitle`, { defaultValue: '' })}
                    </Text>
                  </Box>
                </Stack>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      ) : null}
      <Box as="section" aria-labelledby="landing-steps-heading">
        <Heading as="h2" id="landing-steps-heading" size="lg" mb="3">
          {t('landing.stepsTitle')}
        </Heading>
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="3">
          {STEPS.map((step, index) => (
            <Box as="li" key={step} borderWidth="1px" borderRadius="lg" p="4" bg="bg.panel">
              <Text fontSize="2xl" fontWeight="bold" color="green.fg" aria-hidden>
                {index + 1}
              </Text>
              <Text fontWeight="semibold">{t(`landing.steps.${step}.title`)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t(`landing.steps.${step}.text`)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
