// Swizzled (wrap) to hand the build-time tokens of a code block to CodeBlock/Content, and to give
// the theme the code's text, which the build keeps only in the tokens (src/remark/highlightCode.ts).
import {useMemo, type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {CodeTokensContext, textOf, type TokenLines} from './tokens';

type Props = WrapperProps<typeof CodeBlockType> & {tokens?: string};

export default function CodeBlockWrapper({tokens, children, ...props}: Props): ReactNode {
  const lines = useMemo(() => (tokens ? (JSON.parse(tokens) as TokenLines) : undefined), [tokens]);
  return (
    <CodeTokensContext.Provider value={lines}>
      <CodeBlock {...props}>{lines && !children ? textOf(lines) : children}</CodeBlock>
    </CodeTokensContext.Provider>
  );
}
