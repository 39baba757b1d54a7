/**
 * Malformed and hostile requests for the mock API, written as raw bytes (a client library would
 * refuse to send most of them). `{host}` is replaced by the server's host:port.
 */
export interface RawRequestCase {
  name: string;
  bytes: string;
}

const get = (target: string, headers = '') => `GET ${target} HTTP/1.1\r\nHost: {host}\r\n${headers}Connection: close\r\n\r\n`;

export function buildMockCases(): RawRequestCase[] {
  const cases: RawRequestCase[] = [
    // The request line and the protocol.
    { name: 'garbage request line', bytes: 'HELLO\r\n\r\n' },
    { name: 'unknown method', bytes: 'BREW /api/v1/news/ HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n' },
    { name: 'HTTP/0.9 request', bytes: 'GET /api/v1/news/\r\n\r\n' },
    { name: 'HTTP/2 version on HTTP/1 socket', bytes: 'GET /api/v1/news/ HTTP/2.0\r\nHost: {host}\r\nConnection: close\r\n\r\n' },
    { name: 'no Host header', bytes: 'GET /api/v1/news/ HTTP/1.1\r\nConnection: close\r\n\r\n' },
    { name: 'Host with a path', bytes: 'GET /api/v1/news/ HTTP/1.1\r\nHost: evil.example/x\r\nConnection: close\r\n\r\n' },
    { name: 'Host with a NUL', bytes: 'GET /api/v1/news/ HTTP/1.1\r\nHost: a\u0000b\r\nConnection: close\r\n\r\n' },
    { name: 'two Host headers', bytes: 'GET /api/v1/news/ HTTP/1.1\r\nHost: {host}\r\nHost: evil.example\r\nConnection: close\r\n\r\n' },
    { name: 'header without colon', bytes: 'GET /api/v1/news/ HTTP/1.1\r\nHost: {host}\r\nNoColonHere\r\nConnection: close\r\n\r\n' },
    { name: 'header of 64 KB', bytes: get('/api/v1/news/', `X-Big: ${'a'.repeat(64 * 1024)}\r\n`) },
    { name: 'URL of 200 KB', bytes: get(`/api/v1/news/?search=${'a'.repeat(200 * 1024)}`) },
    { name: 'Content-Length and Transfer-Encoding (smuggling)', bytes: 'GET /api/v1/news/ HTTP/1.1\r\nHost: {host}\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n' },
    { name: 'bad chunk size', bytes: 'POST /api/v1/news/ HTTP/1.1\r\nHost: {host}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nZZ\r\nabc\r\n0\r\n\r\n' },
    { name: 'negative Content-Length', bytes: 'POST /api/v1/news/ HTTP/1.1\r\nHost: {host}\r\nContent-Length: -5\r\nConnection: close\r\n\r\n' },
    { name: 'POST with a JSON body', bytes: 'POST /api/v1/news/ HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}' },
    { name: 'DELETE', bytes: 'DELETE /api/v1/news/1/ HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n' },
    { name: 'absolute-form target to another host', bytes: 'GET http://evil.example/api/v1/news/ HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n' },
    { name: 'CONNECT', bytes: 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\nConnection: close\r\n\r\n' },
    { name: 'asterisk OPTIONS', bytes: 'OPTIONS * HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n' },
    { name: 'preflight from any origin', bytes: get('/api/v1/news/', 'Origin: http://evil.example\r\nAccess-Control-Request-Method: GET\r\n').replace('GET ', 'OPTIONS ') },
    // Paths.
    { name: 'bad percent escape in the path', bytes: get('/api/v1/news/%zz/') },
    { name: 'percent-encoded NUL in the path', bytes: get('/api/v1/news/%00/') },
    { name: 'overlong UTF-8 in the path', bytes: get('/api/v1/news/%c0%af/') },
    { name: 'lone surrogate escape in the path', bytes: get('/api/v1/news/%ed%a0%80/') },
    { name: 'dot segments', bytes: get('/api/v1/../../../../etc/passwd') },
    { name: 'encoded dot segments', bytes: get('/api/v1/%2e%2e/%2e%2e/etc/passwd') },
    { name: 'double slashes', bytes: get('//api//v1//news//') },
    { name: 'id past 2^53', bytes: get('/api/v1/news/99999999999999999999999/') },
    { name: 'negative id', bytes: get('/api/v1/news/-1/') },
    { name: 'unknown format suffix', bytes: get('/api/v1/news.exe') },
    { name: 'media path traversal', bytes: get('/api/media/articles/../../../etc/passwd') },
    { name: 'huge media id', bytes: get('/api/media/articles/1e400/visual.svg') },
    // Queries.
    { name: 'limit 10^100', bytes: get(`/api/v1/news/?limit=1${'0'.repeat(100)}`) },
    { name: 'limit 10^5 (clamped)', bytes: get('/api/v1/news/?limit=100000') },
    { name: 'negative limit', bytes: get('/api/v1/news/?limit=-1') },
    { name: 'offset 10^30', bytes: get('/api/v1/news/?offset=1000000000000000000000000000000') },
    { name: 'limit with unicode digits', bytes: get('/api/v1/news/?limit=%D9%A3') },
    { name: 'bad percent escape in the query', bytes: get('/api/v1/news/?search=%zz%') },
    { name: 'unknown ordering', bytes: get('/api/v1/news/?ordering=__class__') },
    { name: 'ordering on 1,000 fields', bytes: get(`/api/v1/news/?ordering=${Array(1000).fill('-title').join(',')}`) },
    { name: 'search of 10,000 terms', bytes: get(`/api/v1/news/?search=${Array(10_000).fill('a').join('+')}`) },
    { name: 'filter id that is text', bytes: get('/api/v1/news/?channel=abc') },
    { name: 'unknown filter id', bytes: get('/api/v1/news/?channel=999999') },
    { name: '5,000 repeated theme filters', bytes: get(`/api/v1/news/?${Array(5000).fill('themes=1').join('&')}`) },
    { name: '20,000 query keys', bytes: get(`/api/v1/news/?${Array.from({ length: 20_000 }, (_, i) => `k${i}=1`).join('&')}`) },
    { name: 'format=xml', bytes: get('/api/v1/news/?format=xml') },
    { name: 'Accept text/html only', bytes: get('/api/v1/news/', 'Accept: text/html\r\n') },
    { name: 'Accept with 1,000 types', bytes: get('/api/v1/news/', `Accept: ${Array(1000).fill('a/b;q=0.1').join(', ')}\r\n`) },
    { name: 'Accept with a bad q', bytes: get('/api/v1/news/', 'Accept: application/json;q=abc\r\n') },
    // Headers the mock must not trust.
    { name: 'X-Forwarded-Host from a client', bytes: get('/api/v1/news/', 'X-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: https\r\n') },
    { name: 'Origin with a script', bytes: get('/api/v1/news/', 'Origin: javascript:alert(1)\r\n') },
    { name: 'If-None-Match of 8 KB', bytes: get('/api/v1/news/', `If-None-Match: ${'"x", '.repeat(1500)}\r\n`) },
    { name: 'Range header', bytes: get('/api/v1/news/', 'Range: bytes=0-1,2-3,4-5\r\n') },
    { name: 'Expect 100-continue without a body', bytes: 'POST /api/v1/news/ HTTP/1.1\r\nHost: {host}\r\nExpect: 100-continue\r\nContent-Length: 0\r\nConnection: close\r\n\r\n' },
    { name: 'pipelined requests', bytes: `GET /api/v1/news/ HTTP/1.1\r\nHost: {host}\r\n\r\n${get('/api/v1/channels/')}` },
  ];
  return cases;
}
