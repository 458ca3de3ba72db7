import React, {useId, useMemo, useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {headingIds} from '@site/src/lib/headingIds';
import styles from './styles.module.css';

const SAMPLE = ['ID Token の検証', 'リクエスト', 'レスポンス', 'リクエスト', 'X-API-Key ヘッダー'].join('\n');

/** Writers' tool: the anchor id the build gives each heading, and the links to copy. */
export default function SluggerPage(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const docs = useAllDocsData();
  const pages = useMemo(
    () =>
      Object.values(docs)
        .flatMap((plugin) => plugin.versions.flatMap((version) => version.docs))
        .map((doc) => doc.path)
        // Code-unit order (sort's default): paths need no language's order, and localeCompare()
        // would set up a collator while the page loads.
        .sort(),
    [docs],
  );
  const [text, setText] = useState(SAMPLE);
  const [page, setPage] = useState('/');
  const textId = useId();
  const pageId = useId();
  const rows = headingIds(text.split('\n').filter((line) => line.trim() !== ''));
  const base = siteConfig.url.replace(/\/$/, '') + page;

  return (
    <Layout title="見出しアンカーの確認" description="見出しからビルドが付けるアンカー ID とリンクを確かめる執筆者向けのツールです。">
      <main className="container margin-vert--lg">
        <Heading as="h1">見出しアンカーの確認</Heading>
        <p>
          見出しを 1 行に 1 つずつ、ページに現れる順に入力してください。ビルドと同じ方法（github-slugger）で計算したアンカー ID
          と、コピーして使えるリンクを表示します。同じページで ID が重なる見出しには警告を出します。
        </p>
        <div className={styles.form}>
          <label htmlFor={textId}>見出し（1 行に 1 つ）</label>
          <textarea id={textId} rows={6} value={text} onChange={(e) => setText(e.target.value)} />
          <label htmlFor={pageId}>リンク先のページ</label>
          <select id={pageId} value={page} onChange={(e) => setPage(e.target.value)}>
            {pages.map((path) => (
              <option key={path} value={path}>
                {path}
              </option>
            ))}
          </select>
        </div>
        <table className={styles.results} aria-live="polite">
          <thead>
            <tr>
              <th scope="col">見出し</th>
              <th scope="col">アンカー ID</th>
              <th scope="col">Markdown のリンク</th>
              <th scope="col">URL</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} data-testid="slug-row">
                <td>{row.heading}</td>
                <td>
                  <code>{row.id}</code>
                  {row.duplicateOf !== null && (
                    <div className={styles.warning} role="alert">
                      {row.duplicateOf + 1} 行目の「{rows[row.duplicateOf].heading}」と同じ ID
                      になるため、ビルドは末尾に番号を付けます。見出しを変えるか、明示的な ID を付けてください。
                    </div>
                  )}
                </td>
                <td>
                  <code>{`[${row.heading}](#${row.id})`}</code>
                </td>
                <td>
                  <code>{`${base}#${row.id}`}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </main>
    </Layout>
  );
}
