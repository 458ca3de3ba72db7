// Swizzled (replaced): the last-resort crash screen, shown when even the layout fails, in Japanese.
// It renders no theme component on purpose: those may be what crashed.
import React from 'react';
import Head from '@docusaurus/Head';
import type {Props} from '@theme/Error';
import ErrorCauseChain from '@site/src/components/ErrorCauseChain';

export default function Error({error, tryAgain}: Props): React.JSX.Element {
  return (
    <main style={{maxWidth: '80ch', margin: '0 auto', padding: '2rem 1rem'}}>
      <Head>
        <title>ページエラー</title>
      </Head>
      {/* A plain heading: this screen uses no theme component, since one of them may be what crashed. */}
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
      <h1>エラーが発生しました</h1>
      <button type="button" onClick={tryAgain} style={{fontSize: '1.25rem', padding: '0.5rem 1rem'}}>
        もう一度試してください
      </button>
      <ErrorCauseChain error={error} />
    </main>
  );
}
