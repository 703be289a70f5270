import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { tr } from '../fixtures/i18n';

test('the footer newsletter refuses a bad email and clears the field once subscribed', async ({
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

  await email.fill('reader@example.com');
  await footer.getByRole('button', { name: tr('newsletter.subscribe') }).click();
  await expect(page.getByText(tr('newsletter.subscribed'))).toBeVisible();
  await expect(email).toHaveValue('');
});
