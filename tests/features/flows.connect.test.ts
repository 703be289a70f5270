/**
 * Each view's connect over its real machine: what the view renders and which events its
 * handlers send, state by state. Network actors are stubs (pending, answering, failing).
 */
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import type { TrackedOrder, TrackingQuery } from '@machines/order-tracking.machine';
import { connect as connectAuthForm } from '@/features/account/auth-form.connect';
import { connect as connectSession } from '@/features/account/session.connect';
import { connectAddToCart, connectCheckoutGate } from '@/features/cart/cart-actors.connect';
import { connect as connectStepper } from '@/features/cart/cart-line-stepper.connect';
import { connect as connectCheckout } from '@/features/checkout/checkout.connect';
import { connect as connectNewsletter } from '@/features/footer/newsletter.connect';
import { connect as connectItemOptions } from '@/features/item/item-options.connect';
import { connect as connectModules } from '@/features/modules/module-selection.connect';
import { connect as connectFailedPayment } from '@/features/orders/failed-payment.connect';
import { connect as connectOutcome } from '@/features/orders/order-outcome.connect';
import { connect as connectSearchBox } from '@/features/search/search-box.connect';
import { connect as connectResults } from '@/features/search/search-results.connect';
import { connectLanguage, connectTheme } from '@/features/settings/settings.connect';
import { connect as connectCouponCopy } from '@/features/coupons/coupon-copy.connect';
import { connect as connectPointTransfer } from '@/features/wallet/point-transfer.connect';
import { connect as connectTracking } from '@/features/tracking/order-tracking.connect';
import { emptyDeliveryForm } from '@/domain/contact';
import { initialQuery } from '@/domain/search';
import { addToCartMachine } from '@machines/add-to-cart.machine';
import { authFormMachine } from '@machines/auth-form.machine';
import { cartLineStepperMachine } from '@machines/cart-line-stepper.machine';
import { checkoutGateMachine } from '@machines/checkout-gate.machine';
import { couponCopyMachine } from '@machines/coupon-copy.machine';
import { pointTransferMachine } from '@machines/point-transfer.machine';
import { checkoutMachine, type PaymentMethod } from '@machines/checkout.machine';
import { failedPaymentMachine } from '@machines/failed-payment.machine';
import { itemOptionsMachine } from '@machines/item-options.machine';
import { languageChangeMachine } from '@machines/language-change.machine';
import { moduleSelectionMachine } from '@machines/module-selection.machine';
import { newsletterMachine } from '@machines/newsletter.machine';
import { orderOutcomeMachine } from '@machines/order-outcome.machine';
import { orderTrackingMachine } from '@machines/order-tracking.machine';
import { searchBoxMachine } from '@machines/search-box.machine';
import { searchResultsMachine } from '@machines/search-results.machine';
import { sessionMachine } from '@machines/session.machine';
import { themeMachine } from '@machines/theme.machine';
import { answering, connected, failing, pending, settle } from './support/flow';

describe('module selection connect', () => {
  const modules = [
    { id: 1, module_name: 'Grocery', module_type: 'grocery', icon_full_url: '/g.png' },
    { id: 2, module_name: 'Food', module_type: 'food', icon_full_url: null },
  ];

  it('shows skeletons while loading, then the tiles', async () => {
    const flow = connected(
      moduleSelectionMachine.provide({ actors: { loadModules: answering(modules) } }),
      connectModules,
    );
    expect(flow.api()).toMatchObject({ isLoading: true, isEmpty: false, failure: null });
    await settle();
    expect(flow.api()).toMatchObject({ isLoading: false, modules });
    flow.api().choose(modules[1]!);
    expect(flow.sent).toEqual([
      { type: 'CHOOSE', module: { id: 2, module_name: 'Food', module_type: 'food' } },
    ]);
  });

  it('shows the empty texts for no module, the failure for the error state on failure', async () => {
    const empty = connected(
      moduleSelectionMachine.provide({ actors: { loadModules: answering([]) } }),
      connectModules,
    );
    const failed = connected(
      moduleSelectionMachine.provide({ actors: { loadModules: failing('Zone is closed') } }),
      connectModules,
    );
    await settle();
    expect(empty.api().isEmpty).toBe(true);
    expect(failed.api().failure).toEqual({ error: expect.any(Error) });
    expect((failed.api().failure!.error as Error).message).toBe('Zone is closed');
  });
});

