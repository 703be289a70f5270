import { expect, test } from '@playwright/test';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { expectAccessible } from '../fixtures/axe';

test('the footer newsletter refuses a bad email and clears the field once subscribed', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: en.newsletter.email });
  await expect(email).toBeVisible();
  await expectAccessible(page, 'landing with footer');

  await email.fill('not-an-email');
  await footer.getByRole('button', { name: en.newsletter.subscribe }).click();
  await expect(page.getByText(en.newsletter.invalidEmail)).toBeVisible();
  await expect(email).toHaveValue('not-an-email');

  await email.fill('reader@example.com');
  await footer.getByRole('button', { name: en.newsletter.subscribe }).click();
  await expect(page.getByText(en.newsletter.subscribed)).toBeVisible();
  await expect(email).toHaveValue('');
});
