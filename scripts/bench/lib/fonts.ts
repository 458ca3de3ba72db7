// Every reader's device has a Japanese font (Hiragino on Apple's, Noto Sans CJK on Android and
// ChromeOS, Meiryo or Yu Gothic on Windows). A machine without one lays out each Japanese
// character through a failing font fallback: the glossary's layout took 2.7 s instead of 0.3 s
// at 4× CPU slowdown. Page timings from such a machine measure the machine, not the site.
import {execFileSync} from 'node:child_process';

/** The first Japanese font fontconfig knows, '' when it knows none, undefined without fontconfig. */
export function japaneseFont(): string | undefined {
  try {
    const list = execFileSync('fc-list', [':lang=ja', 'family'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
    return (
      list
        .split('\n')
        .find((line) => line.trim() !== '')
        ?.trim() ?? ''
    );
  } catch {
    return undefined;
  }
}

/** Stops a page benchmark on a machine whose fontconfig has no Japanese font. */
export function requireJapaneseFont(): void {
  if (japaneseFont() === '') {
    throw new Error(
      "bench: no Japanese font on this machine (fc-list :lang=ja is empty), so Chromium would lay out every Japanese character through font fallback, which no reader's device does. Install one (Debian: apt-get install fonts-noto-cjk) and run again.",
    );
  }
}
