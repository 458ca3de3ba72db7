// Throws while window.__DOCS_CRASH__ is true (the e2e test sets it), with a cause chain, so the
// crash screen and its Try again button can be tested. Server rendering never throws.
import React from 'react';
import Layout from '@theme/Layout';

declare global {
  interface Window {
    __DOCS_CRASH__?: boolean;
  }
}

function Thrower(): React.JSX.Element {
  if (typeof window !== 'undefined' && window.__DOCS_CRASH__) {
    throw new Error('テスト用の描画エラー', {cause: new Error('原因となった内部エラー')});
  }
  return <p id="crash-test-recovered">このページは正常に表示されています。</p>;
}

export default function CrashPage(): React.JSX.Element {
  return (
    <Layout title="クラッシュのテスト" description="描画エラーの画面と「再試行」を確かめるための、テスト専用のビルドにだけあるページです。">
      <main className="container margin-vert--lg">
        <Thrower />
      </main>
    </Layout>
  );
}
