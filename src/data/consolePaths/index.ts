/**
 * Console paths of the login providers and LINE, one module per console, each path checked
 * against the provider's documentation named in its `source`. Pages print them with
 * `<ConsolePath of="line.callbackUrl" />` (src/remark/siteData/console.ts).
 */
import type {ConsoleModule} from './types';
import {line} from './line';
import {lineMessagingApi} from './lineMessagingApi';
import {apple} from './apple';
import {google} from './google';
import {yahoo} from './yahoo';
import {x} from './x';
import {facebook} from './facebook';

export type {ConsoleModule};

export const consolePaths: Record<string, ConsoleModule> = {line, lineMessagingApi, apple, google, yahoo, x, facebook};
