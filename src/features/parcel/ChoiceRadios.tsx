import { RadioGroup } from '@chakra-ui/react/radio-group';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId } from 'react';
import { radioGroupSlotRecipe } from '@/components/slot-recipes';

type Props<T extends string> = {
  label: string;
  /** null: none chosen (none to choose) */
  value: T | null;
  options: Array<{ value: T; label: string }>;
  onChange: (value: T) => void;
};

/** A labelled radio list of the parcel form (instruction, charge payer, payment method). */
export function ChoiceRadios<T extends string>({ label, value, options, onChange }: Props<T>) {
  const labelId = useId();
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" id={labelId}>
        {label}
      </Text>
      <RadioGroup.Root
        recipe={radioGroupSlotRecipe}
        value={value}
        onValueChange={(details) => onChange(details.value as T)}
        aria-labelledby={labelId}
      >
        <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '5' }} wrap="wrap">
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText dir="auto">{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Stack>
  );
}
