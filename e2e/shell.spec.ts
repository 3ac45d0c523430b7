import { expect, test } from '@playwright/test';

test('the built console is served with a Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.getByRole('heading', { name: 'ARC operator console' })).toBeVisible();
});
