// scratch: one Lighthouse run, prints LCP element and long tasks
import {serveBuild} from './lib/site';
import {chromiumPath} from '../browser-path';
import fs from 'node:fs';
async function main() {
  const [dir, ...paths] = process.argv.slice(2);
  const server = await serveBuild(dir!);
  const {default: run} = await import('lighthouse');
  const {launch} = await import('chrome-launcher');
  for (const p of paths) {
    const chrome = await launch({chromePath: chromiumPath(), chromeFlags: ['--headless=new', '--no-sandbox']});
    const result = await run(server.url + p, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], blockedUrlPatterns: ['*googletagmanager.com*', '*google-analytics.com*']});
    chrome.kill();
    const a = result!.lhr.audits;
    fs.writeFileSync(`/tmp/lhx/${p.replace(/\W/g, '_')}.json`, JSON.stringify(result!.lhr));
    const items = (id: string) => ((a[id]?.details as any)?.items ?? []);
    console.log(p, 'perf', result!.lhr.categories.performance!.score, 'LCP', Math.round(a['largest-contentful-paint']!.numericValue!), 'TBT', Math.round(a['total-blocking-time']!.numericValue!), 'FCP', Math.round(a['first-contentful-paint']!.numericValue!), 'cpu', result!.lhr.environment.benchmarkIndex);
    console.log(' LCP element', JSON.stringify(items('largest-contentful-paint-element').map((i: any) => i.items ?? i).flat().slice(0, 3)).slice(0, 600));
    console.log(' long tasks', JSON.stringify(items('long-tasks').slice(0, 8).map((t: any) => [String(t.url).split('/').pop(), Math.round(t.duration), Math.round(t.startTime)])));
    console.log(' mainthread', JSON.stringify(items('mainthread-work-breakdown').map((t: any) => [t.group, Math.round(t.duration)])));
  }
  await server.close();
}
main();
