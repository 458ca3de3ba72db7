/**
 * A date as the theme writes a page's last update in Japanese (Intl.DateTimeFormat('ja') with
 * year numeric, month short, day numeric, in UTC: "2026年11月28日"), built from its parts. The
 * browser's Intl.DateTimeFormat loads its locale data on first use, about 50 ms of the app's
 * takeover at Lighthouse's 4× CPU slowdown, and the doc pages used it only for this date.
 */
export function formatJapaneseDate(date: Date): string {
  return `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
}
