// The last-updated date written without Intl reads exactly as the theme's Intl.DateTimeFormat('ja')
// wrote it, for any instant: in UTC, whatever the machine's time zone.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatJapaneseDate} from '../../src/theme/LastUpdated/date';

const themeFormat = new Intl.DateTimeFormat('ja', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});

test('every day from 1999 to 2031, at the first and the last second of the UTC day, reads as Intl writes it', () => {
  const savedZone = process.env.TZ;
  // A zone nine hours ahead of UTC: a formatter using local time would be a day off for part of each day.
  process.env.TZ = 'Asia/Tokyo';
  try {
    assert.equal(new Date(Date.UTC(2026, 0, 1, 20)).getDate(), 2, 'the time zone did not take effect');
    for (let day = Date.UTC(1999, 0, 1); day < Date.UTC(2032, 0, 1); day += 86_400_000) {
      for (const instant of [new Date(day), new Date(day + 86_399_000)]) {
        assert.equal(formatJapaneseDate(instant), themeFormat.format(instant), instant.toISOString());
      }
    }
  } finally {
    if (savedZone === undefined) delete process.env.TZ;
    else process.env.TZ = savedZone;
  }
});