describe('search box connect', () => {
  const machine = searchBoxMachine.provide({
    actors: {
      fetchSuggestions: answering({
        items: [{ id: 7, name: 'Rice 5kg', slug: 'rice-5kg' }],
        stores: [{ id: 3, name: 'Green Grocer', slug: null }],
      }),
      fetchKeywords: answering([]),
    },
    delays: { suggestionDebounce: 0 },
  });

  it('opens the recent searches on focus', () => {
    const flow = connected(machine, connectSearchBox, {
      recent: ['rice', 'milk'],
      signedIn: false,
    });
    expect(flow.api().isOpen).toBe(false);
    flow.api().focus();
    expect(flow.api()).toMatchObject({ isOpen: true, showRecent: true, recent: ['rice', 'milk'] });
  });

  it('shows suggestions with the pages they lead to (slug, else id)', async () => {
    const flow = connected(machine, connectSearchBox, { recent: [], signedIn: false });
    flow.api().focus();
    flow.api().changeText('ri');
    await settle();
    await settle();
    expect(flow.api()).toMatchObject({
      isOpen: true,
      showRecent: false,
      items: [{ name: 'Rice 5kg', href: '/product/rice-5kg' }],
      stores: [{ name: 'Green Grocer', href: '/store/3' }],
    });
    flow.api().close();
    expect(flow.api()).toMatchObject({ isOpen: false, items: [], stores: [] });
  });
});

describe('search results connect', () => {
  const page = (count: number, totalSize: number) => answering({ count, totalSize });

  it('loading, then results with the Found count and Load more until all are in', async () => {
    const flow = connected(
      searchResultsMachine.provide({ actors: { fetchPage: page(12, 30) } }),
      connectResults,
      { tab: 'items', search: 'rice' },
    );
    expect(flow.api()).toMatchObject({ body: 'loading', foundCount: null, showLoadMore: false });
    await settle();
    expect(flow.api()).toMatchObject({ body: 'results', foundCount: 30, showLoadMore: true });
    expect(flow.api().filters.map((filter) => filter.option)).toEqual([
      'nearby',
      'currently_open',
      'top_rated',
      'discounted',
      'popular',
    ]);
  });

  it('starts from a query read from the URL; the stores tab has no filters', async () => {
    const query = { ...initialQuery({ tab: 'stores', search: 'rice' }), sort: 'low2High' as const };
    const flow = connected(
      searchResultsMachine.provide({ actors: { fetchPage: page(0, 0) } }),
      connectResults,
      { tab: 'stores', search: 'rice', query },
    );
    await settle();
    expect(flow.api()).toMatchObject({
      body: 'empty',
      emptyKey: 'search.noStores',
      sort: 'low2High',
      filters: [],
    });
    expect(flow.api().getTabProps('stores')['aria-pressed']).toBe(true);
    flow.api().getTabProps('items').onClick();
    expect(flow.sent).toEqual([{ type: 'TAB_CHANGED', tab: 'items' }]);
  });

  it('marks a chosen filter pressed', async () => {
    const flow = connected(
      searchResultsMachine.provide({ actors: { fetchPage: page(3, 3) } }),
      connectResults,
      { tab: 'items', search: 'rice' },
    );
    flow.api().toggleFilter('top_rated');
    await settle();
    const topRated = flow.api().filters.find((filter) => filter.option === 'top_rated');
    expect(topRated?.['aria-pressed']).toBe(true);
    expect(flow.api().showLoadMore).toBe(false);
  });
});

