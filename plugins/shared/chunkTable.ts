/**
 * The chunks each route needs, looked up by the route's path. Docusaurus's generated
 * routesChunkNames is keyed by the path plus a hash ("/message/-3f2"), with the chunk names as
 * leaves of a nested object; core finds a route's entries by scanning every key for each route of
 * each link it prefetches. This table is built once instead, with the same result.
 */
export type RoutesChunkNames = Record<string, unknown>;

/** Every leaf value of a nested object or array (the chunk names of one route entry). */
function leaves(value: unknown, out: string[]): string[] {
  if (typeof value === 'object' && value !== null && Object.keys(value).length > 0) {
    for (const child of Object.values(value)) leaves(child, out);
  } else if (typeof value === 'string') {
    out.push(value);
  }
  return out;
}

/** Route path → chunk names, for every entry of routesChunkNames (keys lose their last "-hash"). */
export function chunkNamesByRoute(routesChunkNames: RoutesChunkNames): Map<string, string[]> {
  const table = new Map<string, string[]>();
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    const routePath = key.replace(/-[^-]+$/, '');
    const names = table.get(routePath) ?? [];
    leaves(chunks, names);
    table.set(routePath, names);
  }
  return table;
}
