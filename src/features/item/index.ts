/** What other features use of `item` (a feature imports another only through its index). */
export { QuantityStepper } from './QuantityStepper';
