/**
 * `<ConsolePath of="line.callbackUrl" />`: where a setting sits in a provider's console, written the
 * same way on every page: 「チャネル基本設定」タブの「チャネルID」. `form="full"` starts with the
 * console's name.
 */
import {consolePaths} from '../../data/consolePaths';
import {inline, paragraph, withParticle} from './mdast';
import type {Renderer} from './types';

const kindWord = {tab: 'タブ', menu: 'メニュー', button: 'ボタン', page: '画面', section: '', field: ''};

function consolePathText(id: string, full = false): string {
  const [provider, name] = id.split('.');
  const module = consolePaths[provider];
  const path = module?.paths[name];
  if (!module || !path) {
    const known = Object.entries(consolePaths).flatMap(([p, {paths}]) => Object.keys(paths).map((n) => `${p}.${n}`));
    throw new Error(`unknown console path "${id}" (known: ${known.join(', ')})`);
  }
  const steps = path.steps.map((step) => `「${step.label}」${step.kind ? kindWord[step.kind] : ''}`).join('の');
  return full ? `${withParticle(module.console, 'の')}${steps}` : steps;
}

const ConsolePath: Renderer = (attributes, {flow}) => {
  if (!attributes.of) throw new Error('the attribute of="provider.name" is required');
  if (attributes.form && attributes.form !== 'full') throw new Error(`form="${attributes.form}": only form="full" exists`);
  const text = consolePathText(attributes.of, attributes.form === 'full');
  return flow ? [paragraph(text)] : inline(text);
};

export const consoleElements = {ConsolePath};
