// A variant of docusaurus.config.ts for a private copy: a small config file that imports ours and
// changes one thing, built with `docusaurus build --config <file>`; ours stays as committed.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes <dir>/<name>.config.ts exporting `expression`, in which `config` is our config (after
 * any further `imports` lines); returns its name.
 */
export function writeVariantConfig(dir: string, name: string, expression: string, imports: string[] = []): string {
  const file = `${name}.config.ts`;
  const lines = [`import config from './docusaurus.config';`, ...imports];
  fs.writeFileSync(path.join(dir, file), `${lines.join('\n')}\n\nexport default ${expression};\n`);
  return file;
}

/** Our config plus the chunk-statistics plugin (see chunk-stats-plugin.ts); output is unchanged. */
export function withChunkStats(dir: string): string {
  return writeVariantConfig(dir, 'bench-stats', "{...config, plugins: [...(config.plugins ?? []), './scripts/bench/lib/chunk-stats-plugin.ts']}");
}
