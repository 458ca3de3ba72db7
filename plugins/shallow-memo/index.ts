/**
 * Every code block renders theme-common's useMutationObserver, which calls useShallowMemoObject,
 * which sorts its options' keys with String#localeCompare on every render. In a Japanese browser
 * that is an ICU collation each time: on the API page it was the largest script cost after React
 * itself (25 ms at 4× CPU, profiled with `npm run bench:profile`). The two importers now get
 * ./reactUtils.ts, the same module with a code-unit sort. Upstream fix: compare with < instead.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {importers, request} from './upstream';

// The part of a bundler's resolve data the replacement reads.
type ResolveData = {request: string; contextInfo: {issuer: string}};

export default function shallowMemo(): Plugin {
  return {
    name: 'shallow-memo',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(request, (data: ResolveData) => {
            if (importers.includes(data.contextInfo.issuer)) data.request = path.join(__dirname, 'reactUtils.ts');
          }),
        ],
      };
    },
  };
}
