/**
 * _dogfooding/ holds the parts of the site that only its test variant build has (DOCS_E2E_VARIANT=1,
 * built into build-variant/ by the e2e suite): the production build never loads them.
 *
 * This plugin adds /__e2e/crash, a page whose component throws in the browser, so that
 * tests/e2e/crash.spec.ts can see the crash screen and its Try again button.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const CRASH_ROUTE = '__e2e/crash';

export default function crashTestRoute(context: LoadContext): Plugin {
  return {
    name: 'crash-test-route',
    contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}${CRASH_ROUTE}`,
        component: path.join(__dirname, 'CrashPage.tsx'),
        exact: true,
      });
    },
  };
}
