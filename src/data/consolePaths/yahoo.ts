/** Yahoo! JAPAN デベロッパーネットワーク (https://e.developer.yahoo.co.jp/dashboard/). */
import type {ConsolePath} from './types';

export const yahoo: Record<string, ConsolePath> = {};
