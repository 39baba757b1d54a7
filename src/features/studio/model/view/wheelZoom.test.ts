import { describe, expect, it } from 'vitest';
import { orbitZoomSpeed, WHEEL_ZOOM_STEP } from './wheelZoom.ts';

describe('orbitZoomSpeed', () => {
  it('makes a 100-pixel notch scale the distance by 1 − 12.5 %, as OrbitControls applies it', () => {
    const speed = orbitZoomSpeed();
    const scale = Math.pow(0.95, speed * Math.abs(100 * 0.01));
    expect(scale).toBeCloseTo(1 - WHEEL_ZOOM_STEP, 12);
    expect(speed).toBeGreaterThan(2.5);
    expect(speed).toBeLessThan(2.7);
  });

  it('takes the notch size into account', () => {
    expect(orbitZoomSpeed(0.1, 50)).toBeCloseTo(2 * orbitZoomSpeed(0.1, 100), 12);
  });
});
