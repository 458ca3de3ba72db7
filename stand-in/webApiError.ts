/** The Web API's error answers, from the site's error catalogue (src/data/errors/webApi.ts). */
import {webApiErrors} from '../src/data/errors/webApi';
import type {Answer} from './documentService';

/** The error answer of catalogue code `code`, as every Web API operation of both versions sends it. */
export function apiError(code: number): Answer {
  const entry = webApiErrors.find((error) => error.code === code);
  if (!entry) throw new Error(`no Web API error code ${code} in src/data/errors/webApi.ts`);
  return {status: entry.status, json: {status: 'failed', error: {code, message: entry.message}}};
}

