/** What other features use of `home` (a feature imports another only through its index). */
export { connect as connectParcelTracking } from './sections/parcel-tracking.connect';
export { Rail } from './sections/SectionFrame';
export { CampaignItemsSection } from './sections/CampaignItemsSection';
