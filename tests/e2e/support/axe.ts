// axe-core on the current page, through @axe-core/playwright: each violation as one readable line.
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** Violations inside `include` (the whole page when empty), limited to `rules` when given. */
export async function axeViolations(page: Page, {include = [], rules}: {include?: string[]; rules?: string[]} = {}): Promise<string[]> {
  let builder = new AxeBuilder({page});
  for (const selector of include) builder = builder.include(selector);
  if (rules) builder = builder.withRules(rules);
  const {violations} = await builder.analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
