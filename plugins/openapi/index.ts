/**
 * Publishes the OpenAPI documents of openapi/ at /openapi/<name>.yaml in the production build:
 * the text as written, with the site's values in place of their `{{…}}` references and the links
 * to the site made absolute (src/openapi/documents.ts). The reference pages render from the same
 * documents at build time (src/remark/siteData/openapi/). `docusaurus start` serves none, as it
 * builds no search index either.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {openApiDir, openApiDocumentNames, publishedText} from '../../src/openapi/documents';

export default function openApi(): Plugin {
  return {
    name: 'site-openapi',
    getPathsToWatch() {
      return [path.join(openApiDir, '*.yaml')];
    },
    postBuild({outDir}) {
      const dir = path.join(outDir, 'openapi');
      fs.mkdirSync(dir, {recursive: true});
      for (const name of openApiDocumentNames()) fs.writeFileSync(path.join(dir, `${name}.yaml`), publishedText(name));
    },
  };
}
