import { describe, expect, it, vi } from 'vitest';
import { trackWindowDrag } from './trackWindowDrag.ts';

/** A window stand-in that counts its listeners, and an element that records pointer capture. */
function setup() {
  const events = new EventTarget();
  let listeners = 0;
  const add = events.addEventListener.bind(events);
  const remove = events.removeEventListener.bind(events);
  events.addEventListener = (...args: Parameters<EventTarget['addEventListener']>) => (listeners++, add(...args));
  events.removeEventListener = (...args: Parameters<EventTarget['removeEventListener']>) => (listeners--, remove(...args));
  const captured = new Set<number>();
  const element = {
    setPointerCapture: (id: number) => captured.add(id),
    releasePointerCapture: (id: number) => captured.delete(id),
    hasPointerCapture: (id: number) => captured.has(id),
  };
  const down = { pointerId: 7, target: element } as unknown as PointerEvent;
  const pointer = (type: string, pointerId: number, clientX = 0) => events.dispatchEvent(Object.assign(new Event(type), { pointerId, clientX }));
  const key = (name: string) => {
    const event = Object.assign(new Event('keydown', { cancelable: true }), { key: name });
    events.dispatchEvent(event);
    return event;
  };
  return { events, down, captured, pointer, key, listeners: () => listeners };
}

describe('trackWindowDrag', () => {
  it('follows the pointer that went down until it is released, capturing it meanwhile', () => {
    const { events, down, captured, pointer, listeners } = setup();
    const onMove = vi.fn();
    const onEnd = vi.fn();
    const onCancel = vi.fn();
    trackWindowDrag(down, { onMove, onEnd, onCancel }, events);
    expect(captured.has(7)).toBe(true);
    pointer('pointermove', 7, 10);
    pointer('pointermove', 8, 99); // another finger
    pointer('pointerup', 8);
    pointer('pointermove', 7, 20);
    expect(onMove.mock.calls.map(([event]) => (event as PointerEvent).clientX)).toEqual([10, 20]);
    expect(onEnd).not.toHaveBeenCalled();
    pointer('pointerup', 7);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(captured.has(7)).toBe(false);
    expect(listeners()).toBe(0);
    pointer('pointermove', 7, 30);
    expect(onMove).toHaveBeenCalledTimes(2);
  });

  it('cancels on Escape (which goes no further) and on pointercancel, and cleans up', () => {
    for (const cancel of ['Escape', 'pointercancel'] as const) {
      const { events, down, captured, pointer, key, listeners } = setup();
      const onEnd = vi.fn();
      const onCancel = vi.fn();
      trackWindowDrag(down, { onMove: () => {}, onEnd, onCancel }, events);
      expect(key('a').defaultPrevented).toBe(false);
      expect(onCancel).not.toHaveBeenCalled();
      if (cancel === 'Escape') expect(key('Escape').defaultPrevented).toBe(true);
      else pointer('pointercancel', 7);
      expect(onCancel, cancel).toHaveBeenCalledTimes(1);
      expect(captured.has(7)).toBe(false);
      expect(listeners()).toBe(0);
      pointer('pointerup', 7);
      expect(onEnd).not.toHaveBeenCalled();
    }
  });

  it('stops without calling a handler when told to (a component unmounted mid-drag)', () => {
    const { events, down, captured, pointer, key, listeners } = setup();
    const onMove = vi.fn();
    const onCancel = vi.fn();
    const stop = trackWindowDrag(down, { onMove, onCancel }, events);
    stop();
    pointer('pointermove', 7);
    key('Escape');
    expect(onMove).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(captured.size).toBe(0);
    expect(listeners()).toBe(0);
  });
});
