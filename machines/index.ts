import type { AnyStateMachine } from 'xstate';
import { addToCartMachine } from './add-to-cart.machine';
import { authFormMachine } from './auth-form.machine';
import { newsletterMachine } from './newsletter.machine';
import { campaignCountdownMachine } from './campaign-countdown.machine';
import { addressFormMachine } from './address-form.machine';
import { carouselMachine } from './carousel.machine';
import { cartLineStepperMachine } from './cart-line-stepper.machine';
import { chatComposerMachine } from './chat-composer.machine';
import { checkoutGateMachine } from './checkout-gate.machine';
import { checkoutMachine } from './checkout.machine';
import { couponApplyMachine } from './coupon-apply.machine';
import { couponCopyMachine } from './coupon-copy.machine';
import { pointTransferMachine } from './point-transfer.machine';
import { failedPaymentMachine } from './failed-payment.machine';
import { guestContactFormMachine } from './guest-contact-form.machine';
import { itemOptionsMachine } from './item-options.machine';
import { languageChangeMachine } from './language-change.machine';
import { locationMachine } from './location.machine';
import { moduleSelectionMachine } from './module-selection.machine';
import { orderCancelMachine } from './order-cancel.machine';
import { orderOutcomeMachine } from './order-outcome.machine';
import { orderTrackingMachine } from './order-tracking.machine';
import { parcelOrderMachine } from './parcel-order.machine';
import { parcelTrackingMachine } from './parcel-tracking.machine';
import { prescriptionOrderMachine } from './prescription-order.machine';
import { profileEditMachine } from './profile-edit.machine';
import { pushNotificationMachine } from './push-notification.machine';
import { refundRequestMachine } from './refund-request.machine';
import { reviewPromptMachine } from './review-prompt.machine';
import { reviewMachine } from './review.machine';
import { searchBoxMachine } from './search-box.machine';
import { searchResultsMachine } from './search-results.machine';
import { sessionMachine } from './session.machine';
import { themeMachine } from './theme.machine';
import { connectivityMachine } from './connectivity.machine';
import { appUpdateMachine } from './app-update.machine';

export type MachineEntry = {
  machine: AnyStateMachine;
  title: string;
  purpose: string;
  spec: string;
};

