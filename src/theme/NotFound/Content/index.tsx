// Swizzled (ejected): the not-found page must offer the way back — a link to the top page and a
// search form that opens /search — instead of only reporting a broken link.
import React, {useId} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): React.JSX.Element {
  const inputId = useId();
  const searchUrl = useBaseUrl('/search');
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title="ページが見つかりません" />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            ページが見つかりません
          </Heading>
          <p>お探しのページは見つかりませんでした。URL が変わったか、ページが移動した可能性があります。</p>
          <ul>
            <li>
              <Link to="/">トップページに戻る</Link>
            </li>
            <li>下の検索フォームでページを探す</li>
          </ul>
          <form action={searchUrl} method="get" role="search" className={styles.form}>
            <label htmlFor={inputId}>ドキュメントを検索</label>
            <div className={styles.row}>
              <input id={inputId} name="q" type="search" required className={styles.input} />
              <button type="submit" className="button button--primary">
                検索
              </button>
            </div>
          </form>
        </div>
      </div>
    </main>
  );
}
