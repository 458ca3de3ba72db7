// Swizzled (eject) to hand the build-time tokens of a code block to CodeBlock/Content, to give the
// theme the code's text, which the build keeps only in the tokens (src/remark/highlightCode.ts), and
// to keep the server-rendered block when the app takes over. The theme remounts every block once
// hydrated (a key that flips with useIsBrowser) so that Prism's inline colours follow the colour
// mode; here the token colours are a stylesheet per mode, and the block's colour variables follow
// the mode by an ordinary update (the theme's colour-mode state changes after hydration).
import {isValidElement, Children, useMemo, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import {CodeTokensContext, textOf, type TokenLines} from './tokens';

type Props = CodeBlockProps & {tokens?: string};

/** As the theme does: children that are all strings become one string, the code the copy button copies. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({tokens, children: rawChildren, ...props}: Props): ReactNode {
  const lines = useMemo(() => (tokens ? (JSON.parse(tokens) as TokenLines) : undefined), [tokens]);
  const children = maybeStringifyChildren(lines && !rawChildren ? textOf(lines) : rawChildren);
  return (
    <CodeTokensContext.Provider value={lines}>
      {typeof children === 'string' ? <StringContent {...props}>{children}</StringContent> : <ElementContent {...props}>{children}</ElementContent>}
    </CodeTokensContext.Provider>
  );
}