/** Every statechart of the storefront: the flow explorer, the path generator and the coverage gate read this list. */
export const machineRegistry: MachineEntry[] = [
  {
    machine: locationMachine,
    title: 'Location selection',
    purpose:
      'Place search with suggestions, a draggable map pin and the current-location button each move the point; every point is checked against the service zones; Pick stores zone, address and coordinates, or hands them back to the parcel form.',
    spec: 'SPEC §2 Location picker, §4 Location picker, §8 location messages',
  },
  {
    machine: moduleSelectionMachine,
    title: 'Module selection',
    purpose:
      'Loads the modules of the stored zones; exactly one is chosen automatically, otherwise the customer picks a tile.',
    spec: 'SPEC §2 Module selection dialog, §4 Module choice',
  },
  {
    machine: sessionMachine,
    title: 'Session',
    purpose:
      'Guest id on the first visit, the bearer token after sign-in, logout with confirmation and its 500 ms delay, and the 401 path.',
    spec: 'SPEC §4 Logout, §6 Roles, §8 401',
  },
  {
    machine: addToCartMachine,
    title: 'Add to cart',
    purpose:
      'One store per cart: an item from another store asks to clear the cart first; no location opens the location prompt; items with options go to their page.',
    spec: 'SPEC §4 Cart item, §5 One store per cart',
  },
  {
    machine: checkoutGateMachine,
    title: 'Checkout gating',
    purpose:
      'Where the Checkout button leads: checkout, the login-or-guest prompt, sign-in, or home for an empty cart.',
    spec: 'SPEC §4 Checkout button',
  },
  {
    machine: checkoutMachine,
    title: 'Checkout',
    purpose:
      'Delivery address and contact, cash on delivery and a placement that can be retried without a second order.',
    spec: 'SPEC §2 /checkout, §5 Address',
  },
  {
    machine: orderTrackingMachine,
    title: 'Order tracking',
    purpose: 'The tracking drawer polls the order every 10 s until it is delivered.',
    spec: 'SPEC §2 Order tracking drawer, §4 Order tracking',
  },
  {
    machine: itemOptionsMachine,
    title: 'Item options',
    purpose:
      'The item modal or page: quantity from 1 (or the cart quantity) within the stock and maximum, the first variation preselected, food variations with their required and min..max rules, add-ons with their own quantity, and the total; Add to Cart, Update To Cart, Buy Now, or Order Now for campaign items (signed in only).',
    spec: 'SPEC §2 Item detail, §4 Modal quantity, §5 Stock/limit and Variations',
  },
  {
    machine: cartLineStepperMachine,
    title: 'Cart line stepper',
    purpose:
      'The quantity stepper of a cart line: delete at 1, decrement above; increments stop at the stock or maximum with Out of Stock / Out of Limits; each change goes to the provider, then the cart is refreshed; on cards it collapses 500 ms after the pointer leaves.',
    spec: 'SPEC §4 Cart item, §5 Stock/limit, §9 stepper hover-out',
  },
  {
    machine: orderOutcomeMachine,
    title: 'Order placed',
    purpose:
      'After Place Order or the payment gateway: the guest order-placed modal with Track Order, the order details when the query is flagged fail or cancel, or the failed-payment screen.',
    spec: 'SPEC §2 Guest order-placed modal, Failed-payment screen; §4 guest order token',
  },
  {
    machine: carouselMachine,
    title: 'Banner carousel',
    purpose:
      'The home banners: autoplay every 4 s, paused under the pointer or the focus and for reduced motion; Previous, Next and dots by hand.',
    spec: 'SPEC §2 Home banners; §9 banner autoplay 4000 ms, speed 800 ms',
  },
  {
    machine: failedPaymentMachine,
    title: 'Failed payment',
    purpose:
      'The failed-payment screen and, 500 ms later, its dialog: switch the order to cash on delivery (only where the zone allows it) or cancel it with the reason "Order payment canceled"; both end on /home with a success message.',
    spec: 'SPEC §2 Failed-payment screen, §4 Failed payment, §7 failed-order calls',
  },
  {
    machine: orderCancelMachine,
    title: 'Order cancel',
    purpose:
      'The "What’s Wrong With This Order?" dialog: customer cancellation reasons (offset 1, limit 10) as radio choices, Back, and Submit, which cancels the order with the chosen reason.',
    spec: 'SPEC §2 Cancel-reason dialog, §7 cancellation-reasons and cancel',
  },
  {
    machine: prescriptionOrderMachine,
    title: 'Prescription order',
    purpose:
      'A pharmacy order by prescription: at least one image ("Please upload your prescription image") and a note, placed as multipart with an idempotency key so a retry never makes a second order.',
    spec: 'SPEC §3 Prescription order payload, §5 prescription image, §7 prescription/place',
  },
  {
    machine: parcelOrderMachine,
    title: 'Parcel order',
    purpose:
      'A parcel from /parcel-delivery-info: sender and receiver (name, phone, address), the delivery instruction, who pays the charge, the summary, then one placement with an idempotency key so a retry never makes a second order.',
    spec: 'SPEC §2 /parcel-delivery-info, §5 address messages, §7 order/place and parcel-instructions',
  },
  {
    machine: addressFormMachine,
    title: 'Address form',
    purpose:
      'The address dialog: required address, name and phone; the label is sent as the type when typed; Reset after confirmation; signed-in customers add or update (with an id) at the provider, guests keep the address locally.',
    spec: 'SPEC §2 Address dialog, §4 Address form, §5 Address',
  },
  {
    machine: guestContactFormMachine,
    title: 'Guest contact form',
    purpose: 'The guest contact-info dialog: name, phone and email, all required; Reset and Save.',
    spec: 'SPEC §2 Guest contact-info dialog, §4 Take-away, §5 Guest contact form',
  },
  {
    machine: profileEditMachine,
    title: 'Profile edit',
    purpose:
      'Profile edit: names and email with SPEC messages, the phone shown but unchangeable, a password only when typed and never for social login, a jpg/png/jpeg/gif photo of at most 2 MB at 1:1; no change gives "No changes found to update.", success "Updated successfully.".',
    spec: 'SPEC §2 Profile edit, §5 Profile, §7 update-profile',
  },
  {
    machine: searchBoxMachine,
    title: 'Search box',
    purpose:
      'The header search box: recent searches for empty text (at most 5, newest first, delete one, Clear All), item and store suggestions debounced 500 ms, submit to /home?search=…&data_type=searched or clear on empty; suggested keywords only when signed in.',
    spec: 'SPEC §2 Header search box, §6 suggested searches, §7 Search suggestion',
  },
  {
    machine: searchResultsMachine,
    title: 'Search results',
    purpose:
      'Search results: items and stores tabs, sort (low and high exclusive, default high to low), filters, price range 0..20000, rating, categories and brands; any change refetches from the first page, the stores tab resets the filter to all; pages load until one comes back empty.',
    spec: 'SPEC §2 Search results, §4 Sorting and refetch, §9 search constants',
  },
  {
    machine: languageChangeMachine,
    title: 'Language change',
    purpose:
      'Choosing a language asks for confirmation, then saves language and country, sets right to left for the SPEC §9 codes and reloads.',
    spec: 'SPEC §4 Language change, §5 confirmation, §9 Languages',
  },
  {
    machine: themeMachine,
    title: 'Theme',
    purpose: 'Light or dark mode, toggled and kept.',
    spec: 'SPEC §4 Theme',
  },
  {
    machine: pushNotificationMachine,
    title: 'Push notifications',
    purpose:
      'A message while on the chat refreshes the chat, otherwise a toast leads to the chat; an order status on the profile refreshes the tracking, otherwise a toast leads to the order.',
    spec: 'SPEC §3 Push notification, §4 Push, §8 new message',
  },
  {
    machine: parcelTrackingMachine,
    title: 'Parcel tracking form',
    purpose:
      'The parcel tracking form: "Need a order id"; signed out also "Need a contact number"; the phone is sent with a + prefix and the tracking drawer opens.',
    spec: 'SPEC §2 Home parcel hero, §5 Parcel tracking',
  },
  {
    machine: chatComposerMachine,
    title: 'Chat composer',
    purpose:
      'The chat input: text and at most 3 images per message, Send; a failed send keeps the text and images.',
    spec: 'SPEC §5 chat images',
  },
  {
    machine: reviewPromptMachine,
    title: 'Review prompt',
    purpose:
      '"How was your experience with your last order ?": Give Review opens /rate-and-review/{orderId}; closing triggers the review-cancel call.',
    spec: 'SPEC §2 Home review prompt, §4 Review prompt, §7 pending review and review-cancel',
  },
  {
    machine: couponCopyMachine,
    title: 'Coupon copy',
    purpose: 'Copying a coupon code shows "copied" for 1 s; a clipboard failure is only logged.',
    spec: 'SPEC §4 Coupon copy, §8 clipboard failure, §9 copy confirmation',
  },
  {
    machine: authFormMachine,
    title: 'Sign in and sign up',
    purpose:
      'The sign-in form (phone or email and password) and the sign-up form: validation, the call with the guest id so the guest cart follows the customer, a refusal that keeps what was typed but the passwords, then back where the customer came from.',
    spec: 'SPEC §2 /auth/sign-in and /auth/sign-up, §6 Roles, §8 sign-in messages',
  },
  {
    machine: newsletterMachine,
    title: 'Newsletter',
    purpose:
      'The footer newsletter band: the email is checked, then subscribed; success clears the field, a failure keeps it.',
    spec: 'SPEC §2 Footer, §5 newsletter email, §7 Newsletter',
  },
  {
    machine: campaignCountdownMachine,
    title: 'Campaign countdown',
    purpose:
      "A campaign's time left as DD:HH:MM:SS, read again every second, ending in 'This campaign is over'.",
    spec: 'SPEC §2 /campaigns/{id}, campaign countdown',
  },
  {
    machine: pointTransferMachine,
    title: 'Loyalty points to wallet',
    purpose:
      'Converting loyalty points to wallet money: at least the minimum, at most the balance; "Point to wallet transfer successfully." refreshes both balances.',
    spec: 'SPEC §2 /loyalty-points, §5 loyalty transfer, §8 messages',
  },
  {
    machine: couponApplyMachine,
    title: 'Coupon apply',
    purpose:
      "The checkout's coupon field: the provider checks the code for the store; it applies only when the item amount reaches the coupon's minimum purchase, else the minimum shows; a refusal shows the provider's words.",
    spec: 'SPEC §2 /checkout coupon, §5 coupon minimum purchase',
  },
  {
    machine: refundRequestMachine,
    title: 'Refund request',
    purpose:
      "A delivered order's refund request: a reason, an optional note and photos; the provider's words, then the order shows its new status; a failure keeps everything.",
    spec: 'SPEC §2 order details (Request refund)',
  },
  {
    machine: reviewMachine,
    title: 'Review',
    purpose:
      "Rating an item (with photos) or the courier: 1 to 5 stars and a comment, Submit once rated; the provider's words, then Reviewed; a failure keeps what was written.",
    spec: 'SPEC §2 /rate-and-review/{orderId}',
  },
  {
    machine: connectivityMachine,
    title: 'Connectivity',
    purpose:
      'Online, offline or reconnecting: the banner shows it; offline, cart changes wait in an outbox (IndexedDB) and checkout is disabled; back online, the outbox is sent in order through the add-to-cart rules before the banner goes.',
    spec: 'issue 31 (installable, offline-tolerant)',
  },
  {
    machine: appUpdateMachine,
    title: 'App update',
    purpose:
      '"A new version is available" with Reload once a new service worker waits; held back while the customer is in checkout; Reload lets the new version take over, then reloads.',
    spec: 'issue 31 (updates)',
  },
];
