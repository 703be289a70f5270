import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { useTranslation } from 'react-i18next';
import { fieldSlotRecipe } from '@/components/slot-recipes';
import { ScheduleChooser } from './ScheduleChooser';
import type { CheckoutPageApi } from './use-checkout-page';
import '@/i18n/texts/checkout';

/** The schedule (where the config offers it) and the order note. */
export function ScheduleAndNote({ page }: { page: CheckoutPageApi }) {
  const { t } = useTranslation();
  const { checkout, settings } = page;
  return (
    <>
      {settings.schedule_order ? (
        <Stack gap="2" as="section" aria-labelledby="schedule-heading">
          <Heading as="h2" id="schedule-heading" size="md">
            {t('checkout.schedule')}
          </Heading>
          <ScheduleChooser
            timeZone={settings.timezone}
            slotMinutes={settings.schedule_order_slot_duration}
            onChange={checkout.schedule}
          />
        </Stack>
      ) : null}
      <Field.Root recipe={fieldSlotRecipe}>
        <Field.Label>{t('checkout.note')}</Field.Label>
        <Textarea
          name="note"
          rows={4}
          defaultValue={checkout.valueOf('note')}
          onBlur={(event) => checkout.commit('note', event.target.value)}
        />
      </Field.Root>
    </>
  );
}
