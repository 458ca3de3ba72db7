/**
 * What writers wait for: from `docusaurus start` to the first page served (HTTP 200 for a doc with
 * its title in the HTML), and from saving a doc to the open page showing the change (hot reload,
 * watched in Chromium). Runs on a private copy of the site.
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

async function main() {
  const dir = copySite('writer');
  const started = Date.now();
  const server = spawn('npx', ['docusaurus', 'start', '--port', String(PORT), '--host', '127.0.0.1', '--no-open'], {cwd: dir, stdio: 'ignore', detached: true});
  const url = `http://127.0.0.1:${PORT}${PAGE}`;
  let firstPageS = 0;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes('<div id="__docusaurus"')) {
        firstPageS = (Date.now() - started) / 1000;
        break;
      }
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 600_000) throw new Error('docusaurus start served nothing in 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const browser = await launch();
  const page = await (await newContext(browser)).newPage();
  await page.goto(url);
  await page.locator('article h1').waitFor({timeout: 120_000});
  const marker = `保存の反映を確かめる行 ${Date.now()}`;
  const saved = Date.now();
  fs.appendFileSync(path.join(dir, DOC), `\n${marker}\n`);
  await page.getByText(marker).waitFor({timeout: 120_000});
  const reloadS = (Date.now() - saved) / 1000;
  await browser.close();
  process.kill(-server.pid!, 'SIGTERM');

  const rows = [{step: '`docusaurus start` → first page served', seconds: firstPageS.toFixed(1)}, {step: 'save a doc → the open page shows it', seconds: reloadS.toFixed(1)}];
  printTable('Writers', rows);
  writeResult('writer', {firstPageS, reloadS, doc: DOC});
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