describe('search results chips', () => {
  const query = {
    ...initialQuery({ tab: 'items', search: 'rice' }),
    filters: ['discounted' as const],
    price: { min: 10, max: 500 },
    rating: 4,
    categoryIds: [7],
    brandIds: [3],
  };

  it('lists every narrowing of the URL as a chip, and a chip removes only its own', () => {
    const flow = connected(
      searchResultsMachine.provide({
        actors: { fetchPage: answering({ count: 0, totalSize: 0 }) },
      }),
      connectResults,
      { tab: 'items', search: 'rice', query },
    );
    const chips = flow.api().chips;
    expect(chips).toEqual([
      { kind: 'filter', option: 'discounted' },
      { kind: 'price', min: 10, max: 500 },
      { kind: 'rating', rating: 4 },
      { kind: 'category', id: 7 },
      { kind: 'brand', id: 3 },
    ]);
    expect(flow.api()).toMatchObject({ price: { min: 10, max: 500 }, rating: 4 });
    expect(flow.api().isCategoryChosen(7)).toBe(true);
    expect(flow.api().isBrandChosen(4)).toBe(false);
    for (const chip of chips) flow.api().removeChip(chip);
    expect(flow.sent).toEqual([
      { type: 'FILTER_TOGGLED', filter: 'discounted' },
      { type: 'PRICE_CHANGED', min: 0, max: 20000 },
      { type: 'RATING_CHANGED', rating: 0 },
      { type: 'CATEGORY_TOGGLED', categoryId: 7 },
      { type: 'BRAND_TOGGLED', brandId: 3 },
    ]);
  });

  it('has no chips for the full price range and no rating', () => {
    const flow = connected(
      searchResultsMachine.provide({
        actors: { fetchPage: answering({ count: 0, totalSize: 0 }) },
      }),
      connectResults,
      { tab: 'items', search: 'rice' },
    );
    expect(flow.api().chips).toEqual([]);
    expect(flow.api().priceBounds).toEqual({ min: 0, max: 20000, gap: 1 });
  });
});

describe('auth form connect', () => {
  it('signing in: busy, then nothing more to do; the switch link keeps where to return', () => {
    const flow = connected(
      authFormMachine.provide({ actors: { signIn: pending(), signUp: pending() } }),
      connectAuthForm,
      { mode: 'signIn', returnTo: '/checkout?page=cart' },
    );
    expect(flow.api()).toMatchObject({
      titleKey: 'auth.signInTitle',
      submitKey: 'auth.login',
      switchHref: '/auth/sign-up?from=%2Fcheckout%3Fpage%3Dcart',
      isBusy: false,
    });
    flow.api().submit();
    expect(flow.api().errorKeyOf('identifier')).toBeDefined();
    flow.api().commit('identifier', '+8801700000001');
    flow.api().commit('password', 'demo1234');
    flow.api().submit();
    expect(flow.api().isBusy).toBe(true);
    expect(flow.api().valueOf('identifier')).toBe('+8801700000001');
  });
});

