// The one place the scripts, the tests and the build-time plugins learn where the site is and where
// its builds go.
import path from 'node:path';

export const siteDir = path.resolve(__dirname, '..', '..');
/** `npm run build`'s output, which the e2e suite tests. */
export const buildDir = path.join(siteDir, 'build');
/** The e2e suite's own variant build (tests/e2e/support/variant-build.ts). */
export const variantBuildDir = path.join(siteDir, 'build-variant');
