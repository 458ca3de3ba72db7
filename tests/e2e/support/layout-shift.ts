// The cumulative layout shift of a page load, as Lighthouse counts it: every shift not caused by
// the reader's input, from the first paint on.
import type {Page} from '@playwright/test';

type ShiftWindow = {layoutShift: number};

/** Starts counting before the page's first script runs; call before page.goto. */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The shift so far, read two frames on: the shift of the last change is reported by then. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as ShiftWindow).layoutShift)))),
  );
}
