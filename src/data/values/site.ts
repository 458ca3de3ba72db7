/**
 * Facts about the site itself that pages state: the Node.js version the examples are tested on.
 * tests/examples/runtime.test.ts fails when the Node.js that runs the example tests is another major
 * version, so the pages cannot claim a version CI does not run.
 */
import type {ValueGroup} from './types';

export const examplesNodeMajor = 20;

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
