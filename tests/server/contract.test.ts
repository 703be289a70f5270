// @vitest-environment node
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cart, GuestAnswer } from '../../src/api/schemas/cart';
import { ItemPage, Item, ModuleList, StorePage, Store } from '../../src/api/schemas/catalogue';
import { Config } from '../../src/api/schemas/config';
import {
  Geocode,
  PlaceDetails,
  Predictions,
  ZoneAnswer,
  ZoneList,
} from '../../src/api/schemas/location';
import { PlacedOrder, TrackedOrder } from '../../src/api/schemas/orders';
import { ConversationPage, MessagePage } from '../../src/api/schemas/messages';
import { NotificationList, PushPayload } from '../../src/api/schemas/notifications';
import {
  CancellationReasons,
  OrderDetails,
  OrderPage,
  ParcelInstructions,
  RefundReasons,
  ReviewReminder,
} from '../../src/api/schemas/order-history';
import { LoyaltyTransactionPage, WalletTransactionPage } from '../../src/api/schemas/wallet';
import { sendMultipart } from './account-helpers';
import { fillCart, orderBody, placeOrder, runSteps, setupShop, signedIn } from './order-helpers';
import {
  BannersAnswer,
  OtherBanners,
  VideoContent,
  WhyChoose,
} from '../../src/api/schemas/banners';
import {
  BasicCampaignDetails,
  BasicCampaignList,
  CashbackList,
  CouponList,
  FlashSaleAnswer,
  FlashSaleItemsPage,
  ItemCampaignList,
} from '../../src/api/schemas/campaigns';
import { Category, CategoryList, SubCategoryList } from '../../src/api/schemas/categories';
import {
  BrandList,
  CommonConditionList,
  MessageAnswer,
  PageHtml,
  ParcelCategoryList,
} from '../../src/api/schemas/content';
import {
  ItemSearchPage,
  StoreList,
  StoreSearchPage,
  Suggestions,
} from '../../src/api/schemas/search';
import { StoreDetails } from '../../src/api/schemas/store-page';
import { GULSHAN_1, MODULE, call, headers, makeWorld, type TestWorld } from './helpers';

/** The provider's answers decode with the SPA's own schemas (src/api/schemas). */
let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => w.close());

const get = async (url: string, module?: number) =>
  (await call(w.app, 'GET', url, { headers: headers(module === undefined ? {} : { module }) }))
    .body;

describe('answers decode with the SPA schemas', () => {
  it('config, location and modules', async () => {
    create(await get('/api/v1/config'), Config);
    const zone = create(
      await get(`/api/v1/config/get-zone-id?lat=${GULSHAN_1.lat}&lng=${GULSHAN_1.lng}`),
      ZoneAnswer,
    );
    expect(zone.zone_id).toEqual([3, 1]);
    create(await get('/api/v1/config/place-api-autocomplete?search_text=gul'), Predictions);
    create(await get('/api/v1/config/place-api-details?placeid=dhk-gulshan-1'), PlaceDetails);
    create(await get('/api/v1/config/geocode-api?lat=23.78&lng=90.41'), Geocode);
    expect(create(await get('/api/v1/zone/list'), ZoneList)).toHaveLength(3);
    expect(create(await get('/api/v1/module'), ModuleList)).toHaveLength(5);
  });

  it('stores and items', async () => {
    const stores = create(
      await get('/api/v1/stores/get-stores/all?limit=50', MODULE.food),
      StorePage,
    );
    expect(stores.stores.length).toBeGreaterThan(0);
    create(await get('/api/v1/stores/details/1'), Store);
    for (const module of [MODULE.food, MODULE.grocery, MODULE.pharmacy, MODULE.shop]) {
      const page = create(await get('/api/v1/items/latest?limit=100', module), ItemPage);
      expect(page.products.length).toBeGreaterThan(0);
    }
    create(await get('/api/v1/items/details/1', MODULE.food), Item);
  });

  it('guest, cart, order and tracking', async () => {
    const guest = create(
      (await call(w.app, 'POST', '/api/v1/auth/guest/request')).body,
      GuestAnswer,
    );
    const g = guest.guest_id;
    const store = await w.db
      .selectFrom('stores')
      .selectAll()
      .where('module_id', '=', MODULE.food)
      .where('zone_id', '=', 3)
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    await w.db
      .updateTable('stores')
      .set({ minimum_order: 0, delivery: 1 })
      .where('id', '=', store.id)
      .execute();
    const item = (
      await w.db.selectFrom('items').selectAll().where('store_id', '=', store.id).execute()
    ).find((i) => i.food_variations === '[]')!;
    const cart = await call(w.app, 'POST', '/api/v1/customer/cart/add', {
      headers: headers({ module: MODULE.food }),
      body: { guest_id: g, item_id: item.id, quantity: 1 },
    });
    expect(create(cart.body, Cart)).toHaveLength(1);
    const placed = await call(w.app, 'POST', '/api/v1/customer/order/place', {
      headers: headers({ module: MODULE.food }),
      body: {
        guest_id: g,
        store_id: store.id,
        payment_method: 'cash_on_delivery',
        order_type: 'delivery',
        contact_person_name: 'A',
        contact_person_number: '+8801700000000',
        address: 'Gulshan 1',
        latitude: GULSHAN_1.lat,
        longitude: GULSHAN_1.lng,
      },
    });
    const order = create(placed.body, PlacedOrder);
    // pending → accepted → processing → handover → picked_up (food)
    for (let i = 0; i < 4; i++) {
      w.clock.advance(w.stepMs);
      await w.app.simulator.tick();
    }
    const tracked = create(
      await get(
        `/api/v1/customer/order/track?order_id=${order.order_id}&guest_id=${g}&contact_number=8801700000000`,
      ),
      TrackedOrder,
    );
    expect(tracked.order_status).toBe('picked_up');
    expect(typeof tracked.delivery_man?.lat).toBe('number');
  });
});

