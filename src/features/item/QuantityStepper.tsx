import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

type Props = {
  value: number;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  onDecrease: () => void;
  onIncrease: () => void;
  size?: 'xs' | 'sm';
  /** Both buttons off (a line the provider has not confirmed yet). */
  disabled?: boolean;
};

/** − n + with names a screen reader can say; the machine decides what a press does. */
export function QuantityStepper({
  value,
  label,
  decreaseLabel,
  increaseLabel,
  onDecrease,
  onIncrease,
  size = 'sm',
  disabled = false,
}: Props) {
  return (
    <HStack gap="1" role="group" aria-label={label}>
      <Button
        size={size}
        variant="outline"
        aria-label={decreaseLabel}
        onClick={onDecrease}
        disabled={disabled}
      >
        −
      </Button>
      <Text minWidth="2ch" textAlign="center" aria-live="polite">
        {/* SPEC §9: quantities below 10 show a leading zero. */}
        {String(value).padStart(2, '0')}
      </Text>
      <Button
        size={size}
        variant="outline"
        aria-label={increaseLabel}
        onClick={onIncrease}
        disabled={disabled}
      >
        +
      </Button>
    </HStack>
  );
}
