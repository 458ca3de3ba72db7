/** X の開発者向けコンソール (https://developer.x.com/). */
import type {ConsolePath} from './types';

export const x: Record<string, ConsolePath> = {};
