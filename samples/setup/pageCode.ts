/**
 * The code of the setup page's 「動作を確かめる」, read from the page itself, so that what the
 * reader copies is what the check runs: the authorization request URL (a `text` block), then the
 * token request, the ID Token decoding and the providers call (`bash` blocks), in the page's order.
 */
import fs from 'node:fs';
import path from 'node:path';

const setupPage = 'docs/social-login/setup.mdx';

export type SetupCheckCode = {authorizationUrl: string; tokenRequest: string; decodeIdToken: string; providersRequest: string};

export function setupCheckCode(siteDir = path.join(__dirname, '..', '..')): SetupCheckCode {
  const source = fs.readFileSync(path.join(siteDir, setupPage), 'utf8');
  const section = /^## 動作を確かめる\n([\s\S]*?)(?=^## )/m.exec(source)?.[1] ?? '';
  const blocks = (language: string) =>
    [...section.matchAll(new RegExp(`^ *\`\`\`${language}\\n([\\s\\S]*?)^ *\`\`\``, 'gm'))].map((match) => match[1].replace(/^ {3}/gm, '').trim());
  const [authorizationUrl] = blocks('text');
  const [tokenRequest, decodeIdToken, providersRequest] = blocks('bash');
  if (!authorizationUrl || !tokenRequest || !decodeIdToken || !providersRequest)
    throw new Error(`${setupPage}: 「動作を確かめる」 no longer has its URL and three commands`);
  return {authorizationUrl, tokenRequest, decodeIdToken, providersRequest};
}
