// The variant builds of `bench:ab -- --without <name>`: the site without one of its reaches into
// another package, each in the form that removes exactly that reach and keeps everything else.
import {buildSite, copySite} from './site';
import {preparedStockSearchBuild} from './prepared-build';
import {writeVariantConfig} from './variant-config';

type Variant = {imports: string[]; expression: string};

/**
 * Our config with the entry of plugins/<name> replaced by the entries `replace` makes of it (none
 * removes it); fails by name if the config does not list it.
 */
const replacingPlugin = (name: string, replace: string): Variant => ({
  imports: [`import replaced from './plugins/${name}';`],
  expression: `(() => {
  let found = false;
  const plugins = (config.plugins ?? []).flatMap((plugin) => {
    if ((Array.isArray(plugin) ? plugin[0] : plugin) !== replaced) return [plugin];
    found = true;
    return (${replace})(plugin);
  });
  if (!found) throw new Error('bench:ab: docusaurus.config.ts does not list plugins/${name}');
  return {...config, plugins};
})()`,
});

const SPECIAL: Record<string, Variant> = {
  // plugins/docs wraps the docs plugin; without it, the docs plugin itself with the same options.
  docs: replacingPlugin('docs', "(plugin) => [['@docusaurus/plugin-content-docs', plugin[1]]]"),
  // The Prism stub alone: the build-time highlighting stays, the alias that keeps Prism out goes.
  'highlight-alias': replacingPlugin(
    'static-code-highlight',
    '(plugin) => [(context) => ({...plugin(context), configureWebpack: undefined, name: "static-code-highlight-without-alias"})]',
  ),
};

/** The config change that takes the named reach out (a folder of plugins/ unless a special name). */
const variantOf = (name: string): Variant => SPECIAL[name] ?? replacingPlugin(name, '() => []');

/** Builds our site without the named reach; `search` is the stock search plugin in place of plugins/search. */
export function buildWithout(name: string): string {
  if (name === 'search') return preparedStockSearchBuild();
  const variant = variantOf(name);
  const dir = copySite(`without-${name}`);
  console.log(`building a private copy without ${name} …`);
  return buildSite(dir, writeVariantConfig(dir, `without-${name}`, variant.expression, variant.imports));
}
