/** Where a customer lands after placing an order: its details, at SPEC §2's address. */
export const customerOrderPath = (orderId: number) =>
  `/profile?page=my-orders&orderId=${orderId}&from=checkout`;

/**
 * Where the checkout goes once the order exists (issue 13 item 6): a guest to the order-placed
 * modal on /home, a customer to the order's page.
 */
export function placedOrderPath(
  order: { orderId: number; totalAmount: number },
  guest: boolean,
): string {
  return guest
    ? `/home?status=success&order_id=${order.orderId}&totalAmount=${order.totalAmount}`
    : customerOrderPath(order.orderId);
}
