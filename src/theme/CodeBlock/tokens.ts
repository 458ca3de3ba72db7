// Carries the build-time tokens of a code block (src/remark/highlightCode.ts) from the CodeBlock
// wrapper to CodeBlock/Content, which the theme renders without passing extra props through.
import {createContext} from 'react';

/** Lines of [types, text] pairs ("" for plain text). */
export type TokenLines = [types: string, text: string][][];

export const CodeTokensContext = createContext<TokenLines | undefined>(undefined);

/** The code's text, as the block's children held it before the build moved it into the tokens. */
export const textOf = (lines: TokenLines): string => `${lines.map((line) => line.map(([, text]) => text).join('')).join('\n')}\n`;
