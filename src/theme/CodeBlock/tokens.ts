// Carries the build-time tokens of a code block (src/remark/highlightCode.ts) from the CodeBlock
// wrapper to CodeBlock/Content, which the theme renders without passing extra props through.
import {createContext} from 'react';

/** Lines of [types, text] pairs, as JSON. */
export const CodeTokensContext = createContext<string | undefined>(undefined);
