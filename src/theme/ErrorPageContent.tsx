// Swizzled (ejected): the crash screen needs an error-page document title and the cause chain in Japanese.
import React from 'react';
import {PageMetadata, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Error';
import ErrorCauseChain from '@site/src/components/ErrorCauseChain';

export default function ErrorPageContent({error, tryAgain}: Props): React.JSX.Element {
  return (
    <main className="container margin-vert--xl">
      <PageMetadata title="ページエラー" />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            エラーが発生しました
          </Heading>
          <p>
            このページを表示している途中でエラーが発生しました。もう一度試しても表示されない場合は、下のエラーメッセージを添えてサポートへお知らせください。
          </p>
          <div className="margin-vert--lg">
            <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary shadow--lw" />
          </div>
          <hr />
          <ErrorCauseChain error={error} />
        </div>
      </div>
    </main>
  );
}
