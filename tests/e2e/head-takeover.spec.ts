// While the app takes over a page, the head keeps what the server wrote: the title, the meta and
// link tags and the classes of <html> change only to what the page ends with (the search page titles
// its results), never to the head of the part of the page hydrated so far. react-helmet-async emitted
// the head from render() and applied it in the next animation frame, which could fall between two
// slices of hydration: the tab showed the site's name alone, the description and the canonical link
// were removed and written again, and <html> lost the page's classes. patches/ emits it once the tree
// has committed, as the upstream pull request would (upstream/react-helmet-async-head-from-commit.md).
import {test, expect} from '@playwright/test';
import {gotoHydrated, renderedAfterHydration} from './support/guards';
import {PAGE_KINDS} from '../../scripts/bench/lib/site';

type Watched = {headSteps: {titles: string[]; htmlClasses: string[]; removed: Element[]}};

const PATCH = 'is patches/react-helmet-async+*.patch (the head from the commit) applied, and does it still apply?';

test.beforeEach(async ({page}) => {
  await page.addInitScript(() => {
    const steps: Watched['headSteps'] = {titles: [], htmlClasses: [], removed: []};
    (window as unknown as Watched).headSteps = steps;
    // The parser's insertion of the title's text is recorded too: the first title is the server's, as
    // is the first class list (the old value of the first change).
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target;
        if (!(target instanceof Element)) continue;
        if (record.type === 'attributes' && target === document.documentElement) steps.htmlClasses.push(record.oldValue ?? '', target.className);
        if (record.type === 'childList' && target.closest('title')) steps.titles.push(document.title);
        if (record.type === 'childList' && target === document.head)
          for (const node of record.removedNodes) if (node instanceof Element) steps.removed.push(node);
      }
    }).observe(document, {subtree: true, childList: true, attributes: true, attributeOldValue: true, attributeFilter: ['class']});
  });
});

for (const {path} of PAGE_KINDS) {
  test(`${path}: while the app takes over, the head goes from the server's to the page's final one and through no other`, async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await gotoHydrated(page, path);
    await renderedAfterHydration(page);
    const seen = await page.evaluate(() => {
      const {titles, htmlClasses, removed} = (window as unknown as Watched).headSteps;
      const finalHead = [...document.head.children];
      return {
        titles,
        htmlClasses,
        finalTitle: document.title,
        finalClasses: document.documentElement.className,
        removedThenWrittenAgain: removed.filter((node) => finalHead.some((now) => now.isEqualNode(node))).map((node) => node.outerHTML),
      };
    });
    expect(seen.titles.length, 'the parser wrote a title').toBeGreaterThan(0);
    expect(new Set(seen.titles), `titles shown: ${PATCH}`).toEqual(new Set([seen.titles[0], seen.finalTitle]));
    expect(
      seen.htmlClasses.filter((classes) => classes !== seen.htmlClasses[0] && classes !== seen.finalClasses),
      `<html> classes: ${PATCH}`,
    ).toEqual([]);
    expect(seen.removedThenWrittenAgain, `head tags removed and written again: ${PATCH}`).toEqual([]);
  });
}
