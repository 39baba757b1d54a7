import { OptionError } from '../options.ts';

/**
 * How the standalone mock server sheds clients that hold it without asking anything: connections
 * that send nothing, keep-alive connections left open, requests that dribble in, and clients that
 * never read their answer. Every value is in milliseconds except `maxConnections`.
 */
export interface ServerLimits {
  /** A connection that has not sent a request (or a whole header) after this long is closed. */
  idleTimeout: number;
  /** A kept-alive connection with no new request after this long is closed (Node's `keepAliveTimeout`). */
  keepAliveTimeout: number;
  /** A request's headers must have arrived this long after it started (Node's `headersTimeout`: 408). */
  headersTimeout: number;
  /** A whole request must have arrived this long after it started (Node's `requestTimeout`: 408). */
  requestTimeout: number;
  /** An answer not taken by the client this long after it was written drops the connection. */
  sendTimeout: number;
  /**
   * Open connections at most. A new one past the cap closes the oldest connection that never sent a
   * request, else it is answered 503 and closed: silent clients cannot lock ordinary ones out, and
   * a kept-alive ordinary client is not closed for a newcomer. Keep it well under the descriptor limit (`ulimit -n`): past that,
   * the system resets new connections before the server sees them.
   */
  maxConnections: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  idleTimeout: 10_000,
  keepAliveTimeout: 5_000,
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  sendTimeout: 10_000,
  maxConnections: 1_000,
};

/** The command-line flag of each limit, as `npm run mock-api -- --idle-timeout 5000` takes it. */
export const LIMIT_FLAGS = {
  'idle-timeout': 'idleTimeout',
  'keep-alive-timeout': 'keepAliveTimeout',
  'headers-timeout': 'headersTimeout',
  'request-timeout': 'requestTimeout',
  'send-timeout': 'sendTimeout',
  'max-connections': 'maxConnections',
} as const satisfies Record<string, keyof ServerLimits>;

/** A day: longer than any test or bench needs, short enough that a typo of extra zeros is caught. */
const MAX_TIMEOUT_MS = 86_400_000;
/** Past this the descriptor limit, not the cap, decides (see `maxConnections`). */
const MAX_CONNECTIONS = 1_000_000;

/** A limit from its flag's text: a positive integer (0 would mean "never", which these limits exist to prevent). */
export function parseLimit(flag: keyof typeof LIMIT_FLAGS, text: string): number {
  const max = flag === 'max-connections' ? MAX_CONNECTIONS : MAX_TIMEOUT_MS;
  const unit = flag === 'max-connections' ? '' : ' (milliseconds)';
  if (!/^\s*\d+\s*$/.test(text)) throw new OptionError(`--${flag} must be a whole number${unit}, got "${text}"`);
  const value = Number(text.trim());
  if (value < 1 || value > max) throw new OptionError(`--${flag} must be from 1 to ${max}${unit}, got ${value}`);
  return value;
}

/**
 * Node closes a request whose headers or body are late only when it checks, every
 * `connectionsCheckingInterval`: a quarter of the shorter of the two, so a 10 s limit is enforced
 * within 12.5 s, yet never more often than every 50 ms.
 */
export function connectionsCheckingInterval(limits: ServerLimits): number {
  return Math.max(50, Math.min(2_000, Math.floor(Math.min(limits.headersTimeout, limits.requestTimeout) / 4)));
}

/** The defaults with `given` over them; refuses a header limit longer than the request's, which could never apply. */
export function resolveServerLimits(given: Partial<ServerLimits> = {}): ServerLimits {
  const limits = { ...DEFAULT_SERVER_LIMITS, ...given };
  if (limits.headersTimeout > limits.requestTimeout) {
    throw new OptionError(`--headers-timeout (${limits.headersTimeout} ms) must not exceed --request-timeout (${limits.requestTimeout} ms): headers are part of the request`);
  }
  return limits;
}
