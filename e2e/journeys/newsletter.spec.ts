import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { tr } from '../fixtures/i18n';

test('the footer newsletter refuses a bad email, keeps its button named while it works and clears the field once subscribed', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: tr('newsletter.email') });
  await expect(email).toBeVisible();
  await expectAccessible(page, 'landing with footer');

  await email.fill('not-an-email');
  await footer.getByRole('button', { name: tr('newsletter.subscribe') }).click();
  await expect(page.getByText(tr('newsletter.invalidEmail'))).toBeVisible();
  await expect(email).toHaveValue('not-an-email');

  // While the provider has not answered, the button works with a spinner and keeps its name.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let calls = 0;
  await page.route('**/api/v1/newsletter/subscribe', async (route) => {
    calls++;
    await answered;
    await route.continue();
  });
  await email.fill('reader@example.com');
  const subscribe = footer.getByRole('button', { name: tr('newsletter.subscribe') });
  await subscribe.click();
  await expect(subscribe).toHaveAttribute('aria-busy', 'true');
  // Pressed again while busy, it sends nothing more.
  await subscribe.click();
  await expectAccessible(page, 'landing while subscribing');
  answer();
  await expect(page.getByText(tr('newsletter.subscribed'))).toBeVisible();
  await expect(email).toHaveValue('');
  expect(calls).toBe(1);
});