describe('checkout connect', () => {
  const machine = checkoutMachine.provide({ actors: { placeOrder: pending() } });
  const input = (guest: boolean, allowedMethods?: PaymentMethod[]) => ({
    form: emptyDeliveryForm(),
    idempotencyKey: 'key-1',
    guest,
    allowedMethods:
      allowedMethods ??
      (guest
        ? (['cash_on_delivery', 'digital_payment'] as PaymentMethod[])
        : (['cash_on_delivery', 'wallet', 'digital_payment'] as PaymentMethod[])),
  });
  const fillIn = (flow: { api: () => ReturnType<typeof connectCheckout> }) => {
    for (const [field, value] of [
      ['contactName', 'Amina'],
      ['contactPhone', '+8801700000000'],
      ['contactEmail', 'amina@example.com'],
      ['address', 'Road 7, Banani'],
    ] as const)
      flow.api().commit(field, value);
  };

  it("a guest's email is required, a customer's is not (SPEC §5)", () => {
    expect(
      connected(machine, connectCheckout, input(true)).api().isRequired('contactEmail', false),
    ).toBe(true);
    expect(
      connected(machine, connectCheckout, input(false)).api().isRequired('contactEmail', false),
    ).toBe(false);
  });

  it('shows the messages, then is busy placing once the form is complete', () => {
    const flow = connected(machine, connectCheckout, input(true));
    flow.api().place();
    expect(flow.api().errorKeyOf('contactEmail')).toBe('validation.emailRequired');
    for (const [field, value] of [
      ['contactName', 'Amina'],
      ['contactPhone', '+8801700000000'],
      ['contactEmail', 'amina@example.com'],
      ['address', 'Road 7, Banani'],
    ] as const)
      flow.api().commit(field, value);
    flow.api().choosePayment('digital_payment');
    flow.api().place();
    expect(flow.api()).toMatchObject({ isPlacing: true, paymentMethod: 'digital_payment' });
  });

  it('offers what is allowed: cash on delivery first where it is on', () => {
    expect(connected(machine, connectCheckout, input(true)).api()).toMatchObject({
      paymentMethods: ['cash_on_delivery', 'digital_payment'],
      paymentMethod: 'cash_on_delivery',
      paymentNote: null,
      canPlace: true,
    });
  });

  it('where cash on delivery is off, the first allowed method is chosen and cash cannot be', () => {
    const flow = connected(machine, connectCheckout, input(false, ['wallet', 'digital_payment']));
    expect(flow.api()).toMatchObject({
      paymentMethods: ['wallet', 'digital_payment'],
      paymentMethod: 'wallet',
      paymentNote: null,
      canPlace: true,
    });
    flow.api().choosePayment('cash_on_delivery');
    expect(flow.api().paymentMethod).toBe('wallet');
    flow.api().choosePayment('digital_payment');
    expect(flow.api().paymentMethod).toBe('digital_payment');
  });

  it("the zone's answer keeps the chosen method while allowed, else takes the first allowed", () => {
    const flow = connected(machine, connectCheckout, input(true));
    flow.api().choosePayment('digital_payment');
    // Cash on delivery turned off: the chosen online payment stays.
    flow.actor.send({ type: 'PAYMENT_METHODS_CHANGED', methods: ['digital_payment'] });
    expect(flow.api()).toMatchObject({
      paymentMethods: ['digital_payment'],
      paymentMethod: 'digital_payment',
    });
    flow.actor.send({ type: 'PAYMENT_METHODS_CHANGED', methods: ['cash_on_delivery'] });
    expect(flow.api().paymentMethod).toBe('cash_on_delivery');
  });

  it('with no method allowed, says so and Place Order sends nothing; a method back, it places', () => {
    const flow = connected(machine, connectCheckout, input(true));
    fillIn(flow);
    flow.actor.send({ type: 'PAYMENT_METHODS_CHANGED', methods: [] });
    expect(flow.api()).toMatchObject({
      paymentMethods: [],
      paymentMethod: null,
      paymentNote: 'checkout.noPaymentMethod',
      canPlace: false,
    });
    flow.api().place();
    expect(flow.api().isPlacing).toBe(false);
    flow.actor.send({ type: 'PAYMENT_METHODS_CHANGED', methods: ['digital_payment'] });
    expect(flow.api()).toMatchObject({
      paymentMethod: 'digital_payment',
      paymentNote: null,
      canPlace: true,
    });
    flow.api().place();
    expect(flow.api()).toMatchObject({ isPlacing: true, paymentMethod: 'digital_payment' });
  });
});

