/** LINE Developers コンソール, Messaging API channels (https://developers.line.biz/console/). */
import type {ConsolePath} from './types';

export const lineMessagingApi: Record<string, ConsolePath> = {};
