import { useCallback } from 'react';
import { formatMoney } from '@/domain/money';
import { useConfig } from './use-config';

/** Formats amounts with the business's currency settings. */
export function useMoney() {
  const config = useConfig().data;
  return useCallback(
    (amount: number) =>
      formatMoney(amount, {
        symbol: config?.currency_symbol ?? '$',
        direction: config?.currency_symbol_direction ?? 'left',
        decimals: config?.digit_after_decimal_point ?? 2,
      }),
    [config],
  );
}
