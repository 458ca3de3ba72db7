/**
 * Word segmentation of a Japanese run, for ./tokenize.ts. Two candidates were measured on the
 * evaluation set (`npm run search:evaluate -- --segmenter tiny-segmenter`): Intl.Segmenter,
 * built into Node and every browser (ICU's dictionary, no bytes to download), and TinySegmenter
 * (scripts/search/tinySegmenter.ts, the upstream plugin's choice). BENCHMARKS.md gives the figures; the site
 * uses the one below. The index file names its segmenter, so the worker never reads an index
 * cut another way.
 */
export type Segment = (run: string) => {text: string; index: number}[];
export type Segmenter = {name: string; segment: Segment};

const intl = new Intl.Segmenter('ja', {granularity: 'word'});

export const intlSegmenter: Segmenter = {
  name: 'intl',
  segment: (run) => [...intl.segment(run)].filter((part) => part.isWordLike).map((part) => ({text: part.segment, index: part.index})),
};

/** The segmenter the site uses (the evaluation names the candidates by their own names).
 * @alias */
export const siteSegmenter = intlSegmenter;
export const segmentJapanese = siteSegmenter.segment;
