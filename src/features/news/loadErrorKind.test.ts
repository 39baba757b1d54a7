import { beforeAll, describe, expect, it } from 'vitest';
import { ApiHttpError, ApiNetworkError, ApiSchemaError, ApiTimeoutError } from '../../api/errors.ts';
import { loadErrorKind, loadErrorReason } from './loadErrorKind.ts';
import { loadCatalogue, messagesFor } from '../../i18n/messages.ts';

// French and German are fetched on demand (see messages.ts).
beforeAll(() => Promise.all([loadCatalogue('fr'), loadCatalogue('de')]));

const url = 'http://api.test/api/v1/news/5/';

describe('loadErrorKind', () => {
  it('sorts API errors into what the page does with them', () => {
    expect(loadErrorKind(new ApiHttpError(url, 404, 'Not Found', 'Not found.'))).toBe('not-found');
    expect(loadErrorKind(new ApiHttpError(url, 503, 'Service Unavailable', null))).toBe('server');
    expect(loadErrorKind(new ApiHttpError(url, 400, 'Bad Request', null))).toBe('other');
    expect(loadErrorKind(new ApiNetworkError(`${url} could not be reached`, url))).toBe('network');
    expect(loadErrorKind(new ApiSchemaError(url, ['(root): expected JSON']))).toBe('data');
    expect(loadErrorKind('a string')).toBe('other');
  });

  it("recognises the client's timeout and an aborted fetch's TimeoutError", () => {
    expect(loadErrorKind(new DOMException('signal timed out', 'TimeoutError'))).toBe('timeout');
    expect(loadErrorKind(new ApiTimeoutError(url, 15_000))).toBe('timeout');
    expect(loadErrorReason('timeout', messagesFor('en'))).toBe('the server took too long to answer');
    expect(loadErrorReason('timeout', messagesFor('de'))).toBe('der Server hat zu lange nicht geantwortet');
    expect(loadErrorReason('other', messagesFor('fr'))).toBe('');
  });
});
