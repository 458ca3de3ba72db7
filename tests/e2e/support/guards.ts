// Guards for e2e tests: uncaught errors collected, hydration awaited, colours settled for axe.
import {expect, type Locator, type Page} from '@playwright/test';

export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has hydrated the page, so scroll and click handlers are attached. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Opens a path and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/**
 * Waits past the render that follows hydration (the theme's components update in effects then): a
 * rebuild of what the server sent would be done by the time this returns.
 */
export async function renderedAfterHydration(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500)))));
}

/**
 * gotoHydrated, then no request for 500 ms: what the page fetches on its own (prefetches of visible
 * links) is done. On a slow machine the network is idle before hydration, so the order matters.
 */
export async function gotoSettled(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
}

/**
 * Colours as axe must read them. No colour transitions: axe reads colours as they are at that
 * instant, and a link still in its transition after a switch of colour mode measures between the
 * two themes' colours. Every block laid out: axe takes an element's background from what is drawn
 * at its place, and a block whose layout waits until it is scrolled to (content-visibility) has only
 * a placeholder there, so its links measured against the footer or a table's header.
 */
export async function settleColours(page: Page): Promise<void> {
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; } * { content-visibility: visible !important; }'});
}

/** The navbar's colour mode switch (shown at desktop width). */
export const colourModeSwitch = (page: Page) => page.locator('.navbar button[class*="toggleButton"]').first();

/** Turns the page dark with the navbar's switch, and waits until it is. */
export async function switchToDark(page: Page): Promise<void> {
  await colourModeSwitch(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/**
 * Follows a link or presses a button from the keyboard. For controls below the glossary's first
 * screen: its blocks there are laid out only when scrolled to (content-visibility,
 * src/css/custom.css), so a control still moves after Playwright has scrolled to it, and a click
 * can land beside it (seen in CI on two cores).
 */
export async function activateByKeyboard(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}
