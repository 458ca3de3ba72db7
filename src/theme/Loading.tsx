// Swizzled (replaced): the lazy loader's error box in Japanese with a working Retry, and no spinner
// (the progress bar is the only loading indicator).
import React from 'react';
import type {LoadingComponentProps as Props} from 'react-loadable';

export default function Loading({error, retry}: Props): React.JSX.Element | null {
  if (!error) return null;
  return (
    <div role="alert" className="chunk-load-error">
      <p>ページの一部を読み込めませんでした。通信状態を確かめてから、もう一度読み込んでください。</p>
      <p>
        <code>{String(error)}</code>
      </p>
      <button type="button" className="button button--secondary" onClick={retry}>
        再読み込み
      </button>
    </div>
  );
}
