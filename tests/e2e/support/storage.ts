// Browser storage that throws on every call (private modes, blocked cookies), from the first script.
import type {Page} from '@playwright/test';

export async function failStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('storage disabled for this test', 'SecurityError');
    };
    for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
      Object.defineProperty(Storage.prototype, method, {value: fail, configurable: true});
    }
  });
}
