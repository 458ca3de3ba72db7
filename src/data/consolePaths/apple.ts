/** Apple Developer (https://developer.apple.com/account/). */
import type {ConsolePath} from './types';

export const apple: Record<string, ConsolePath> = {};
