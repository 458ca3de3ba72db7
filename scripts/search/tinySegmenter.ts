// TinySegmenter (lunr-languages), the candidate the site measured against Intl.Segmenter (plugins/search/segmenter.ts).
import type {Segmenter} from '../../plugins/search/segmenter';

type TinySegmenter = {segment: (text: string) => string[]};
const holder: {TinySegmenter?: new () => TinySegmenter} = {};
// eslint-disable-next-line @typescript-eslint/no-require-imports
(require('lunr-languages/tinyseg') as (lunr: object) => void)(holder);
const tiny = new holder.TinySegmenter!();

export const tinySegmenter: Segmenter = {
  name: 'tiny-segmenter',
  segment: (run) => {
    let index = 0;
    return tiny
      .segment(run)
      .filter(Boolean)
      .map((text) => {
        const at = index;
        index += text.length;
        return {text, index: at};
      });
  },
};
