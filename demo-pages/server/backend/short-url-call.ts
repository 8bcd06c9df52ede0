import { lastValue } from '../http/params-record.ts';
import { badRequest, formError, formErrors, jsonAnswer } from './answers.ts';
import type { BackendCall, CallInput } from './backend-call.ts';

/** A stable six-character code per page address (FNV-1a), so a page always gets the same link. */
function shortCode(address: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < address.length; index += 1) {
    hash ^= address.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(6, '0').slice(-6);
}

/** The page address the call was posted from: path plus query, "the current page". */
function pageAddress({ path, query }: CallInput): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** `getShortUrl=1` posted to the current page: answers `{"url": "<origin>/s/<code>"}` (spec §7). */
export const shortUrlCall: BackendCall = {
  kind: 'shortUrl',
  answer(input) {
    if (lastValue(input.fields, 'getShortUrl') !== '1') return badRequest('getShortUrl must be 1');
    const address = pageAddress(input);
    const code = shortCode(address);
    input.state.shortLinks.set(code, address);
    return jsonAnswer({ url: `${input.origin}/s/${code}` });
  },
  errorMessage: () => formError('The short link service is not available right now.'),
  errorList: () =>
    formErrors([
      { code: 'getShortUrl', message: 'Could not create a short link.' },
      { code: 'getShortUrl', message: 'Please copy the address from the address bar instead.' },
    ]),
};
