/** What other features use of `account` (a feature imports another only through its index). */
export { connect as connectSession } from './session.connect';
export { default as AccountButton } from './AccountButton';
export { AccessGate } from './AccessGate';
