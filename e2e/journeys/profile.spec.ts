import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { STORE_REPLIES } from '../../server/services/chat/replies';
import { MESSAGES as CUSTOMER_MESSAGES } from '../../server/services/customers';
import { look } from '../fixtures/look';
import { expectAccessible } from '../fixtures/axe';
import { newCustomer } from '../fixtures/customer';
import { placeCashOrder, tokenOf } from '../fixtures/delivered-order';
import { tr } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld, type JourneyWorld } from '../fixtures/world';

const VARIANTS = [
  { colorScheme: 'light' as const, width: 1280 },
  { colorScheme: 'dark' as const, width: 1280 },
  { colorScheme: 'light' as const, width: 390 },
  { colorScheme: 'dark' as const, width: 390 },
];

/** A real PNG of `width`×`height`, drawn by the browser. */
async function png(page: Page, name: string, width: number, height: number) {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#2a7';
      g.fillRect(0, 0, w!, h!);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height],
  );
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** A signed-in customer of the test's own, with a location picked. */
async function signedIn(page: Page, world: JourneyWorld, token: string, language = 'en') {
  await returningVisitor(page, world, language);
  await page.addInitScript((value: string) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
}

test('sign-up, the welcome dialog, and an expired token’s message and redirect', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  await returningVisitor(page, world);
  await page.goto('/auth/sign-up');
  const phone = `+88017${String(Date.now()).slice(-8)}`;
  await page.getByRole('textbox', { name: tr('auth.firstName') }).fill('Nadia');
  await page.getByRole('textbox', { name: tr('auth.lastName') }).fill('Test');
  await page.getByRole('textbox', { name: tr('auth.phone') }).fill(phone);
  await page.getByLabel(new RegExp(`^${tr('auth.password')}`)).fill('test-pass-1');
  await page.getByLabel(tr('auth.confirmPassword')).fill('test-pass-1');
  await page.getByRole('button', { name: tr('auth.signUp'), exact: true }).click();
  await expect(page.getByText(tr('auth.signedUp'))).toBeVisible();
  const welcome = page.getByRole('dialog', { name: /.+/ }).filter({ hasText: tr('welcome.body') });
  await expect(welcome).toBeVisible();
  await expectAccessible(page, 'welcome dialog');
  await look(page, 'welcome-dialog');
  await welcome.getByRole('button', { name: tr('welcome.start') }).click();
  await expect(welcome).toBeHidden();

  // The provider no longer knows the stored token: SPEC §8's message, then sign-in.
  await page.evaluate(() => localStorage.setItem('token', 'expired-token'));
  await page.goto('/profile?page=profile-settings');
  await expect(page.getByText(tr('session.tokenExpired'))).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Signed out, the profile asks for a login first.
  await page.goto('/profile?page=inbox');
  await expect(page.getByText(tr('access.needsLogin'))).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in\?from=%2Fprofile%3Fpage%3Dinbox$/);
});

