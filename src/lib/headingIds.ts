/**
 * Heading anchors exactly as the build computes them: Docusaurus's mdx-loader slugs every heading
 * of a page, in order, with one github-slugger instance (@docusaurus/utils createSlugger), so a
 * repeated heading gets `-1`, `-2` … The slugger tool and its tests use this module.
 */
import GithubSlugger from 'github-slugger';

export type HeadingId = {heading: string; id: string; duplicateOf: number | null};

/** Ids for the headings of one page, in order, with the index of the first heading that had the same base id. */
export function headingIds(headings: string[]): HeadingId[] {
  const slugger = new GithubSlugger();
  const firstByBase = new Map<string, number>();
  return headings.map((heading, index) => {
    const id = slugger.slug(heading);
    const base = GithubSlugger.slug(heading);
    const first = firstByBase.get(base);
    if (first === undefined) firstByBase.set(base, index);
    return {heading, id, duplicateOf: first === undefined ? null : first};
  });
}
