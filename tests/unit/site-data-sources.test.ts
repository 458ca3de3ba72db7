// Matrices, error catalogues and console paths have one source each (src/data/): a page renders
// them with <ProviderClaims>, <ErrorCodes> and <ConsolePath> and never types its own copy. Each
// failure names the page, the line and the element to use.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contentFiles, readContent} from '../lib/content.ts';
import {proseOf} from '../lib/prose.ts';
import {providerNames} from '../../src/data/providerProfiles.ts';
import {messagingApiErrors} from '../../src/data/errors/messagingApi.ts';

function findLines(check: (line: string, file: string) => string | undefined): string[] {
  const found: string[] = [];
  for (const file of contentFiles()) {
    proseOf(readContent(file))
      .split('\n')
      .forEach((line, index) => {
        const problem = check(line, file);
        if (problem) found.push(`${file}:${index + 1}: ${problem}`);
      });
  }
  return found;
}

test('no page types a provider availability table (use <ProviderClaims />)', () => {
  const names = Object.values(providerNames);
  const found = findLines((line) => {
    if (!line.startsWith('|')) return undefined;
    const cells = line.split('|').map((cell) => cell.trim());
    const providers = cells.filter((cell) => names.includes(cell));
    return providers.length >= 3 ? `a provider table typed by hand (${providers.join(', ')})` : undefined;
  });
  assert.deepEqual(found, [], found.join('\n'));
});

test('no page types rows of an error catalogue (use <ErrorCodes />)', () => {
  const messagingCodes = new Set(messagingApiErrors.map((entry) => entry.code));
  // Messaging API v2 codes only on the message pages: `unauthorized` is also an OAuth error of
  // UserInfo, and the v1 page is the one statement of v1's own codes.
  const messagePage = /^docs\/(message\/(?!messaging-api-references\/v1\/)|_partials\/message)/;
  const found = findLines((line, file) => {
    if (/^\|\s*[45]\d\d\s*\|\s*\d{1,2}\s*\|/.test(line)) return 'a Web API error row typed by hand: <ErrorCodes of="webApi" version="…" codes="…" />';
    const code = /^\|\s*[45]\d\d\s*\|\s*`([a-z_]+)`\s*\|/.exec(line)?.[1];
    if (code && messagingCodes.has(code) && messagePage.test(file))
      return `a Messaging API error row typed by hand (${code}): <ErrorCodes of="messagingApi" codes="…" />`;
    return undefined;
  });
  assert.deepEqual(found, [], found.join('\n'));
});

test('no provider or channel page types a console path (use <ConsolePath />)', () => {
  const consolePages = /^docs\/(social-login\/providers\/|social-login\/legacy\/providers\/|message\/line-channel-settings)/;
  const found: string[] = [];
  for (const file of contentFiles().filter((file) => consolePages.test(file))) {
    proseOf(readContent(file))
      .split('\n')
      .forEach((line, index) => {
        const match = /「[^」]+」タブ/.exec(line);
        if (match) found.push(`${file}:${index + 1}: 「${match[0]}」 typed by hand: <ConsolePath of="…" />`);
      });
  }
  assert.deepEqual(found, [], found.join('\n'));
});
