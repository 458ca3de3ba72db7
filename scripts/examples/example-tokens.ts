/**
 * Finds the example ID Tokens of the site (JWTs whose issuer is the example service) in the docs
 * and the OpenAPI documents, and signs them again with the example key: `npm run examples:sign-tokens`. A writer edits a
 * token's claims by editing its payload, runs this, and every signature verifies against the
 * example JWK Set on the cert page again. tests/examples/example-id-tokens.test.ts checks the result.
 */
import fs from 'node:fs';
import path from 'node:path';
import {importJWK, SignJWT, type JWTPayload} from 'jose';
import {exampleKeyId, exampleSigningKey} from '../../examples/social-login/example-signing-key';
import {contentFiles, siteDir} from '../lib/content-files';

export const exampleIssuer = 'https://sample-shop.auth.socialplus.jp';
export const jwtPattern = /eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;

/** The docs and OpenAPI documents that hold a JWT, as absolute paths. */
export function filesWithTokens(): string[] {
  const openApi = fs
    .readdirSync(path.join(siteDir, 'openapi'))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => `openapi/${file}`);
  return [...contentFiles().filter((file) => file.startsWith('docs/')), ...openApi]
    .map((file) => path.join(siteDir, file))
    .filter((file) => fs.readFileSync(file, 'utf8').match(jwtPattern));
}

export function decodePart(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** True for the site's own example ID Tokens (other JWTs on the pages, a provider's, are left alone). */
export function isExampleIdToken(token: string): boolean {
  try {
    return decodePart(token.split('.')[1]).iss === exampleIssuer;
  } catch {
    return false;
  }
}

export async function signExample(token: string): Promise<string> {
  const payload = decodePart(token.split('.')[1]) as JWTPayload;
  const key = await importJWK(exampleSigningKey, 'RS256');
  return new SignJWT(payload).setProtectedHeader({alg: 'RS256', typ: 'JWT', kid: exampleKeyId}).sign(key);
}

async function main(): Promise<void> {
  let signed = 0;
  for (const file of filesWithTokens()) {
    let text = fs.readFileSync(file, 'utf8');
    for (const token of new Set(text.match(jwtPattern) ?? [])) {
      if (!isExampleIdToken(token)) continue;
      text = text.split(token).join(await signExample(token));
      signed++;
    }
    fs.writeFileSync(file, text);
  }
  console.log(`signed ${signed} example ID Tokens with the example key ${exampleKeyId}`);
}

if (require.main === module) void main();
