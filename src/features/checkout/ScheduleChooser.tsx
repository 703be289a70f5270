import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { fieldSlotRecipe } from '@/components/slot-recipes';
// Imported here, not from slot-recipes.ts: that module is in the first paint of / too.
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { scheduleAt, scheduleDays, type ScheduleDay } from '@/domain/schedule';
import { useZoneSpan } from '@/system/use-zone-span';
import '@/i18n/texts/checkout';

type Props = {
  timeZone: string;
  slotMinutes: number;
  onChange: (scheduleAt: string | null) => void;
};

/** Schedule (config `schedule_order`): now, or a day and a time slot in the business time zone. */
export function ScheduleChooser({ timeZone, slotMinutes, onChange }: Props) {
  const { t, i18n } = useTranslation();
  // The slots are those of the moment the checkout opened.
  const [openedAt] = useState(() => Date.now());
  const zoneSpan = useZoneSpan(timeZone);
  const days = useMemo(
    () => scheduleDays(openedAt, timeZone, slotMinutes, undefined, zoneSpan),
    [openedAt, timeZone, slotMinutes, zoneSpan],
  );
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const times = days.find((day) => day.date === date)?.times ?? [];
  // Today and tomorrow by name: Intl's first date format cost a phone 60 ms as the page hydrated.
  const dayName = (day: ScheduleDay) =>
    day.fromToday === 0
      ? t('checkout.scheduleToday')
      : day.fromToday === 1
        ? t('checkout.scheduleTomorrow')
        : new Intl.DateTimeFormat(i18n.language, {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
          }).format(new Date(`${day.date}T12:00:00`));

  const chooseDate = (value: string) => {
    setDate(value);
    const first = days.find((day) => day.date === value)?.times[0] ?? '';
    setTime(first);
    onChange(value && first ? scheduleAt(value, first) : null);
  };
  const chooseTime = (value: string) => {
    setTime(value);
    onChange(date && value ? scheduleAt(date, value) : null);
  };

  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <Field.Root recipe={fieldSlotRecipe}>
        <Field.Label>{t('checkout.scheduleDay')}</Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field value={date} onChange={(event) => chooseDate(event.target.value)}>
            <option value="">{t('checkout.scheduleNow')}</option>
            {days.map((day) => (
              <option key={day.date} value={day.date}>
                {dayName(day)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root recipe={fieldSlotRecipe} disabled={date === ''}>
        <Field.Label>{t('checkout.scheduleTime')}</Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field value={time} onChange={(event) => chooseTime(event.target.value)}>
            {times.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </SimpleGrid>
  );
}