describe('item options connect', () => {
  const item = {
    id: 5,
    name: 'Biryani',
    price: 200,
    moduleType: 'food',
    stock: null,
    maximumCartQuantity: 3,
    foodVariations: [],
    choiceOptions: [],
    variations: [],
    addOns: [{ id: 9, name: 'Raita', price: 30 }],
    isCampaign: false,
    discount: { discount: 10, discount_type: 'percent' },
  };

  it('the total takes the discount off each unit, never off add-ons', () => {
    const flow = connected(itemOptionsMachine, connectItemOptions, {
      item,
      cartLine: null,
      signedIn: false,
      guestCheckout: true,
    });
    expect(flow.api()).toMatchObject({ quantity: 1, total: 180, mainLabelKey: 'item.addToCart' });
    flow.api().toggleAddOn(9, true);
    flow.api().increment();
    // (200 + 30) × 2 − 20 × 2
    expect(flow.api()).toMatchObject({ quantity: 2, total: 420 });
    expect(flow.api().addOnQuantityOf(9)).toBe(1);
  });

  it('a campaign item offers Order Now only', () => {
    const flow = connected(itemOptionsMachine, connectItemOptions, {
      item: { ...item, isCampaign: true },
      cartLine: null,
      signedIn: true,
      guestCheckout: true,
    });
    expect(flow.api().mainLabelKey).toBe('item.orderNow');
    flow.api().confirm();
    expect(flow.sent).toEqual([{ type: 'ORDER_NOW' }]);
  });
});

describe('order tracking connect', () => {
  it('the step of the order, then "Order not found" on failure', async () => {
    const found = connected(
      orderTrackingMachine.provide({
        actors: { fetchOrder: answering({ id: 100045, order_status: 'picked_up' }) },
      }),
      connectTracking,
      { orderId: 100045 },
    );
    expect(found.api().isLoading).toBe(true);
    await settle();
    expect(found.api()).toMatchObject({
      isLoading: false,
      step: 3,
      isNotFound: false,
      // Answered: waiting for the next poll, not busy.
      isRefreshing: false,
    });
    found.actor.stop();

    const missing = connected(
      orderTrackingMachine.provide({
        actors: {
          fetchOrder: fromPromise<TrackedOrder, TrackingQuery>(async () => {
            throw new ApiError(404, 'order', ['Order not found']);
          }),
        },
      }),
      connectTracking,
      { orderId: 1 },
    );
    await settle();
    expect(missing.api()).toMatchObject({ isNotFound: true, order: null });

    // Any other failure is not "not found": the error state words it, with Try again.
    const broken = connected(
      orderTrackingMachine.provide({ actors: { fetchOrder: failing('Failed to fetch') } }),
      connectTracking,
      { orderId: 1 },
    );
    await settle();
    expect(broken.api()).toMatchObject({ isNotFound: false, order: null });
    expect((broken.api().failure?.error as Error).message).toBe('Failed to fetch');
  });
});

describe('failed payment connect', () => {
  it('the dialog opens after its delay; switching is offered only where the zone takes cash', async () => {
    const machine = failedPaymentMachine.provide({
      actors: { switchToCashOnDelivery: pending(), cancelFailedOrder: pending() },
      delays: { failedDialogDelay: 0 },
    });
    const withCash = connected(machine, connectFailedPayment, {
      orderId: 1,
      guestId: 'g',
      cashOnDeliveryAllowed: true,
    });
    const withoutCash = connected(machine, connectFailedPayment, {
      orderId: 1,
      guestId: 'g',
      cashOnDeliveryAllowed: false,
    });
    expect(withCash.api().isDialogOpen).toBe(false);
    await settle();
    expect(withCash.api()).toMatchObject({ isDialogOpen: true, canSwitch: true });
    expect(withoutCash.api().canSwitch).toBe(false);
    withCash.api().switchToCashOnDelivery();
    expect(withCash.api()).toMatchObject({ isDialogOpen: true, isSwitching: true });
  });
});

