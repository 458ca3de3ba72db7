// Colour mode: light by default whatever the system says, the switch toggles light and dark, and
// the choice survives a reload. The switch names the mode in effect, never a system mode the site
// does not follow.
import {test, expect} from '@playwright/test';
import {colourModeSwitch, gotoHydrated} from './support/guards';

test('light by default even when the system prefers dark', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the switch toggles light and dark, names the mode in effect, and the choice survives a reload', async ({page}) => {
  await gotoHydrated(page, '/guidelines');
  const toggle = colourModeSwitch(page);
  await expect(toggle).toHaveAttribute('title', 'ライトモード');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('title', 'ダークモード');
  await expect(toggle).toHaveAttribute('aria-label', /ダークモード/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await colourModeSwitch(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test.describe('as the server sends the page (no JavaScript)', () => {
  test.use({javaScriptEnabled: false});

  test('the switch names the default mode, not a system mode', async ({page}) => {
    await page.goto('/guidelines');
    await expect(colourModeSwitch(page)).toHaveAttribute('title', 'ライトモード');
    await expect(colourModeSwitch(page)).toHaveAttribute('aria-label', /ライトモード/);
  });
});
