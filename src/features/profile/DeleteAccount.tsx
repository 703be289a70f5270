import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useDeleteAccount } from './use-delete-account';
import '@/i18n/texts/account';
import '@/i18n/texts/shared';

/** Account deletion, after a confirmation. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteAccount();
  return (
    <Stack gap="2" borderWidth="1px" borderColor="border.error" borderRadius="lg" p="6">
      <Heading as="h2" size="md">
        {t('profile.deleteAccount')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('profile.deleteDescription')}
      </Text>
      <Button
        colorPalette="red"
        variant="outline"
        alignSelf="start"
        onClick={() => setConfirming(true)}
      >
        {t('profile.deleteAccount')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('profile.deleteConfirm')}
        description={t('profile.deleteDescription')}
        confirmLabel={t('profile.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        busy={deletion.isPending}
        onConfirm={() => deletion.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
