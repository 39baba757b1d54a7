/**
 * What the 3D view's gestures are, in the words of the device: a touch screen has no right button
 * and no wheel ("right-drag to pan" told a phone user nothing), a mouse has no pinch.
 */
export interface ViewGestureHelp {
  title: string;
  lines: string[];
}

export function viewGestureHelp(touch: boolean): ViewGestureHelp {
  return touch
    ? {
        title: 'Touch in the 3D view',
        lines: [
          'Drag with one finger to orbit, drag with two fingers to pan, pinch to zoom.',
          'Tap a joint to select it; drag a link to turn the hinge that moves it.',
          'Axes: X red, Y green, Z blue.',
        ],
      }
    : {
        title: 'Mouse in the 3D view',
        lines: [
          'Drag to orbit, scroll to zoom (toward the pointer), right-drag to pan.',
          'Click a joint to select it; drag a link to turn the hinge that moves it.',
          'Axes: X red, Y green, Z blue.',
        ],
      };
}
