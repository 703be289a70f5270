import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { useRecordPageStatus } from './page-status';

export function NotFound() {
  const { t } = useTranslation();
  useRecordPageStatus('notFound');
  return (
    <Stack align="center" textAlign="center" py="16" gap="3">
      <Image src="/illustrations/not-found.svg" alt="" width="240px" height="160px" />
      <Heading as="h1" size="2xl">
        {t('notFound.title')}
      </Heading>
      <Text color="fg.muted">{t('notFound.body')}</Text>
      <Link href="/" asChild>
        <Button as="a" variant="outline">
          {t('notFound.home')}
        </Button>
      </Link>
    </Stack>
  );
}
