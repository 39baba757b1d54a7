import { describe, expect, it } from 'vitest';
import { viewGestureHelp } from './viewGestureHelp.ts';

describe('viewGestureHelp', () => {
  it('describes fingers on a touch screen, never a right button or a wheel', () => {
    const help = viewGestureHelp(true);
    expect(help.title).toBe('Touch in the 3D view');
    expect(help.lines.join(' ')).toContain('drag with two fingers to pan, pinch to zoom');
    expect(help.lines.join(' ')).not.toMatch(/right-drag|scroll|click/i);
  });

  it('describes the mouse otherwise', () => {
    const help = viewGestureHelp(false);
    expect(help.title).toBe('Mouse in the 3D view');
    expect(help.lines[0]).toMatch(/^Drag to orbit, scroll to zoom.*right-drag to pan\.$/);
  });
});
