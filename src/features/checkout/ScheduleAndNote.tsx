import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { fieldSlotRecipe } from '@/components/slot-recipes';
import { useCommitTypedEarly } from '@/components/use-commit-typed-early';
import { ScheduleChooser } from './ScheduleChooser';
import type { CheckoutPageApi } from './use-checkout-page';
import '@/i18n/texts/checkout';

/** The schedule (where the config offers it) and the order note. */
export function ScheduleAndNote({ page }: { page: CheckoutPageApi }) {
  const { t } = useTranslation();
  const { checkout, settings } = page;
  const note = useRef<HTMLTextAreaElement>(null);
  const commitNote = (value: string) => checkout.commit('note', value);
  useCommitTypedEarly(note, checkout.valueOf('note'), commitNote);
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
          ref={note}
          name="note"
          rows={4}
          defaultValue={checkout.valueOf('note')}
          onBlur={(event) => commitNote(event.target.value)}
        />
      </Field.Root>
    </>
  );
}
