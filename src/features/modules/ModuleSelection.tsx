import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Picture } from '@/components/Picture';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorState } from '@/components/ErrorState';
import { useConnect } from '@/system/flow-actor';
import { useModuleSelectionFlow } from '@/system/flows/module-selection';
import { connect } from './module-selection.connect';
import '@/i18n/texts/shared';

/** The module selection: icon tiles of the modules serving the stored zones (SPEC §2). */
export function ModuleSelection() {
  const { t } = useTranslation();
  const selection = useConnect(useModuleSelectionFlow(), connect);

  return (
    <Box as="section" aria-labelledby="module-heading" py="6">
      <Heading as="h1" id="module-heading" size="xl" mb="1">
        {t('modules.title')}
      </Heading>
      <Text color="fg.muted" mb="5">
        {t('modules.subtitle')}
      </Text>
      {selection.failure !== null ? (
        <ErrorState error={selection.failure.error} onRetry={selection.retry} />
      ) : selection.isEmpty ? (
        <Stack textAlign="center" py="8" gap="1">
          <Text fontWeight="semibold">{t('modules.noneFound')}</Text>
          <Text color="fg.muted">{t('modules.contactOwner')}</Text>
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap="4">
          {selection.isLoading
            ? Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} height="120px" borderRadius="lg" />
              ))
            : selection.modules.map((module) => (
                <Button
                  key={module.id}
                  variant="outline"
                  height="auto"
                  py="4"
                  flexDirection="column"
                  gap="2"
                  onClick={() => selection.choose(module)}
                >
                  {module.icon_full_url ? (
                    <Picture src={module.icon_full_url} alt="" boxSize="48px" />
                  ) : null}
                  <Text>{module.module_name}</Text>
                </Button>
              ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
