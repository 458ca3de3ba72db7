/**
 * MarkdownActions: 「Markdown をコピー」 and 「Markdown で開く」 for the page's Markdown
 * (plugins/llms-txt), for readers who paste a page into an AI assistant. Nothing is fetched until
 * the button is pressed. The copy hands the clipboard a promise of the text (ClipboardItem), so
 * that browsers which require the write to start within the click (Safari) accept it; where the
 * clipboard refuses, the text is shown selected in a box to copy by hand.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {markdownPathOf} from '@site/src/lib/markdownPath';
import styles from './styles.module.css';

type State = {kind: 'idle' | 'copying' | 'copied' | 'unavailable'} | {kind: 'refused'; text: string};

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

async function writeToClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export default function MarkdownActions({pagePath}: {pagePath: string}): ReactNode {
  const url = markdownPathOf(pagePath);
  const [state, setState] = useState<State>({kind: 'idle'});
  const fallback = useRef<HTMLTextAreaElement>(null);

  // Once the box is on the page: focus and select it, so that one key press copies it.
  useEffect(() => {
    if (state.kind !== 'refused') return;
    fallback.current?.focus();
    fallback.current?.select();
  }, [state.kind]);

  const copy = async () => {
    setState({kind: 'copying'});
    const text = fetchMarkdown(url);
    try {
      await writeToClipboard(text);
      setState({kind: 'copied'});
    } catch {
      // Either the clipboard refused the text (then show it to copy by hand) or there was no text.
      const markdown = await text.catch(() => null);
      setState(markdown === null ? {kind: 'unavailable'} : {kind: 'refused', text: markdown});
    }
  };

  const status = {
    idle: '',
    copying: '',
    copied: translate({id: 'site.MarkdownActions.copied', message: 'このページの Markdown をコピーしました。'}),
    unavailable: translate({id: 'site.MarkdownActions.unavailable', message: 'Markdown を取得できませんでした。'}),
    refused: translate({id: 'site.MarkdownActions.refused', message: 'クリップボードに書き込めませんでした。下の欄の Markdown をコピーしてください。'}),
  }[state.kind];

  return (
    <div className={styles.actions}>
      <button type="button" className="button button--outline button--secondary button--sm" disabled={state.kind === 'copying'} onClick={() => void copy()}>
        {translate({id: 'site.MarkdownActions.copy', message: 'Markdown をコピー'})}
      </button>
      {/* A file, not a page of the site: a plain link (the router knows no .md route). */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a className="button button--link button--sm" href={url} type="text/markdown">
        {translate({id: 'site.MarkdownActions.open', message: 'Markdown で開く'})}
      </a>
      {/* A live region from the start, so that screen readers announce the result. */}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {state.kind === 'refused' ? (
        <textarea
          ref={fallback}
          className={styles.fallback}
          readOnly
          rows={8}
          value={state.text}
          aria-label={translate({id: 'site.MarkdownActions.fallbackLabel', message: 'このページの Markdown'})}
        />
      ) : null}
    </div>
  );
}
