/**
 * PageFeedback: 「このページは役に立ちましたか？」 at the end of each doc page. An answer goes to the
 * site's Google Analytics as a `page_feedback` event (the page's path and `yes` or `no`) through the
 * gtag function the analytics plugin defines, and is remembered for the page in localStorage, so a
 * reader who comes back sees their answer. Until a reader answers, it sends nothing. Storage that
 * fails (private modes, blocked cookies) is tolerated: theme-common's storage slot swallows it.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {createStorageSlot} from '@docusaurus/theme-common';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';

const storageSlot = (path: string) => createStorageSlot(`socialplus-docs.feedback:${path}`);

function send(path: string, answer: Answer): void {
  const gtag = (window as unknown as {gtag?: (...args: unknown[]) => void}).gtag;
  gtag?.('event', 'page_feedback', {page_path: path, answer});
}

// The ids and messages stay literal: Docusaurus extracts translations from the translate() calls.
const choices = (): {value: Answer; label: string}[] => [
  {value: 'yes', label: translate({id: 'site.PageFeedback.yes', message: 'はい'})},
  {value: 'no', label: translate({id: 'site.PageFeedback.no', message: 'いいえ'})},
];

export default function PageFeedback(): ReactNode {
  const {pathname} = useLocation();
  const [answer, setAnswer] = useState<Answer | null>(null);

  // The stored answer is read once the page is in the browser (the server knows none).
  useEffect(() => {
    const stored = storageSlot(pathname).get();
    // Storage exists only in the browser: read after hydration, so that server and client HTML agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAnswer(stored === 'yes' || stored === 'no' ? stored : null);
  }, [pathname]);

  const choose = (value: Answer) => {
    send(pathname, value);
    storageSlot(pathname).set(value);
    setAnswer(value);
  };

  const question = translate({id: 'site.PageFeedback.question', message: 'このページは役に立ちましたか？'});
  return (
    <section className={styles.feedback} aria-label={question}>
      <p className={styles.question}>{question}</p>
      <div className={styles.buttons}>
        {choices().map(({value, label}) => (
          <button
            key={value}
            type="button"
            className="button button--outline button--primary button--sm"
            aria-pressed={answer === value}
            disabled={answer !== null}
            onClick={() => choose(value)}>
            {label}
          </button>
        ))}
      </div>
      {/* A live region from the start, so screen readers announce the thanks when it appears. */}
      <p role="status" className={styles.thanks}>
        {answer ? translate({id: 'site.PageFeedback.thanks', message: 'ご回答ありがとうございました。'}) : ''}
      </p>
    </section>
  );
}
