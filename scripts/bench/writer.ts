/**
 * What writers wait for: from `docusaurus start` to the first page served (HTTP 200 with the app's
 * HTML; the dev server answers once the first compilation is done) and to the page rendered in
 * Chromium, and from saving a doc (a line appended) to the open page showing it (hot reload,
 * watched in Chromium). Runs on a private copy of the site, on port 4185.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {printTable, writeResult} from './lib/report';
import {launch, newContext} from './lib/browser';
import {copySite} from './lib/site';

const PORT = 4185;
const DOC = 'docs/social-login/setup.mdx';
const PAGE = '/social-login/setup';

async function waitForFirstPage(url: string, started: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes('<div id="__docusaurus"')) return (Date.now() - started) / 1000;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 600_000) throw new Error('docusaurus start served nothing in 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main() {
  const dir = copySite('writer');
  const started = Date.now();
  // Its own process group, so that stopping it stops the bundler's workers too.
  const server = spawn('npx', ['docusaurus', 'start', '--port', String(PORT), '--host', '127.0.0.1', '--no-open'], {cwd: dir, stdio: 'ignore', detached: true});
  const url = `http://127.0.0.1:${PORT}${PAGE}`;
  const browser = await launch();
  try {
    const firstPageS = await waitForFirstPage(url, started);
    const page = await (await newContext(browser)).newPage();
    await page.goto(url);
    await page.locator('article h1').waitFor({timeout: 120_000});
    const renderedS = (Date.now() - started) / 1000;
    const marker = `保存の反映を確かめる行 ${Date.now()}`;
    const saved = Date.now();
    fs.appendFileSync(path.join(dir, DOC), `\n${marker}\n`);
    // Hot reload: the open page changes without navigation once the dev server has rebuilt.
    await page.getByText(marker).waitFor({timeout: 120_000});
    const reloadS = (Date.now() - saved) / 1000;
    const rows = [
      {step: '`docusaurus start` → first page served (HTTP 200, full HTML)', seconds: firstPageS.toFixed(1)},
      {step: '`docusaurus start` → the page rendered in Chromium (title shown)', seconds: renderedS.toFixed(1)},
      {step: 'save a doc → the open page shows it (hot reload, Chromium)', seconds: reloadS.toFixed(1)},
    ];
    printTable('Writers', rows);
    writeResult('writer', {firstPageS, renderedS, reloadS, doc: DOC, page: PAGE});
  } finally {
    await browser.close();
    process.kill(-server.pid!, 'SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
