import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useTranslation } from '@/i18n/use-translation';
import type { Item } from '@/api/schemas/catalogue';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/PageSpinner';
import { dialogSlotRecipe } from '@/components/slot-recipes';
import { ItemDetail } from './ItemDetail';
import { useItemDetails } from './use-item-details';
import { useRememberOpened } from './use-remember-opened';
import '@/i18n/texts/shared';

/**
 * The item detail in a dialog (SPEC §4: every module but ecommerce), opened from its card (which
 * shows meanwhile: `shown`) or from a thumbnail that knows only its id and name.
 */
export default function ItemModal({
  item,
  shown,
  onClose,
}: {
  item: { id: number; name: string };
  shown?: Item;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const details = useItemDetails(String(item.id), shown);
  const data = details.data;
  useRememberOpened(data);
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      onOpenChange={(change) => (change.open ? undefined : onClose())}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title dir="auto">{item.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {details.isError ? (
                <ErrorState error={details.error} onRetry={() => void details.refetch()} />
              ) : data ? (
                <ItemDetail item={data} heading={null} />
              ) : (
                <PageSpinner />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
