// scratch: trace a page load at 4x slowdown; print long tasks with their top child events
import {serveBuild} from './lib/site';
import {launch, newContext} from './lib/browser';
async function main() {
  const [dir, p] = process.argv.slice(2);
  const server = await serveBuild(dir!);
  const browser = await launch();
  if (process.env.WARM) { const c = await newContext(browser); const pg = await c.newPage(); await pg.goto(server.url + process.env.WARM, {waitUntil: 'load'}); await pg.waitForTimeout(1000); await c.close(); }
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.setViewportSize({width: 412, height: 823});
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await browser.startTracing(page, {categories: ['loading', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing']});
  await page.goto(server.url + p!, {waitUntil: 'load'});
  await page.waitForTimeout(4000);
  const buf = await browser.stopTracing();
  const events = (JSON.parse(buf.toString()).traceEvents as any[]);
  const main = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
  const ev = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = ev.filter((e) => e.name === 'RunTask' && e.dur > 50000).sort((a, b) => a.ts - b.ts);
  const t0 = Math.min(...ev.map((e) => e.ts));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
  let tbt = 0;
  for (const t of tasks) {
    if (fcp && t.ts + t.dur > fcp.ts) tbt += (t.ts + t.dur - Math.max(t.ts + 50000, fcp.ts)) / 1000 > 0 ? (t.ts + t.dur - Math.max(t.ts + 50000, fcp.ts)) / 1000 : 0;
    const kids = new Map<string, number>();
    for (const e of ev) {
      if (e === t || e.ts < t.ts || e.ts + e.dur > t.ts + t.dur) continue;
      const name = e.name === 'EvaluateScript' || e.name === 'v8.compile' ? `${e.name} ${String(e.args?.data?.url ?? '').split('/').pop()}` : e.name === 'FunctionCall' ? `FunctionCall ${String(e.args?.data?.url ?? '').split('/').pop()}:${e.args?.data?.functionName ?? ''}` : e.name;
      kids.set(name, (kids.get(name) ?? 0) + e.dur / 1000);
    }
    const top = [...kids].filter(([k]) => /Evaluate|FunctionCall|ParseHTML|UpdateLayoutTree|Layout|Paint|v8.compile|TimerFire|FireAnimationFrame|EventDispatch|MajorGC|MinorGC|ParseAuthorStyleSheet|IntersectionObserver|HitTest|PrePaint|V8.GC/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 7);
    console.log(`task at ${((t.ts - t0) / 1000).toFixed(0)} ms: ${(t.dur / 1000).toFixed(0)} ms |`, top.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '));
  }
  console.log('blocking after FCP (4x):', tbt.toFixed(0), 'fcp at', fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?');
  await browser.close();
  await server.close();
}
main();
