/** Google Cloud コンソール (https://console.cloud.google.com/). */
import type {ConsolePath} from './types';

export const google: Record<string, ConsolePath> = {};
