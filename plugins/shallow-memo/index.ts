/**
 * Every code block renders theme-common's useMutationObserver, which calls useShallowMemoObject,
 * which sorts its options' keys with String#localeCompare on every render. In a Japanese browser
 * that is an ICU collation each time: on the API page it was the largest script cost after React
 * itself (25 ms at 4× CPU, profiled with `npm run bench:profile`). The two importers now get
 * ./reactUtils.ts, the same module with a code-unit sort. Upstream fix: compare with < instead.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {redirectImport} from '../shared/redirectImport';
import {importers, request} from './upstream';

export default function shallowMemo(): Plugin {
  return {
    name: 'shallow-memo',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [redirectImport(currentBundler, request, (file) => importers.includes(file), path.join(__dirname, 'reactUtils.ts'))]};
    },
  };
}
