// Debian's Chromium through Playwright for the benchmarks, with Google's requests blocked (the
// network is closed here; a failing DNS look-up would only add noise).
import {chromium, type Browser, type BrowserContext} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../../browser-path';
import {requireJapaneseFont} from './fonts';

export const GOOGLE = /googletagmanager\.com|google-analytics\.com/;

export function launch(): Promise<Browser> {
  requireJapaneseFont();
  return chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
}

export async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({locale: 'ja-JP'});
  await context.route(GOOGLE, (route) => route.abort());
  return context;
}
