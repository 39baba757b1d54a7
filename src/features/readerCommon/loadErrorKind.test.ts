import { beforeAll, describe, expect, it } from 'vitest';
import { ApiHttpError, ApiNetworkError, ApiRefusedError, ApiSchemaError, ApiTimeoutError } from '../../api/errors/apiErrors.ts';
import { loadErrorAdvice, loadErrorKind, loadErrorReason, retryCanHelp } from './loadErrorKind.ts';
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

  it('offers another try only where it can change the answer', () => {
    expect(retryCanHelp(new ApiHttpError(url, 503, 'Service Unavailable', null))).toBe(true);
    expect(retryCanHelp(new ApiNetworkError(`${url} could not be reached`, url))).toBe(true);
    expect(retryCanHelp(new ApiTimeoutError(url, 15_000))).toBe(true);
    expect(retryCanHelp(new ApiHttpError(url, 404, 'Not Found', 'Not found.'))).toBe(false);
    expect(retryCanHelp(new ApiHttpError(url, 400, 'Bad Request', null, { channel: ['Select a valid choice.'] }))).toBe(false);
    expect(retryCanHelp(new ApiSchemaError(url, ['(root): expected JSON']))).toBe(false);
    expect(retryCanHelp(new ApiRefusedError('outside the API', url))).toBe(false);
  });

  it('says what to do in the interface language, without the URL', () => {
    const advice = loadErrorAdvice(loadErrorKind(new ApiNetworkError(`${url} could not be reached`, url)), messagesFor('fr'));
    expect(advice).toBe('Vérifiez votre connexion, puis réessayez.');
    expect(loadErrorAdvice('data', messagesFor('de'))).not.toContain('http');
    expect(loadErrorReason(loadErrorKind(new ApiRefusedError('x', url)), messagesFor('en'))).toBe('the service gave a link outside its own address');
  });
});
