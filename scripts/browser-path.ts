// Finds the Chromium the tests drive: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then
// Playwright's own download (ordinary machines). Returns undefined for Playwright's default.
import fs from 'node:fs';

export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));
}

/** Flags that keep Chromium quiet on a machine without internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