test('profile settings: each message, no change, photo rules, update, and deletion', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const world = await findJourneyWorld(request);
  const customer = await newCustomer(request);
  await signedIn(page, world, await tokenOf(request, customer));
  await page.goto('/profile?page=profile-settings');
  await expect(
    page.getByRole('heading', { level: 1, name: tr('account.entries.profileSettings') }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: tr('profile.navLabel') });
  await expect(nav.getByRole('link', { name: tr('account.entries.inbox') })).toBeVisible();
  await expect(
    nav.getByRole('link', { name: tr('account.entries.profileSettings') }),
  ).toHaveAttribute('aria-current', 'page');

  const first = page.getByRole('textbox', { name: tr('auth.firstName') });
  const last = page.getByRole('textbox', { name: tr('auth.lastName') });
  const email = page.getByRole('textbox', { name: tr('auth.email'), exact: true });
  const update = page.getByRole('button', { name: tr('profile.update') });
  await expect(first).toHaveValue(customer.firstName);
  await expect(page.getByRole('textbox', { name: tr('auth.phone') })).toHaveAttribute(
    'readonly',
    '',
  );

  // Nothing typed: no call, SPEC §5's words.
  await email.fill('someone@example.com');
  await email.fill('');
  await update.click();
  await expect(page.getByText(tr('validation.emailRequired'))).toBeVisible();
  await first.fill('');
  await last.fill('');
  await email.fill('not-an-email');
  await update.click();
  await expect(page.getByText(tr('validation.firstNameRequired'))).toBeVisible();
  await expect(page.getByText(tr('validation.lastNameRequired'))).toBeVisible();
  await expect(page.getByText(tr('validation.emailInvalid'))).toBeVisible();
  await expectAccessible(page, 'profile settings with messages');

  await page.getByRole('button', { name: tr('profile.reset') }).click();
  await expect(first).toHaveValue(customer.firstName);
  await expect(page.getByText(tr('validation.firstNameRequired'))).toHaveCount(0);

  // The photo: wrong shape, too big, then a square one.
  const photo = page.getByLabel(tr('profile.photo'));
  await photo.setInputFiles(await png(page, 'wide.png', 40, 20));
  await expect(page.getByText(tr('profile.photoRules'))).toBeVisible();
  await photo.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(3 * 1024 * 1024, 1),
  });
  await expect(page.getByText(tr('profile.photoRules')).first()).toBeVisible();
  await photo.setInputFiles(await png(page, 'square.png', 32, 32));
  await expect(page.getByText(tr('profile.chosenPhoto', { name: 'square.png' }))).toBeVisible();

  const address = `e2e-${Date.now()}@example.com`;
  await email.fill(address);
  await update.click();
  await expect(page.getByText(tr('profile.updated'))).toBeVisible();
  await expect(page.getByRole('img', { name: tr('profile.photo') })).toBeVisible();

  // The same again: nothing to send.
  await update.click();
  await expect(page.getByText(tr('profile.noChanges'))).toBeVisible();
  await page.reload();
  await expect(email).toHaveValue(address);

  for (const variant of VARIANTS) {
    await page.setViewportSize({ width: variant.width, height: 900 });
    await page.emulateMedia({ colorScheme: variant.colorScheme });
    // The system's scheme is read when the page loads.
    await page.reload();
    await expect(email).toHaveValue(address);
    await expectAccessible(page, `profile (${variant.colorScheme} ${variant.width})`);
    await look(page, `profile-${variant.colorScheme}-${variant.width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });

  // Deleting the account, after its confirmation.
  await page.getByRole('button', { name: tr('profile.deleteAccount') }).click();
  const confirm = page.getByRole('alertdialog', { name: tr('profile.deleteConfirm') });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: tr('profile.delete') }).click();
  await expect(page.getByText(CUSTOMER_MESSAGES.accountDeleted)).toBeVisible();
  // To `/`, which sends a visitor with a location on to /home.
  await expect(page).toHaveURL(/\/(home)?$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a chat with a store: a 4th image refused, the store’s reply live, a message toast', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const world = await findJourneyWorld(request);
  const customer = await newCustomer(request);
  const token = await tokenOf(request, customer);
  await signedIn(page, world, token);
  await page.goto(`/chatting?type=vendor&id=${world.first.store.id}`);
  await expect(page.getByText(tr('chat.noMessages'))).toBeVisible();

  const attach = page.getByLabel(tr('chat.attachImages'), { exact: true });
  const images = [];
  for (let n = 1; n <= 4; n++) images.push(await png(page, `photo-${n}.png`, 16, 16));
  await attach.setInputFiles(images);
  await expect(page.getByText(tr('chat.maxImages'))).toBeVisible();
  await attach.setInputFiles(images.slice(0, 3));
  const waiting = page.getByRole('group', { name: tr('chat.imagesToSend') });
  await expect(waiting.getByText('photo-3.png')).toBeVisible();
  await attach.setInputFiles(images.slice(3));
  await expect(page.getByText(tr('chat.maxImages')).first()).toBeVisible();
  await expect(waiting.getByText('photo-4.png')).toHaveCount(0);

  await page.getByRole('textbox', { name: tr('chat.messageLabel') }).fill('Is my order ready?');
  await page.getByRole('button', { name: tr('chat.send') }).click();
  const log = page.getByRole('log', { name: tr('chat.messages') });
  await expect(log.getByText('Is my order ready?')).toBeVisible();
  await expect(log.getByRole('img', { name: tr('chat.imageAlt') })).toHaveCount(3);
  await expect(waiting).toHaveCount(0);

  // The store answers (the provider's simulator) and the reply arrives without a reload.
  const reply = new RegExp(STORE_REPLIES.map((r) => r.replace(/[.?!]/g, '\\$&')).join('|'));
  await expect(log.getByText(reply)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: new RegExp(world.first.store.name) })).toBeVisible();

  for (const variant of VARIANTS) {
    await page.setViewportSize({ width: variant.width, height: 900 });
    await page.emulateMedia({ colorScheme: variant.colorScheme });
    await page.reload();
    await expect(log.getByText(reply)).toBeVisible();
    await expectAccessible(page, `chat (${variant.colorScheme} ${variant.width})`);
    await look(page, `chat-${variant.colorScheme}-${variant.width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });

  // Elsewhere, the next reply is a toast that opens the chat.
  await page.goto('/profile?page=my-orders');
  await expect(page.getByRole('heading', { level: 1, name: tr('myOrders.title') })).toBeVisible();
  // Written from another device while the customer is elsewhere; the store answers it.
  const sent = await request.post('/api/v1/customer/message/send', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      receiver_type: 'vendor',
      receiver_id: String(world.first.store.id),
      message: 'Thanks!',
    },
  });
  expect(sent.ok()).toBe(true);
  await expect(page.getByText(tr('notifications.newMessage'))).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: tr('common.view') }).click();
  await expect(page).toHaveURL(/\/chatting\?conversationId=\d+/);
  await expect(log.getByText('Thanks!')).toBeVisible();
});

