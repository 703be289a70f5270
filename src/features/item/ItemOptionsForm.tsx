import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Item } from '@/api/schemas/catalogue';
import { useMoney } from '@/system/use-money';
import { groupBounds, isMulti, isRequired } from '@/domain/variations';
import { QuantityStepper } from './QuantityStepper';
import { useConnect } from '@/system/flow-actor';
import { useItemOptionsFlow } from '@/system/flows/item-options';
import type { ItemCartLine } from '@machines/item-options.machine';
import { connect } from './item-options.connect';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/shared';

function OptionGroup({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3">
      <Text as="legend" fontWeight="semibold" px="1">
        {legend}
        {hint ? (
          <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
            {' '}
            ({hint})
          </Text>
        ) : null}
      </Text>
      <Stack gap="2">{children}</Stack>
    </Box>
  );
}

function Choice({
  type,
  name,
  checked,
  label,
  onChange,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <HStack as="label" gap="2" cursor="pointer">
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Text as="span">{label}</Text>
    </HStack>
  );
}

type Props = {
  item: Item;
  /** The item's cart line when it is in the cart: the button says Update To Cart. */
  cartLine: ItemCartLine | null;
  /** Why it cannot be ordered now ('Out of Stock', 'Not Available now'): the button says so. */
  blockedLabel: string | null;
  onConfirmed: () => void;
};

/** The item's options, quantity, total and buttons (Buy Now too): a view of the item-options machine. */
export function ItemOptionsForm({ item, cartLine, blockedLabel, onConfirmed }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const options = useConnect(useItemOptionsFlow(item, cartLine, onConfirmed), connect);
  const optionsItem = options.item;

  return (
    <Stack gap="4">
      {optionsItem.foodVariations.map((group) => {
        const { min, max } = groupBounds(group);
        const hint = isMulti(group)
          ? t('item.chooseBetween', { min, max })
          : isRequired(group)
            ? t('item.required')
            : t('item.optional');
        return (
          <OptionGroup key={group.name} legend={group.name} hint={hint}>
            {group.values.map((value) => (
              <Choice
                key={value.label}
                type={isMulti(group) ? 'checkbox' : 'radio'}
                name={`food-${group.name}`}
                checked={options.isFoodValueChosen(group.name, value.label)}
                label={
                  Number(value.optionPrice) > 0
                    ? `${value.label} (+${money(Number(value.optionPrice))})`
                    : value.label
                }
                onChange={() => options.toggleFoodValue(group.name, value.label)}
              />
            ))}
          </OptionGroup>
        );
      })}
      {optionsItem.choiceOptions.map((choice) => (
        <OptionGroup key={choice.name} legend={choice.title}>
          {choice.options.map((option) => (
            <Choice
              key={option}
              type="radio"
              name={`choice-${choice.name}`}
              checked={options.chosenOptionOf(choice.name) === option}
              label={option}
              onChange={() => options.selectChoice(choice.name, option)}
            />
          ))}
        </OptionGroup>
      ))}
      {optionsItem.addOns.length > 0 ? (
        <OptionGroup legend={t('item.addOns')}>
          {optionsItem.addOns.map((addOn) => {
            const quantity = options.addOnQuantityOf(addOn.id);
            return (
              <HStack key={addOn.id} justify="space-between" flexWrap="wrap">
                <Choice
                  type="checkbox"
                  name={`addon-${addOn.id}`}
                  checked={quantity > 0}
                  label={`${addOn.name} (+${money(addOn.price)})`}
                  onChange={(checked) => options.toggleAddOn(addOn.id, checked)}
                />
                {quantity > 0 ? (
                  <QuantityStepper
                    size="xs"
                    value={quantity}
                    label={t('item.addOnQuantity', { name: addOn.name })}
                    decreaseLabel={t('item.decrease', { name: addOn.name })}
                    increaseLabel={t('item.increase', { name: addOn.name })}
                    onDecrease={() => options.decrementAddOn(addOn.id)}
                    onIncrease={() => options.incrementAddOn(addOn.id)}
                  />
                ) : null}
              </HStack>
            );
          })}
        </OptionGroup>
      ) : null}
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <QuantityStepper
          value={options.quantity}
          label={t('item.quantity')}
          decreaseLabel={t('item.decrease', { name: item.name })}
          increaseLabel={t('item.increase', { name: item.name })}
          onDecrease={options.decrement}
          onIncrease={options.increment}
        />
        <Text fontWeight="bold" fontSize="lg" data-testid="item-total">
          {t('item.total')}: {money(options.total)}
        </Text>
      </HStack>
      {blockedLabel ? (
        <Button colorPalette="gray" disabled>
          {blockedLabel}
        </Button>
      ) : (
        <HStack gap="3" flexWrap="wrap">
          {options.offersBuyNow ? (
            <Button flex="1" colorPalette="green" variant="outline" onClick={options.buyNow}>
              {t('item.buyNow')}
            </Button>
          ) : null}
          <Button flex="1" colorPalette="green" onClick={options.confirm}>
            {t(options.mainLabelKey)}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
