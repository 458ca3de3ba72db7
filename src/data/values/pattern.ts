/** The number a `handWritten` pattern captures as its first group: digits with thousands commas. */
export const num = String.raw`(\d[\d,]*)`;
