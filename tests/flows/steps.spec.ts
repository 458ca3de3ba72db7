// Every step of a flow page's 「動作を確かめる」 list ran: each list item carries the id of its step
// (`{/* check: flow.step */}`, invisible on the page), and the flow tests record each step they
// executed. Runs after the flow tests (the flow-steps project depends on them), prints N/N, and
// fails below N, naming the steps no test executed.
//
// The counter covers every page that teaches a flow the site's code can run: each published page
// with a 「動作を確かめる」 section is a page of a flow in samples/flows.ts, except a login
// provider's console page, whose check is the console's settings on a test service (the stand-in
// has no provider console; its login through the stand-in is the providers overview's check).
// A draft is not published and is left out until it is.
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {flows} from '../../samples/flows';
import {siteDir} from '../../src/lib/siteDirs';
import {contentFiles} from '../../scripts/lib/content-files';
import {executedStepsDir} from './support';

/** A login provider's console page (docs/social-login/providers/line.mdx, …/legacy/providers/connect_line.mdx). */
const providerConsolePage = /^docs\/social-login\/(legacy\/)?providers\/(?!overview\.mdx$)[^/]+\.mdx$/;

/** The step ids of a page's 「動作を確かめる」 list, in order; throws on an item without one. */
function pageSteps(file: string): string[] {
  const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const section = /^## 動作を確かめる\n([\s\S]*?)(?=^## |$(?![\s\S]))/m.exec(source)?.[1];
  if (!section) throw new Error(`${file}: no 「動作を確かめる」 section`);
  const items = section.split('\n').filter((line) => /^\d+\. /.test(line));
  if (items.length === 0) throw new Error(`${file}: 「動作を確かめる」 has no numbered steps`);
  return items.map((item) => {
    const id = /\{\/\* check: ([\w.-]+) \*\/\}/.exec(item)?.[1];
    if (!id) throw new Error(`${file}: a step without its id ({/* check: flow.step */}): ${item}`);
    return id;
  });
}

test('every 「動作を確かめる」 step of every flow page was executed by a flow test', () => {
  const steps = flows.flatMap((flow) => flow.pages.flatMap((page) => pageSteps(page).map((id) => ({page, id}))));
  const executed = new Set(fs.existsSync(executedStepsDir) ? fs.readdirSync(executedStepsDir) : []);
  const missing = steps.filter(({id}) => !executed.has(id));
  console.log(`flow steps: ${steps.length - missing.length}/${steps.length} executed`);
  expect(missing.map(({page, id}) => `${page}: ${id}`)).toEqual([]);
  expect(steps.length).toBeGreaterThan(0);
});

test("every published page with a 「動作を確かめる」 section is a page of a flow, or a login provider's console page", () => {
  const flowPages = new Set(flows.flatMap((flow) => flow.pages));
  const withChecks = contentFiles().filter((file) => {
    if (path.basename(file).startsWith('_')) return false;
    const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
    return /^## 動作を確かめる$/m.test(source) && !/^---\n[\s\S]*?^draft: true$[\s\S]*?^---$/m.test(source);
  });
  const consolePages = withChecks.filter((file) => providerConsolePage.test(file));
  expect(consolePages.length).toBeGreaterThan(0);
  expect(withChecks.filter((file) => !flowPages.has(file) && !providerConsolePage.test(file))).toEqual([]);
});
