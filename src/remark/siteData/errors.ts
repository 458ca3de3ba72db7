/**
 * `<ErrorCodes of="webApi" version="oidc|legacy" codes="1,5" />` and
 * `<ErrorCodes of="messagingApi" codes="invalid_parameter" />`: an API's error table from its
 * catalogue in src/data/errors/. Without `codes`, the whole catalogue (the error definition pages).
 */
import {webApiErrors, webApiPages} from '../../data/errors/webApi';
import {messagingApiErrors, unauthorizedAction, type NotFound} from '../../data/errors/messagingApi';
import {table} from './mdast';
import type {Attributes, Renderer} from './types';

function pick<T>(catalogue: T[], key: (entry: T) => string, codes: string | undefined, where: string): T[] {
  if (!codes) return catalogue;
  return codes.split(',').map((code) => {
    const entry = catalogue.find((candidate) => key(candidate) === code.trim());
    if (!entry) throw new Error(`code ${code.trim()} is not in the ${where} catalogue (known: ${catalogue.map(key).join(', ')})`);
    return entry;
  });
}

function webApi(attributes: Attributes) {
  const version = attributes.version;
  if (version !== 'oidc' && version !== 'legacy') throw new Error('version="oidc" or version="legacy" is required');
  const pages = webApiPages[version];
  // `[name]` in the catalogue links to the API's page in this version, or shows its name.
  const link = (name: string) => (pages[name] ? `[${name}](${pages[name]})` : `\`${name}\``);
  const linkNames = (text: string) => text.replace(/\[(\w+)\](?!\()/g, (_, name: string) => link(name));
  const whole = !attributes.codes;
  const entries = pick(webApiErrors, (entry) => String(entry.code), attributes.codes, 'webApi').filter((entry) => {
    if (entry.legacyOnly && version === 'oidc') {
      if (whole) return false;
      throw new Error(`code ${entry.code} is returned only by the legacy version`);
    }
    return true;
  });
  return table(
    ['HTTP ステータス', 'コード', 'メッセージ', '意味', '対処'],
    entries.map((entry) => [
      String(entry.status),
      String(entry.code),
      `\`${entry.message}\``,
      // The whole catalogue names the APIs of this version that return the code.
      whole && entry.apis?.some((name) => pages[name])
        ? `${entry.meaning}（${entry.apis
            .filter((name) => pages[name])
            .map(link)
            .join('、')}）`
        : entry.meaning,
      linkNames(entry.action),
    ]),
  );
}

/** An operation's table passes its 404s, so that the `unauthorized` row says what another service's key does to it. */
export function messagingApiTable(codes: string | undefined, notFound?: NotFound[]) {
  const entries = pick(messagingApiErrors, (entry) => entry.code, codes, 'messagingApi');
  return table(
    ['HTTP ステータス', 'コード', '意味', '対処'],
    entries.map((entry) => [
      String(entry.status),
      `\`${entry.code}\``,
      entry.meaning,
      entry.code === 'unauthorized' && notFound ? unauthorizedAction(notFound) : entry.action,
    ]),
  );
}

const ErrorCodes: Renderer = (attributes) => {
  if (attributes.of === 'webApi') return [webApi(attributes)];
  if (attributes.of === 'messagingApi') return [messagingApiTable(attributes.codes)];
  throw new Error(`of="${attributes.of}": the catalogues are webApi and messagingApi`);
};

export const errorElements = {ErrorCodes};
