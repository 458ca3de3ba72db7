// Swizzled (eject) to render tokens computed at build time instead of running Prism in the browser:
// Prism and its languages were a quarter of the main bundle. Same markup and classes as the theme.
import {forwardRef, useContext, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Token} from 'prism-react-renderer';
import {CodeTokensContext} from '../tokens';
import styles from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
  );
});

/** The build-time lines when they are for this very code, else the code as plain lines. */
function useLines(code: string): Token[][] {
  const tokenLines = useContext(CodeTokensContext);
  if (tokenLines) {
    const lines = tokenLines.map((line) => line.map(([types, content]) => ({types: types ? types.split(' ') : ['plain'], content})));
    // The theme strips magic comments from `code`; then the tokens no longer match and are dropped.
    if (lines.map((line) => line.map((t) => t.content).join('')).join('\n') === code) return lines;
  }
  return code.split('\n').map((text) => [{types: ['plain'], content: text}]);
}

const getLineProps = ({className}: {className?: string}) => ({className: clsx('token-line', className)});
const getTokenProps = ({token}: {token: Token}) => ({
  // Nested grammars repeat a type (template-string inside template-string); a class once is enough.
  className: clsx(
    'token',
    [...new Set(token.types)].filter((t) => t !== 'plain'),
  ),
  children: token.content,
});

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = useLines(code);
  return (
    // The theme's word-wrap ref, handed on as a ref (not read here), as the theme's own component does.
    // eslint-disable-next-line react-hooks/refs
    <Pre ref={wordWrap.codeBlockRef} className={clsx(className, 'prism-code', `language-${language}`)}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`}}>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps as never}
            getTokenProps={getTokenProps as never}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </Pre>
  );
}
