import { describe, expect, it, vi } from 'vitest';
import { trackResizeDrag } from './trackResizeDrag.ts';

function setup(axis: 'x' | 'y') {
  const events = new EventTarget();
  const down = { pointerId: 1, target: null, clientX: 100, clientY: 200 } as unknown as PointerEvent;
  const move = (x: number, y: number) => events.dispatchEvent(Object.assign(new Event('pointermove'), { pointerId: 1, clientX: x, clientY: y }));
  const escape = () => events.dispatchEvent(Object.assign(new Event('keydown', { cancelable: true }), { key: 'Escape' }));
  const onDelta = vi.fn();
  const onRestore = vi.fn();
  trackResizeDrag(down, axis, { onDelta, onRestore }, events);
  return { move, escape, onDelta, onRestore };
}

describe('trackResizeDrag', () => {
  it('reports the travel along its axis only, once the pointer has left the 3 px dead zone', () => {
    const { move, onDelta } = setup('y');
    move(150, 202); // 50 px across, 2 px along: still a click
    expect(onDelta).not.toHaveBeenCalled();
    move(100, 210);
    move(100, 201); // back inside the dead zone: the drag has started, so it still resizes
    expect(onDelta.mock.calls).toEqual([[10], [1]]);
  });

  it('follows x for a dock splitter', () => {
    const { move, onDelta } = setup('x');
    move(90, 500);
    expect(onDelta.mock.calls).toEqual([[-10]]);
  });

  it('Escape restores the start size only when something was resized', () => {
    const clicked = setup('y');
    clicked.escape();
    expect(clicked.onRestore).not.toHaveBeenCalled();
    const dragged = setup('y');
    dragged.move(100, 230);
    dragged.escape();
    expect(dragged.onRestore).toHaveBeenCalledTimes(1);
  });
});
