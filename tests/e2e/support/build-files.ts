// The files of the production build, for the specs that read it without a browser.
import {filesUnder} from '../../../plugins/shared/files';
import {buildDir} from '../../../src/lib/siteDirs';

export {buildDir};

/** Every file under `dir` (default: the build) whose name ends with `extension`. */
export function builtFiles(extension: string, dir = buildDir): string[] {
  return filesUnder(dir).filter((file) => file.endsWith(extension));
}