describe('issue 3 answers decode with the SPA schemas', () => {
  const at = (url: string, module?: number) =>
    call(w.app, 'GET', url, {
      headers: headers({
        zone: '[1,2,3]',
        ...(module === undefined ? {} : { module }),
        extra: { latitude: '23.7806', longitude: '90.4163' },
      }),
    }).then((r) => {
      expect(r.status, url).toBe(200);
      return r.body;
    });

  it('categories, brands, conditions and parcel categories', async () => {
    const roots = create(await at('/api/v1/categories', MODULE.food), CategoryList);
    expect(roots[0]!.childes.length).toBeGreaterThan(0);
    create(await at('/api/v1/categories'), CategoryList);
    create(await at(`/api/v1/categories/${roots[0]!.id}`), Category);
    create(await at(`/api/v1/categories/childes/${roots[0]!.id}`), SubCategoryList);
    create(await at(`/api/v1/categories/items/${roots[0]!.id}`), ItemPage);
    create(await at(`/api/v1/categories/stores/${roots[0]!.id}`), StorePage);
    const brands = create(await at('/api/v1/brand', MODULE.shop), BrandList);
    create(await at(`/api/v1/brand/items/${brands[0]!.id}`, MODULE.shop), ItemPage);
    const conditions = create(
      await at('/api/v1/common-condition', MODULE.pharmacy),
      CommonConditionList,
    );
    create(
      await at(`/api/v1/common-condition/items/${conditions[0]!.id}`, MODULE.pharmacy),
      ItemPage,
    );
    expect(
      create(await at('/api/v1/parcel-category', MODULE.parcel), ParcelCategoryList),
    ).toHaveLength(5);
  });

  it('banners, campaigns, flash sales, coupons and cashback', async () => {
    for (const module of [
      MODULE.food,
      MODULE.grocery,
      MODULE.pharmacy,
      MODULE.shop,
      MODULE.parcel,
    ]) {
      const b = create(await at('/api/v1/banners', module), BannersAnswer);
      expect(b.banners.length).toBeGreaterThan(0);
      create(await at('/api/v1/other-banners', module), OtherBanners);
    }
    const all = create(await at('/api/v1/banners'), BannersAnswer);
    expect(all.banners.some((x) => x.store !== undefined && x.store !== null)).toBe(true);
    expect(all.banners.some((x) => x.item !== undefined && x.item !== null)).toBe(true);
    create(await at('/api/v1/other-banners/why-choose', MODULE.parcel), WhyChoose);
    create(await at('/api/v1/other-banners/video-content', MODULE.parcel), VideoContent);
    const campaigns = create(await at('/api/v1/campaigns/basic', MODULE.food), BasicCampaignList);
    create(
      await at(
        `/api/v1/campaigns/basic-campaign-details?basic_campaign_id=${campaigns[0]!.id}`,
        MODULE.food,
      ),
      BasicCampaignDetails,
    );
    expect(
      create(await at('/api/v1/campaigns/item', MODULE.food), ItemCampaignList).length,
    ).toBeGreaterThan(0);
    const sale = create(await at('/api/v1/flash-sales', MODULE.grocery), FlashSaleAnswer);
    expect(sale.active_products.length).toBeGreaterThan(0);
    create(
      await at(`/api/v1/flash-sales/items?flash_sale_id=${sale.id}`, MODULE.grocery),
      FlashSaleItemsPage,
    );
    const none = create(await at('/api/v1/flash-sales', MODULE.parcel), FlashSaleAnswer);
    expect(none.active_products).toEqual([]);
    expect(create(await at('/api/v1/coupon/list'), CouponList).length).toBeGreaterThan(0);
    expect(
      create(await at('/api/v1/cashback/list', MODULE.food), CashbackList).length,
    ).toBeGreaterThan(0);
  });

  it('item and store lists, search, suggestions, store details, pages and newsletter', async () => {
    for (const list of ['popular', 'most-reviewed', 'recommended?filter=all']) {
      create(await at(`/api/v1/items/${list}`, MODULE.food), ItemPage);
    }
    for (const list of [
      'new-arrival',
      'discounted',
      'search?name=chicken&filter=%5B%22Nearby%22%5D',
    ]) {
      expect(
        create(await at(`/api/v1/items/${list}`, MODULE.food), ItemSearchPage).categories.length,
      ).toBeGreaterThan(0);
    }
    for (const list of ['latest', 'popular', 'top-rated']) {
      create(await at(`/api/v1/stores/${list}`, MODULE.grocery), StoreList);
    }
    create(await at('/api/v1/stores/search?name=a', MODULE.grocery), StoreSearchPage);
    const s = create(
      await at('/api/v1/items/search-suggestion?name=rice', MODULE.grocery),
      Suggestions,
    );
    expect(s.items.length).toBeGreaterThan(0);
    const store = create(await at('/api/v1/stores/details/1'), StoreDetails);
    expect(store.schedules.length).toBeGreaterThan(0);
    expect(store.category_ids.length).toBeGreaterThan(0);
    // A bare array (older backends' store lists) reads as a page.
    expect(create([{ id: 1, name: 'A' }], StoreList).total_size).toBe(1);
    for (const page of [
      'about-us',
      'terms-and-conditions',
      'privacy-policy',
      'refund-policy',
      'cancellation-policy',
      'shipping-policy',
    ]) {
      create(await at(`/api/v1/${page}`), PageHtml);
    }
    const sub = await call(w.app, 'POST', '/api/v1/newsletter/subscribe', {
      body: { email: 'c@example.com' },
    });
    expect(create(sub.body, MessageAnswer).message).toBe('Subscribed Successfully');
  });

  it('orders, wallet, loyalty, reviews, chat and notifications', async () => {
    const shop = await setupShop(w);
    const who = await signedIn(w);
    const h = who.h();
    const api = async (url: string) =>
      (await call(w.app, 'GET', `/api/v1/${url}`, { headers: h })).body;
    await fillCart(w, who, shop);
    const delivered = (await placeOrder(w, who, orderBody(who, shop))).body.order_id as number;
    await runSteps(w, 5);
    const token = who.kind === 'customer' ? who.token : '';
    await sendMultipart(w.app, 'POST', '/api/v1/customer/message/send', token, [
      { name: 'receiver_type', value: 'vendor' },
      { name: 'receiver_id', value: String(shop.store.id) },
      { name: 'message', value: 'Hello' },
    ]);
    await runSteps(w, 1);
    await placeOrder(w, who, orderBody(who, shop, { order_type: 'parcel' }));

    expect(
      create(await api('customer/order/running-orders?limit=10&offset=1'), OrderPage).orders,
    ).toHaveLength(1);
    const ended = create(await api('customer/order/list?limit=10&offset=1'), OrderPage);
    expect(ended.orders[0]?.id).toBe(delivered);
    const details = create(await api(`customer/order/details?order_id=${delivered}`), OrderDetails);
    expect(Array.isArray(details)).toBe(true);
    const parcelId = create(await api('customer/order/running-orders'), OrderPage).orders[0]!.id;
    create(await api(`customer/order/details?order_id=${parcelId}`), OrderDetails);
    create(
      await api('customer/order/cancellation-reasons?offset=1&limit=10&type=customer'),
      CancellationReasons,
    );
    create(await api('customer/order/refund-reasons'), RefundReasons);
    create(await api('customer/order/parcel-instructions'), ParcelInstructions);
    // The delivered order earned its cashback (cashback.test.ts has the rules).
    expect(
      create(
        await api('customer/wallet/transactions?limit=10&offset=1'),
        WalletTransactionPage,
      ).data.map((t) => t.transaction_type),
    ).toEqual(['CashBack']);
    expect(
      create(
        await api('customer/loyalty-point/transactions?limit=10&offset=1'),
        LoyaltyTransactionPage,
      ).data,
    ).toHaveLength(1);
    expect(create(await api('customer/review-reminder'), ReviewReminder).order_id).toBe(delivered);
    const conversations = create(await api('customer/message/list'), ConversationPage);
    const chat = create(
      await api(`customer/message/details?conversation_id=${conversations.conversations[0]!.id}`),
      MessagePage,
    );
    expect(chat.messages).toHaveLength(2);
    const pushes = create(await api('customer/notifications'), NotificationList);
    for (const p of pushes) create(p, PushPayload);
    const canceled = await call(w.app, 'PUT', '/api/v1/customer/order/cancel', {
      headers: h,
      body: { order_id: parcelId, reason: 'I ordered by mistake' },
    });
    create(canceled.body, MessageAnswer);
  });
});