describe('order outcome connect', () => {
  const placed = { orderId: 100045, totalAmount: 23.5, flagged: false };

  it('the modal, then the tracking drawer of that order', () => {
    const flow = connected(orderOutcomeMachine, connectOutcome, {
      ...placed,
      succeeded: true,
      page: 'home',
    });
    expect(flow.api()).toMatchObject({ isModalOpen: true, trackedOrderId: null });
    flow.api().trackOrder();
    expect(flow.api()).toMatchObject({ isModalOpen: false, trackedOrderId: 100045 });
  });

  it('a failed payment at the gateway: the failed-payment screen', () => {
    const flow = connected(orderOutcomeMachine, connectOutcome, {
      ...placed,
      succeeded: false,
      page: 'gateway',
    });
    expect(flow.api()).toMatchObject({ isModalOpen: false, isPaymentFailed: true });
  });
});

describe('newsletter connect', () => {
  it('an invalid email marks the field; subscribing is busy', () => {
    const flow = connected(
      newsletterMachine.provide({ actors: { subscribe: pending() } }),
      connectNewsletter,
    );
    flow
      .api()
      .getEmailProps()
      .onChange({ target: { value: 'nope' } });
    flow.api().subscribe();
    expect(flow.api().getEmailProps()).toMatchObject({ value: 'nope', 'aria-invalid': true });
    flow
      .api()
      .getEmailProps()
      .onChange({ target: { value: 'me@example.com' } });
    flow.api().subscribe();
    expect(flow.api().isSubscribing).toBe(true);
  });
});

describe('cart line stepper connect', () => {
  it('delete at 1, the requested quantity while it travels', () => {
    const flow = connected(
      cartLineStepperMachine.provide({
        actors: { updateLine: pending(), removeLine: pending(), refreshCart: pending() },
      }),
      connectStepper,
      {
        line: {
          cartId: 1,
          itemId: 5,
          quantity: 1,
          moduleType: 'grocery',
          stock: 10,
          maximumCartQuantity: null,
        },
      },
    );
    expect(flow.api()).toMatchObject({ quantity: 1, showRemove: true, isBusy: false });
    flow.api().increment();
    expect(flow.api()).toMatchObject({ quantity: 2, showRemove: false, isBusy: true });
  });

  it("an item card's stepper opens on hover or focus and stays open while it collapses", () => {
    const flow = connected(
      cartLineStepperMachine.provide({
        actors: { updateLine: pending(), removeLine: pending(), refreshCart: pending() },
      }),
      connectStepper,
      {
        line: {
          cartId: 1,
          itemId: 5,
          quantity: 2,
          moduleType: 'grocery',
          stock: 10,
          maximumCartQuantity: null,
        },
      },
    );
    expect(flow.api().isExpanded).toBe(false);
    flow.api().expand();
    expect(flow.api().isExpanded).toBe(true);
    flow.api().leave();
    expect(flow.api().isExpanded).toBe(true);
  });
});

describe('settings connects', () => {
  it('the theme toggle is named by what it switches to', () => {
    const flow = connected(themeMachine, connectTheme, { mode: 'light' });
    expect(flow.api()).toMatchObject({ isDark: false, toggleLabelKey: 'settings.darkMode' });
    flow.api().toggle();
    expect(flow.api()).toMatchObject({ isDark: true, toggleLabelKey: 'settings.lightMode' });
  });

  it('a language waits for confirmation', () => {
    const flow = connected(languageChangeMachine, connectLanguage, {
      current: { code: 'en', country: 'US' },
    });
    flow.api().choose('bn');
    expect(flow.api()).toMatchObject({ isConfirming: true, pendingCode: 'bn', currentCode: 'en' });
    flow.api().cancel();
    expect(flow.api()).toMatchObject({ isConfirming: false, pendingCode: null });
    flow.api().choose('xx');
    expect(flow.api().isConfirming).toBe(false);
  });
});

