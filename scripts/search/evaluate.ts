/**
 * Recall@8 and MRR of the site search on the evaluation set (tests/search/evaluation.json), in
 * the all-areas index of a build, as the home page searches. Prints the figures per class and
 * every query whose page did not come first.
 *   npm run search:evaluate [-- --build <dir>] [--holdout | --tuning] [--segmenter intl|tiny-segmenter]
 * --segmenter rebuilds the index from the build's entries with that segmenter (the comparison
 * plugins/search/segmenter.ts cites). The thresholds are held by tests/e2e/search-evaluation.spec.ts.
 */
import {evaluate, loadEvaluationSet, readBuiltIndex} from './evaluation';
import {buildIndexFile, loadIndexFile} from '../../plugins/search/searchIndex';
import {intlSegmenter} from '../../plugins/search/segmenter';
import {tinySegmenter} from './tinySegmenter';
import {buildDir as defaultBuildDir} from '../../src/lib/siteDirs';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const buildDir = option('--build') ?? defaultBuildDir;
const built = readBuiltIndex(buildDir);

const segmenters = {intl: intlSegmenter, 'tiny-segmenter': tinySegmenter};
const name = option('--segmenter') as keyof typeof segmenters | undefined;
if (name !== undefined && !(name in segmenters)) throw new Error(`--segmenter: one of ${Object.keys(segmenters).join(', ')}`);
const segmenter = name === undefined ? undefined : segmenters[name];
const index = segmenter ? loadIndexFile(buildIndexFile(built.documents, {readings: built.forms.readings, segmenter}), segmenter) : loadIndexFile(built);

const set = loadEvaluationSet().filter((query) => (args.includes('--holdout') ? query.holdout : args.includes('--tuning') ? !query.holdout : true));
console.log(`segmenter: ${index.segmenter.name}`);
console.log(evaluate(index, set).text);
