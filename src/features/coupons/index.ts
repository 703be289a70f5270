/** What other features use of `coupons` (a feature imports another only through its index). */
export { CopyButton } from './CopyButton';
