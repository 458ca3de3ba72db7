/**
 * ApiEndpoint: the method and path of an API reference page, shown once under the summary.
 *
 *   <ApiEndpoint method="GET" path="/api/map" host="https://api.socialplus.jp" />
 *
 * Use it on every endpoint page (one per page). `host` is optional; give it where readers must
 * not guess the host (the OIDC endpoints live on the service's own host). Rendered at build time
 * into plain HTML, so it costs no script and is found by the site search.
 */
import React from 'react';
import styles from './styles.module.css';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export default function ApiEndpoint({
  method,
  path,
  host,
}: {
  method: Method;
  path: string;
  host?: string;
}): React.JSX.Element {
  return (
    <p className={styles.endpoint}>
      <span className={styles[method.toLowerCase()]}>{method}</span>
      <code>
        {host ? <span className={styles.host}>{host}</span> : null}
        {path}
      </code>
    </p>
  );
}
