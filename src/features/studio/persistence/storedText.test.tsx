import { describe, expect, it } from 'vitest';
import { readStoredText } from './storedText.ts';

// jsdom: its Blob and FileReader stand for a browser's.
describe('reading a text the autosave stored', () => {
  it('reads a plain string (records from before revisions) and a Blob', async () => {
    expect(await readStoredText('{"joints":[]}', 'arm.json')).toBe('{"joints":[]}');
    expect(await readStoredText(new Blob(['{"name":"arm"}']), 'arm.json')).toBe('{"name":"arm"}');
  });

  it("reads a Blob of an engine without Blob.text() (the cause of 'e.text is not a function')", async () => {
    const blob = new Blob(['{"name":"old engine"}']);
    Object.defineProperty(blob, 'text', { value: undefined });
    expect(await readStoredText(blob, 'arm.json')).toBe('{"name":"old engine"}');
  });

  it('names a damaged record instead of failing with an internal TypeError', async () => {
    await expect(readStoredText({ size: 3 }, 'arm.json')).rejects.toThrow('the saved copy of “arm.json” is damaged: its text is stored as an object ([object Object]), not as text');
    await expect(readStoredText(42, 'arm.json')).rejects.toThrow('its text is stored as number, not as text');
  });
});