describe('session connect', () => {
  it('Logout asks first', () => {
    const flow = connected(
      sessionMachine.provide({ actors: { requestGuestId: pending() } }),
      connectSession,
      { token: 'token-1', guestId: 'guest-1' },
    );
    expect(flow.api()).toMatchObject({ isSignedIn: true, isConfirmingLogout: false });
    flow.api().logout();
    expect(flow.api().isConfirmingLogout).toBe(true);
    flow.api().cancelLogout();
    expect(flow.api()).toMatchObject({ isSignedIn: true, isConfirmingLogout: false });
  });
});

describe('cart flow connects', () => {
  const add = {
    type: 'ADD' as const,
    itemId: 1,
    storeId: 2,
    itemPath: 'rice',
    quantity: 1,
    price: 10,
    needsOptions: false,
  };

  it('another store in the cart asks to clear it; no location asks for one', () => {
    const flow = connected(
      addToCartMachine.provide({ actors: { addItem: pending(), clearCart: pending() } }),
      connectAddToCart,
    );
    flow.actor.send({ ...add, cartStoreId: 9, hasLocation: true });
    expect(flow.api()).toMatchObject({ isClearDialogOpen: true, isClearing: false });
    flow.api().confirmClear();
    expect(flow.api()).toMatchObject({ isClearDialogOpen: true, isClearing: true });

    const lost = connected(addToCartMachine, connectAddToCart);
    lost.actor.send({ ...add, cartStoreId: null, hasLocation: false });
    expect(lost.api()).toMatchObject({ isLocationPromptOpen: true, pickFromMapHref: '/' });
  });

  it("a guest's Checkout opens the login-or-guest prompt when guest checkout is on", () => {
    const flow = connected(checkoutGateMachine, connectCheckoutGate);
    flow.api().checkout({ itemCount: 2, signedIn: false, guestCheckoutEnabled: true });
    expect(flow.api().isGuestPromptOpen).toBe(true);
    flow.api().login();
    expect(flow.api().isGuestPromptOpen).toBe(false);
  });
});

describe('point transfer connect', () => {
  it('opens with the balance, refuses below the minimum, converts, then closes', async () => {
    const flow = connected(
      pointTransferMachine.provide({ actors: { transfer: answering('ok') } }),
      connectPointTransfer,
      { minimum: 20 },
    );
    expect(flow.api()).toMatchObject({ isOpen: false, isTransferring: false, problem: null });
    flow.api().open(100);
    flow
      .api()
      .getPointProps()
      .onChange({ target: { value: '10' } });
    flow.api().submit();
    expect(flow.api()).toMatchObject({
      isOpen: true,
      problem: { key: 'loyalty.belowMinimum', values: { minimum: 20 } },
    });
    expect(flow.api().getPointProps()).toMatchObject({ value: '10', 'aria-invalid': true });
    flow
      .api()
      .getPointProps()
      .onChange({ target: { value: '50' } });
    flow.api().submit();
    expect(flow.api()).toMatchObject({ isOpen: true, isTransferring: true, problem: null });
    await settle();
    expect(flow.api()).toMatchObject({ isOpen: false, isTransferring: false });
  });
});

describe('coupon copy connect', () => {
  it('shows Copied once the code is on the clipboard', async () => {
    const flow = connected(
      couponCopyMachine.provide({ actors: { writeClipboard: answering(undefined) } }),
      connectCouponCopy,
      { code: 'SAVE10' },
    );
    expect(flow.api()).toMatchObject({ isCopied: false, labelKey: 'coupons.copy' });
    flow.api().copy();
    await settle();
    expect(flow.api()).toMatchObject({ isCopied: true, labelKey: 'coupons.copied' });
    expect(flow.sent).toEqual([{ type: 'COPY' }]);
  });

  it('stays on Copy when the clipboard refuses', async () => {
    const flow = connected(
      couponCopyMachine.provide({
        actors: { writeClipboard: failing('Document is not focused.') },
      }),
      connectCouponCopy,
      { code: 'SAVE10' },
    );
    flow.api().copy();
    await settle();
    expect(flow.api()).toMatchObject({ isCopied: false, labelKey: 'coupons.copy' });
  });
});
