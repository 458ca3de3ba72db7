/**
 * ApiEndpoint: the method and path of an API reference page, shown once under the summary.
 *
 *   <ApiEndpoint method="GET" path="/api/map" host="https://api.socialplus.jp" openapi="/openapi/social-login.yaml" />
 *
 * Pages do not write it: `<Operation … show="endpoint" />` renders it from the API's OpenAPI
 * document in openapi/ (src/remark/siteData/openapi/), with `openapi` linking to the document.
 * `host` is optional (the OIDC endpoints live on the service's own host). Rendered at build time
 * into plain HTML, so it costs no script and is found by the site search. `api-endpoint` and
 * `api-endpoint__method` are stable names for the page's Markdown (plugins/llms-txt/readerHtml.ts).
 */
import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export default function ApiEndpoint({method, path, host, openapi}: {method: Method; path: string; host?: string; openapi?: string}): React.JSX.Element {
  const documentUrl = useBaseUrl(openapi ?? '');
  return (
    <p className={`api-endpoint ${styles.endpoint}`}>
      <span className={`api-endpoint__method ${styles[method.toLowerCase()]}`}>{method}</span>
      <code>
        {host ? <span className={styles.host}>{host}</span> : null}
        {path}
      </code>
      {openapi ? (
        // A file to download, not a page of the site: a plain link.
        // eslint-disable-next-line @docusaurus/no-html-links
        <a className={styles.openapi} href={documentUrl} download={openapi.split('/').pop()}>
          OpenAPI をダウンロード
        </a>
      ) : null}
    </p>
  );
}
