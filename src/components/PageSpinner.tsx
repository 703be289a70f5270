import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { useTranslation } from '@/i18n/use-translation';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center py="16">
      <Spinner size="lg" role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
