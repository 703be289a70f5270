import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Portal } from '@chakra-ui/react/portal';
import { useTranslation } from '@/i18n/use-translation';
import { dialogSlotRecipe, fieldSlotRecipe } from '@/components/slot-recipes';
import type { connect } from './point-transfer.connect';
import { BusyButton } from '@/components/BusyButton';
import '@/i18n/texts/account';
import '@/i18n/texts/shared';
import { FieldMessage } from '@/components/FieldMessage';

type Props = {
  transfer: ReturnType<typeof connect>;
  /** the minimum, formatted */
  minimum: string;
  /** what a number of points brings to the wallet, formatted */
  worth: (point: number) => string;
};

/** The Convert dialog: how many points, their worth, the reason a number is refused. */
export function PointTransferDialog({ transfer, minimum, worth }: Props) {
  const { t } = useTranslation();
  const pointProps = transfer.getPointProps();
  const typed = Number(pointProps.value);
  const problem = transfer.problem;
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={transfer.isOpen}
      onOpenChange={(details) => (details.open ? undefined : transfer.close())}
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                transfer.submit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t('loyalty.convertTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root recipe={fieldSlotRecipe} invalid={problem !== null}>
                  <Field.Label>{t('loyalty.pointsToConvert')}</Field.Label>
                  <Input {...pointProps} autoComplete="off" />
                  <Field.HelperText>
                    {t('loyalty.minimumHint', { minimum })}
                    {Number.isInteger(typed) && typed > 0
                      ? ` ${t('loyalty.worth', { amount: worth(typed) })}`
                      : ''}
                  </Field.HelperText>
                  <FieldMessage>
                    {problem
                      ? t(problem.key, 'values' in problem ? problem.values : undefined)
                      : null}
                  </FieldMessage>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button
                  variant="outline"
                  onClick={transfer.close}
                  disabled={transfer.isTransferring}
                >
                  {t('common.cancel')}
                </Button>
                <BusyButton type="submit" colorPalette="green" busy={transfer.isTransferring}>
                  {t('loyalty.convert')}
                </BusyButton>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
