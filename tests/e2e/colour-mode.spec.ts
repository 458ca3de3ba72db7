// Colour mode: light by default whatever the system says, the switch toggles light and dark, and
// the choice survives a reload.
import {test, expect} from '@playwright/test';
import {colourModeSwitch} from './support/guards';

test('light by default even when the system prefers dark', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the switch toggles light and dark, and the choice survives a reload', async ({page}) => {
  await page.goto('/guidelines');
  const toggle = colourModeSwitch(page);
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await colourModeSwitch(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
