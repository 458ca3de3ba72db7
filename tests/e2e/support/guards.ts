// Collects uncaught errors of a page so a test can assert that nothing threw.
import type {Page} from '@playwright/test';

export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
