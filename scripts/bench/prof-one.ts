// scratch: CPU profile of a page load at 4x slowdown, self time by function (top 30)
import {serveBuild} from './lib/site';
import {launch, newContext} from './lib/browser';
async function main() {
  const [dir, p, n] = process.argv.slice(2);
  const server = await serveBuild(dir!);
  const browser = await launch();
  const totals = new Map<string, number>();
  const runs = Number(n ?? 3);
  for (let r = 0; r < runs; r++) {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({width: 412, height: 823});
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 200});
    await cdp.send('Profiler.start');
    await page.goto(server.url + p!, {waitUntil: 'load'});
    await page.waitForTimeout(3000);
    const {profile} = await cdp.send('Profiler.stop') as any;
    const byId = new Map(profile.nodes.map((nd: any) => [nd.id, nd]));
    const dt = profile.timeDeltas as number[];
    profile.samples.forEach((id: number, i: number) => {
      const nd: any = byId.get(id);
      const cf = nd.callFrame;
      const key = `${cf.functionName || '(anon)'} ${String(cf.url).split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
      totals.set(key, (totals.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    await context.close();
  }
  const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 40);
  for (const [k, v] of top) console.log((v / runs).toFixed(1).padStart(7), k);
  await browser.close();
  await server.close();
}
main();
