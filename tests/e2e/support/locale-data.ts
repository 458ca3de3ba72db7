// The browser loads a kind of locale data (date formats, collation) the first time a page uses it:
// tens of milliseconds on a slow phone, inside whatever task asked. These helpers record each
// use while a page loads, so that a test can check that the app's takeover asks for none.
import type {Page} from '@playwright/test';

type Watched = {localeDataUses: Set<string>};
type LocaleDataUse = 'Intl.DateTimeFormat' | 'Intl.Collator' | 'localeCompare';

/** From the next navigation on, records each use of Intl.DateTimeFormat, Intl.Collator and localeCompare() (once per kind, page and caller). */
export async function watchLocaleData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const uses = new Set<string>();
    (window as unknown as Watched).localeDataUses = uses;
    // The caller's line of the stack, below record and the wrapper.
    const record = (what: string) => uses.add(`${what} on ${location.pathname} ${new Error().stack?.split('\n')[3]?.trim()}`);
    for (const name of ['DateTimeFormat', 'Collator'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const wrapped = function (...args: unknown[]) {
        record(`Intl.${name}`);
        return new Original(...args);
      };
      Object.assign(Intl, {[name]: Object.assign(wrapped, Original)});
    }
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with apply, on the same string
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      record('localeCompare');
      return localeCompare.apply(this, args);
    };
  });
}

/** The uses recorded so far of the given kinds. */
export const localeDataUses = async (page: Page, kinds: LocaleDataUse[]): Promise<string[]> =>
  (await page.evaluate(() => [...(window as unknown as Watched).localeDataUses])).filter((use) => kinds.some((kind) => use.startsWith(`${kind} `)));
