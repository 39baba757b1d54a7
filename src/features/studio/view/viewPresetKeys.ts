/** The view preset keys (see presetForKey), for the hint line and the presets' tooltip. */
export const VIEW_PRESET_KEYS_HINT = 'In the 3D view: 1 front, 3 right, 7 top, Shift (or Ctrl) for back, left, bottom; 5 or 0 iso.';
