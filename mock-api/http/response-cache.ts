import type { ApiResponse } from '../types.ts';

/**
 * Rendered answers by (origin, URL): the data never changes, so an answer computed once stays
 * right. The oldest entries go first once the byte budget is spent (first in, first out: a hit
 * costs one Map lookup and nothing else).
 */
export class ResponseCache {
  readonly #entries = new Map<string, ApiResponse>();
  #bytes = 0;

  constructor(readonly budgetBytes: number) {}

  get(key: string): ApiResponse | undefined {
    return this.#entries.get(key);
  }

  set(key: string, response: ApiResponse): void {
    const size = response.body.length + key.length;
    if (size > this.budgetBytes / 8) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= previous.body.length + key.length;
    }
    this.#entries.set(key, response);
    this.#bytes += size;
    while (this.#bytes > this.budgetBytes) {
      const [oldestKey, oldest] = this.#entries.entries().next().value as [string, ApiResponse];
      this.#entries.delete(oldestKey);
      this.#bytes -= oldest.body.length + oldestKey.length;
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
