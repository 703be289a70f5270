/**
 * The i18n keys of the toasts the machines emit (SPEC §8 texts), and the validation keys of
 * checkout (SPEC §5), must exist in the English locale with SPEC's exact words. SPEC's
 * `{name}` placeholders are i18next's `{{name}}`. Bengali has every English key.
 */
import { describe, expect, it } from 'vitest';
import { wholeCatalogue } from '@/i18n/whole-catalogue';
import { generatePaths } from '../../src/explorer/model/model';
import { machineModels } from '../../src/explorer/model/models';
import { replayPath } from './support/replay';

/**
 * SPEC's exact texts; null where SPEC gives no words (errors.generic, and the fallbacks used
 * when the provider sends no message of its own).
 */
const TOAST_TEXTS: Record<string, string | null> = {
  'session.logoutSuccessful': 'Logout successful.',
  'session.tokenExpired': 'Your account is inactive or Your token has been expired',
  'location.newLocationSet': 'New location has been set.',
  'modules.selected': 'A module has been selected.',
  'loyalty.transferred': 'Point to wallet transfer successfully.',
  'cart.itemAdded': 'Item added to cart',
  'cart.clearedAndAdded':
    'Your cart has been cleared successfully. And selected item added to the cart.',
  'errors.generic': null,
  'stock.outOfStock': 'Out of Stock',
  'stock.outOfLimits': 'Out of Limits',
  'item.variationRequired': 'Variation {name} can not remain without selection.',
  'item.variationCountOutOfRange':
    'Selected variation named {name} must be in between Minimum {min} and Maximum {max}',
  'item.variationOutOfStock': 'This variation is out of stock',
  // SPEC §8: "exact wording of ... campaign-login messages: not shown".
  'item.campaignLoginRequired': null,
  'cart.itemUpdated': 'Item updated successfully',
  'cart.removedFromCart': 'Removed from cart.',
  'orders.paymentInfoUpdated': 'Payment info updated.',
  // The provider's message is shown; these keys stand in when it sends none.
  'orders.canceled': null,
  'address.saved': null,
  'prescription.imageRequired': 'Please upload your prescription image',
  'profile.noChanges': 'No changes found to update.',
  'profile.updated': 'Updated successfully.',
  // SPEC §5 lists the photo rules without a message.
  'profile.photoRules': null,
  'notifications.newMessage': 'You have a new message',
  'tracking.needOrderId': 'Need a order id',
  'tracking.needContactNumber': 'Need a contact number',
  'chat.maxImages': 'Maximum 3 images can be send at a time.',
  'auth.signedIn': 'Sign in successfully.',
  'auth.signedUp': 'Signup successfully.',
  'newsletter.invalidEmail': 'Please insert a valid email.',
  'newsletter.subscribed': 'Subscribed Successfully',
};

/** Validation messages under fields (SPEC §5) and dialog texts (SPEC §2), with SPEC's words. */
const FORM_TEXTS: Record<string, string> = {
  'validation.addressRequired': 'Address is required',
  'validation.nameRequired': 'Name is required',
  'validation.phoneRequired': 'Phone Number is required',
  'validation.emailInvalid': 'Must be a valid email',
  'validation.emailRequired': 'Email is required',
  'validation.firstNameRequired': 'name is required',
  'validation.lastNameRequired': 'last name required',
  'validation.profilePhoneRequired': 'phone number required',
  'auth.enterRegisteredPhone': 'Please enter your registered mobile number',
  'profile.socialPasswordNote':
    'Password can not be updated while you are logged in by using social logins.',
  'forms.resetConfirm': 'Are you sure, you want to reset?',
  'failedPayment.title': "Order didn't place successfully.",
  'failedPayment.confirm': 'Are you agree with this order fail?',
  'failedPayment.switchToCod': 'Switch to Cash On Delivery',
  'failedPayment.cancelOrder': 'Cancel Order',
  'orders.cancelReasonTitle': 'What’s Wrong With This Order?',
  'review.prompt': 'How was your experience with your last order ?',
};

/** i18next's `{{name}}` written as SPEC writes it, `{name}`. */
const specWords = (text: unknown) =>
  typeof text === 'string' ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, '{$1}') : text;

function keysOf(messages: unknown, prefix = ''): string[] {
  if (!messages || typeof messages !== 'object') return [prefix];
  return Object.entries(messages as Record<string, unknown>).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

const VALIDATION_KEYS = [
  'validation.addressRequired',
  'validation.nameRequired',
  'validation.phoneRequired',
  'validation.emailInvalid',
];

function lookup(messages: unknown, key: string): unknown {
  if (messages && typeof messages === 'object' && key in messages)
    return (messages as Record<string, unknown>)[key];
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      messages,
    );
}

describe('toast message keys', () => {
  it('the machines emit exactly these keys over all generated paths', async () => {
    const keys = new Set<string>();
    for (const model of Object.values(machineModels)) {
      // Shortest paths take every transition with every sample (the coverage gate checks it).
      for (const path of generatePaths(model).filter(
        (candidate) => candidate.generator !== 'simple',
      )) {
        const { emitted } = await replayPath(model, path);
        for (const event of emitted)
          if (event.type === 'toast' && event.messageKey) keys.add(event.messageKey);
      }
    }
    expect([...keys].sort()).toEqual(Object.keys(TOAST_TEXTS).sort());
  });

  it('English has SPEC’s words for every toast key and the checkout validation keys', () => {
    const messages = wholeCatalogue('en');
    for (const [key, text] of Object.entries(TOAST_TEXTS)) {
      if (text === null) expect(typeof lookup(messages, key), key).toBe('string');
      else expect(specWords(lookup(messages, key)), key).toBe(text);
    }
    for (const key of VALIDATION_KEYS) expect(typeof lookup(messages, key), key).toBe('string');
    // A text whose screen is not built yet is absent (tests/features/i18n.test.ts forbids keys no
    // view uses); once a view uses it, the key must exist there and its words are checked here.
    for (const [key, text] of Object.entries(FORM_TEXTS))
      if (lookup(messages, key) !== undefined)
        expect(specWords(lookup(messages, key)), key).toBe(text);
  });

  it('Bengali has exactly the keys of English', () => {
    expect(keysOf(wholeCatalogue('bn')).sort()).toEqual(keysOf(wholeCatalogue('en')).sort());
  });
});