test('an order-status notification: its toast opens the order', async ({ page, request }) => {
  const world = await findJourneyWorld(request);
  const customer = await newCustomer(request);
  const token = await tokenOf(request, customer);
  await signedIn(page, world, token);
  await page.goto('/coupons');
  await expect(page.getByRole('heading', { level: 1, name: tr('coupons.title') })).toBeVisible();
  // Placed from another device; the provider's simulator moves it on and pushes each status.
  const orderId = await placeCashOrder(request, world, token, 100);
  await page
    .getByRole('button', { name: tr('common.view') })
    .first()
    .click({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/profile\\?page=my-orders&orderId=${orderId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: tr('tracking.title', { id: orderId }) }),
  ).toBeVisible();
});

test('the profile and the inbox in Arabic', async ({ page, request }) => {
  const world = await findJourneyWorld(request);
  const customer = await newCustomer(request);
  await signedIn(page, world, await tokenOf(request, customer), 'ar');
  await page.goto('/profile?page=profile-settings');
  await expect(
    page.getByRole('heading', { level: 1, name: tr('account.entries.profileSettings', {}, 'ar') }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page, 'profile (ar)');
  await look(page, 'profile-ar');
  await page.goto('/profile?page=inbox');
  await expect(page.getByText(tr('chat.noConversations', {}, 'ar'))).toBeVisible();
  await look(page, 'inbox-ar');
});

test('the address book: add, edit and delete a saved address', async ({ page, request }) => {
  const world = await findJourneyWorld(request);
  const customer = await newCustomer(request);
  await signedIn(page, world, await tokenOf(request, customer));
  await page.goto('/profile?page=address');
  const book = page.getByRole('region', { name: tr('checkout.deliveryAddresses') });
  await expect(book.getByText(tr('address.emptyBook'))).toBeVisible();
  await expect(page.getByRole('link', { name: tr('account.entries.addresses') })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await book.getByRole('button', { name: tr('address.addNew') }).click();
  const dialog = page.getByRole('dialog', { name: tr('address.addNew') });
  await dialog.getByRole('textbox', { name: tr('checkout.contactName') }).fill('Nusrat Jahan');
  await dialog.getByRole('textbox', { name: tr('checkout.contactPhone') }).fill('+8801712345678');
  await dialog.getByRole('textbox', { name: tr('checkout.address') }).fill('House 7, Road 12');
  await dialog.getByRole('button', { name: tr('address.add') }).click();
  await expect(dialog).toBeHidden();
  const edit = book.getByRole('button', {
    name: tr('address.editNamed', { name: 'House 7, Road 12' }),
  });
  await expect(edit).toBeVisible();
  await expectAccessible(page, 'address book');

  await edit.click();
  const editing = page.getByRole('dialog');
  await editing.getByRole('textbox', { name: tr('checkout.address') }).fill('House 9, Road 12');
  await editing.getByRole('button', { name: tr('address.update') }).click();
  await expect(editing).toBeHidden();
  const remove = book.getByRole('button', {
    name: tr('address.deleteNamed', { name: 'House 9, Road 12' }),
  });
  await remove.click();
  await page
    .getByRole('alertdialog', { name: tr('address.deleteConfirm') })
    .getByRole('button', { name: tr('address.delete') })
    .click();
  await expect(book.getByText(tr('address.emptyBook'))).toBeVisible();
});
