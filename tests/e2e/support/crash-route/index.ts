/**
 * Test-only plugin: adds /__e2e/crash, a page whose component throws in the browser, so the e2e
 * suite can see the crash screen. docusaurus.config.ts loads it only when DOCS_E2E_VARIANT=1. It lives with the
 * tests (tests/e2e/crash.spec.ts builds that variant); the production build never has the route.
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
