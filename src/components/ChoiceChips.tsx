import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';

type Choice<T> = { value: T; label: string };

/** A row of toggle chips, one pressed: sub-categories, items or stores, sort orders. */
export function ChoiceChips<T extends string | number | null>({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <HStack role="group" aria-label={label} gap="2" flexWrap="wrap">
      {choices.map((choice) => (
        <Button
          key={String(choice.value)}
          size="sm"
          borderRadius="full"
          variant={choice.value === value ? 'solid' : 'outline'}
          colorPalette={choice.value === value ? 'green' : 'gray'}
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </Button>
      ))}
    </HStack>
  );
}
