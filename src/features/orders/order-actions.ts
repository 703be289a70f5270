/**
 * What a customer may do with an order of this status (the provider's rules,
 * server/services/order-manage.ts and refunds.ts): cancel while pending (or failed), ask for a
 * refund and review once delivered.
 */
export function orderActionsOf(status: string) {
  return {
    canCancel: status === 'pending' || status === 'failed',
    canRefund: status === 'delivered',
    canReview: status === 'delivered',
  };
}
