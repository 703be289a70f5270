import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { useConfig } from '@/system/use-config';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/PageSpinner';
import '@/i18n/texts/shared';

/** `/help-and-support`: how to reach the business (config's address, phone and email). */
export default function HelpPage() {
  const { t } = useTranslation();
  const config = useConfig();
  if (config.isPending) return <PageSpinner />;
  if (config.isError)
    return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  const { address, phone, email } = config.data;
  return (
    <Container maxW="4xl" py="8">
      <Heading as="h1" size="2xl" mb="2">
        {t('pages.help')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('pages.helpIntro')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {address ? (
          <Stack borderWidth="1px" borderRadius="lg" p="4" gap="1">
            <Heading as="h2" size="md">
              {t('pages.findUs')}
            </Heading>
            <Text dir="auto">{address}</Text>
          </Stack>
        ) : null}
        {phone ? (
          <Stack borderWidth="1px" borderRadius="lg" p="4" gap="1">
            <Heading as="h2" size="md">
              {t('pages.callUs')}
            </Heading>
            <a href={`tel:${phone}`} dir="ltr">
              {phone}
            </a>
          </Stack>
        ) : null}
        {email ? (
          <Stack borderWidth="1px" borderRadius="lg" p="4" gap="1">
            <Heading as="h2" size="md">
              {t('pages.mailUs')}
            </Heading>
            <a href={`mailto:${email}`}>{email}</a>
          </Stack>
        ) : null}
      </SimpleGrid>
    </Container>
  );
}
