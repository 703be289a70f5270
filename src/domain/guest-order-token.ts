/**
 * SPEC §4: a guest order token is decoded (base64), split on `&&` and `=`; `attribute_id`
 * gives the order id when `order_id` is absent. A token that does not decode gives nothing.
 */
export function orderIdFromToken(token: string): number | null {
  let decoded: string;
  try {
    decoded = atob(token);
  } catch {
    return null;
  }
  const pairs = new Map(
    decoded.split('&&').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [key.trim(), value.trim()] as const;
    }),
  );
  const id = Number(pairs.get('attribute_id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The order id of the order-placed modal: `order_id`, else the token's `attribute_id`. */
export function placedOrderId(params: URLSearchParams): number | null {
  const direct = Number(params.get('order_id'));
  if (Number.isInteger(direct) && direct > 0) return direct;
  const token = params.get('token');
  return token ? orderIdFromToken(token) : null;
}

/** Where the order-placed query (SPEC §2: status, totalAmount or total, order_id or token, flag) leads. */
export type OrderOutcomeParams = {
  orderId: number | null;
  /** `status=success` without a fail or cancel flag. */
  succeeded: boolean;
  /** `flag=fail` or `flag=cancel`: the order's details show instead of the success modal. */
  flagged: boolean;
  totalAmount: number | null;
};

export function orderOutcomeOf(params: URLSearchParams): OrderOutcomeParams {
  const flagged = ['fail', 'cancel'].includes(params.get('flag') ?? '');
  const total = Number(params.get('totalAmount') ?? params.get('total'));
  return {
    orderId: placedOrderId(params),
    succeeded: params.get('status') === 'success' && !flagged,
    flagged,
    totalAmount: Number.isFinite(total) && total > 0 ? total : null,
  };
}
