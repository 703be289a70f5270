/** What other features use of `orders` (a feature imports another only through its index). */
export { MyOrders } from './MyOrdersPage';
export { OrderPlacedModal } from './OrderPlacedModal';
export { loadMyOrders } from './orders.data';
