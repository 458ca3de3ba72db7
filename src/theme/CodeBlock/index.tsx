// Swizzled (wrap) to hand the build-time tokens of a code block to CodeBlock/Content.
import {type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {CodeTokensContext} from './tokens';

type Props = WrapperProps<typeof CodeBlockType> & {tokens?: string};

export default function CodeBlockWrapper({tokens, ...props}: Props): ReactNode {
  return (
    <CodeTokensContext.Provider value={tokens}>
      <CodeBlock {...props} />
    </CodeTokensContext.Provider>
  );
}
