import { describe, expect, it } from 'vitest';
import { cataloguesVersion, loadCatalogue, messagesFor, subscribeToCatalogues } from './messages.ts';

describe('French and German catalogues are fetched on demand', () => {
  it('a language reads English until its catalogue arrives; then listeners hear of it once', async () => {
    expect(messagesFor('fr').pager.next).toBe(messagesFor('en').pager.next);
    const before = cataloguesVersion();
    let heard = 0;
    const stop = subscribeToCatalogues(() => heard++);
    const [a, b] = await Promise.all([loadCatalogue('fr'), loadCatalogue('fr')]);
    expect(a).toBe(b);
    expect(messagesFor('fr').pager.next).toBe('Page suivante →');
    expect(messagesFor('de').pager.next).toBe(messagesFor('en').pager.next);
    expect(cataloguesVersion()).toBe(before + 1);
    expect(heard).toBe(1);
    await loadCatalogue('fr');
    expect(heard).toBe(1);
    stop();
  });
});
