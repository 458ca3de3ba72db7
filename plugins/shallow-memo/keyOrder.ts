// The order ./reactUtils.ts puts an object's entries in: by key, code unit by code unit.
export const byCodeUnit = (a: [string, unknown], b: [string, unknown]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
