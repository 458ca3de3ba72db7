// Swizzled (eject) to render tokens computed at build time instead of running Prism in the browser:
// Prism and its languages were a quarter of the main bundle. The theme's markup and classes, but for
// plain text, which needs no span.
import {forwardRef, useContext, useMemo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Token} from 'prism-react-renderer';
import {CodeTokensContext, textOf, type TokenLines} from '../tokens';
import styles from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
  );
});

/** The build-time lines when they are for this very code, else the code as plain lines. */
function useLines(code: string): TokenLines {
  const tokenLines = useContext(CodeTokensContext);
  // The theme strips magic comments from `code`; then the tokens no longer match and are dropped.
  if (tokenLines && textOf(tokenLines) === `${code}\n`) return tokenLines;
  return code.split('\n').map((text) => [['', text]]);
}

/** A token's classes: its types once each (nested grammars repeat one, template-string inside template-string), plain text none. */
const tokenClasses = (types: string[]) =>
  clsx(
    'token',
    [...new Set(types)].filter((type) => type !== 'plain'),
  );

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The lines as the theme's CodeBlock/Line marks them up (a div.token-line ending in <br>, a
 * span.token.<type> per token), written as one string: React then hydrates one element per block,
 * not two for every token and four for every line.
 */
function linesHtml(lines: TokenLines): string {
  return lines
    .map((line) => {
      const tokens = line.map(([types, text]) => {
        if (!types) return escapeHtml(text);
        return `<span class="${tokenClasses(types.split(' '))}">${escapeHtml(text)}</span>`;
      });
      return `<div class="token-line">${tokens.join('')}<br></div>`;
    })
    .join('');
}

const getLineProps = ({className}: {className?: string}) => ({className: clsx('token-line', className)});
const getTokenProps = ({token}: {token: Token}) => ({className: tokenClasses(token.types), children: token.content});

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = useLines(code);
  const numbered = lineNumbersStart !== undefined;
  // Line numbers and highlighted lines take the theme's own Line component and its styles.
  const plainLines = !numbered && Object.keys(lineClassNames).length === 0;
  const html = useMemo(() => (plainLines ? linesHtml(lines) : undefined), [plainLines, lines]);
  return (
    // The theme's word-wrap ref, handed on as a ref (not read here), as the theme's own component does.
    // eslint-disable-next-line react-hooks/refs
    <Pre ref={wordWrap.codeBlockRef} className={clsx(className, 'prism-code', `language-${language}`)}>
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: numbered ? `line-count ${lineNumbersStart - 1}` : undefined}}
        dangerouslySetInnerHTML={html === undefined ? undefined : {__html: html}}>
        {html === undefined
          ? lines.map((line, i) => (
              <Line
                key={i}
                line={line.map(([types, content]) => ({types: types ? types.split(' ') : ['plain'], content}))}
                getLineProps={getLineProps as never}
                getTokenProps={getTokenProps as never}
                classNames={lineClassNames[i]}
                showLineNumbers={numbered}
              />
            ))
          : undefined}
      </code>
    </Pre>
  );
}
