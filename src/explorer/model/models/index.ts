import type { MachineModel } from '../model';
import { pointTransferModel } from './point-transfer.model';
import { addToCartModel } from './add-to-cart.model';
import { authFormModel } from './auth-form.model';
import { newsletterModel } from './newsletter.model';
import { campaignCountdownModel } from './campaign-countdown.model';
import { addressFormModel } from './address-form.model';
import { carouselModel } from './carousel.model';
import { cartLineStepperModel } from './cart-line-stepper.model';
import { chatComposerModel } from './chat-composer.model';
import { checkoutGateModel } from './checkout-gate.model';
import { checkoutModel } from './checkout.model';
import { couponApplyModel } from './coupon-apply.model';
import { couponCopyModel } from './coupon-copy.model';
import { failedPaymentModel } from './failed-payment.model';
import { guestContactFormModel } from './guest-contact-form.model';
import { itemOptionsModel } from './item-options.model';
import { languageChangeModel } from './language-change.model';
import { locationModel } from './location.model';
import { moduleSelectionModel } from './module-selection.model';
import { orderCancelModel } from './order-cancel.model';
import { orderOutcomeModel } from './order-outcome.model';
import { orderTrackingModel } from './order-tracking.model';
import { parcelOrderModel } from './parcel-order.model';
import { parcelTrackingModel } from './parcel-tracking.model';
import { prescriptionOrderModel } from './prescription-order.model';
import { profileEditModel } from './profile-edit.model';
import { pushNotificationModel } from './push-notification.model';
import { refundRequestModel } from './refund-request.model';
import { reviewPromptModel } from './review-prompt.model';
import { reviewModel } from './review.model';
import { searchBoxModel } from './search-box.model';
import { searchResultsModel } from './search-results.model';
import { sessionModel } from './session.model';
import { themeModel } from './theme.model';
import { connectivityModel } from './connectivity.model';
import { appUpdateModel } from './app-update.model';

/** The test model of every machine, by machine id (the coverage gate checks it matches `machineRegistry`). */
export const machineModels: Record<string, MachineModel> = Object.fromEntries(
  [
    locationModel,
    moduleSelectionModel,
    sessionModel,
    addToCartModel,
    checkoutGateModel,
    checkoutModel,
    orderTrackingModel,
    orderOutcomeModel,
    carouselModel,
    itemOptionsModel,
    cartLineStepperModel,
    failedPaymentModel,
    orderCancelModel,
    prescriptionOrderModel,
    parcelOrderModel,
    addressFormModel,
    guestContactFormModel,
    profileEditModel,
    searchBoxModel,
    searchResultsModel,
    languageChangeModel,
    themeModel,
    pushNotificationModel,
    parcelTrackingModel,
    couponApplyModel,
    refundRequestModel,
    reviewModel,
    chatComposerModel,
    reviewPromptModel,
    couponCopyModel,
    authFormModel,
    newsletterModel,
    campaignCountdownModel,
    pointTransferModel,
    connectivityModel,
    appUpdateModel,
  ].map((model) => [model.machine.id, model]),
);
