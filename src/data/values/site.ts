/**
 * Facts about the site itself that pages state: the Node.js version the examples are tested on.
 * tests/examples/runtime.test.ts fails when the example tests run on an older Node.js (in CI, on
 * another one), so the pages cannot claim a version CI does not run.
 */
import type {ValueGroup} from './types';

/**
 * The one place that names the site's Node.js: the pages, the sample CLI's minimum and the test
 * scripts (scripts/stated-node.ts) read it here; package.json's `engines` and the workflows'
 * containers must agree (tests/examples/runtime.test.ts).
 * 22: the oldest line still supported (maintenance LTS until its end of life on 2027-04-30; 24 is
 * supported until 2028-04-30), so the examples are tested on the oldest Node.js a reader may still
 * run, and readers on 22 or 24 are covered. Move to 24 before 22's end of life.
 */
export const examplesNodeMajor = 22;

export const siteFacts: ValueGroup = {
  limitsPage: '/guidelines/system-requirement',
  values: {
    examplesNode: {
      label: 'コード例を確かめている Node.js',
      text: `Node.js ${examplesNodeMajor}`,
      value: examplesNodeMajor,
      source: 'site (the Node.js that CI runs tests/examples/ with)',
      handWritten: [/Node\.js\s*(\d+)\s*(?:で|と|では|でそのまま|以上)/],
    },
  },
};
