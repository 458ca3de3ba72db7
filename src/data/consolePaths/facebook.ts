/** Meta for Developers (https://developers.facebook.com/apps/). */
import type {ConsolePath} from './types';

export const facebook: Record<string, ConsolePath> = {};
