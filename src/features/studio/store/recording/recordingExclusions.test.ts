import { describe, expect, it } from 'vitest';
import { lookAtCamera } from '../../../../bodyplan/observations/lookAtCamera.ts';
import { createStudioStore } from '../studioStore.ts';
import { savedRecordingJson } from '../../../../bodyplan/recording/savedRecording.ts';

const PLAN = JSON.stringify({
  fixed_base: true,
  joints: [
    { name: 'base', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    { name: 'tip', parent: 'base', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
  ],
});
const cameraJson = (x: number) => {
  const c = lookAtCamera([x, 0, 5], [0, 0, 0], [0, 1, 0], { fx: 500, fy: 500, cx: 320, cy: 240 });
  return { fx: 500, fy: 500, cx: 320, cy: 240, world2cam_pos: Array.from(c.world2camPos), world2cam_rot_mat: Array.from(c.world2camRot) };
};
// Three frames seen by two cameras (each point [u, v]).
const frame = [
  [
    [320, 240],
    [420, 240],
  ],
  [
    [300, 240],
    [400, 240],
  ],
];

describe('exclusions in the recording slice', () => {
  it("takes a camera out over frames by its name: the solve's recording has its points at weight 0 there, the list says so, Remove puts them back", () => {
    const store = createStudioStore();
    store.dispatch({ type: 'planOpened', source: { name: 'stick.json', text: PLAN, origin: 'example' } });
    const state = () => store.api.getState().recording;
    store.recording.load('take.json', JSON.stringify({ cameras: [cameraJson(0), cameraJson(1)], frames: [frame, frame, frame] }));
    expect(state().cameraNames).toEqual(['Camera 1', 'Camera 2']);

    expect(store.recording.exclude({ camera: 'Camera 2', keypoint: null, from: 1, to: 5 })).toBeNull();
    expect(state().exclusions).toEqual([{ camera: 'Camera 2', keypoint: null, from: 1, to: 5 }]);
    // Frames 1 and 2 (the range is clipped to the recording), both joints of camera 2: 4 observations.
    expect(state().excludedObservations).toBe(4);
    const ik = state().ikRecording;
    if (ik?.kind !== '2d') throw new Error('expected a 2D recording');
    expect(ik.frames.map((f) => Array.from(f.weights ?? [1, 1, 1, 1]))).toEqual([
      [1, 1, 1, 1],
      [1, 1, 0, 0],
      [1, 1, 0, 0],
    ]);
    // The points stay (the camera view draws them grey).
    expect(ik.frames[1]!.points[2 * 2]).toBe(300);

    expect(store.recording.exclude({ camera: 'camB', keypoint: null, from: 0, to: 0 })).toBe('exclusion "camB:0": no camera is called "camB" (cameras: Camera 1, Camera 2)');
    expect(state().exclusions).toHaveLength(1);

    store.recording.removeExclusion(0);
    expect(state().exclusions).toEqual([]);
    expect(state().excludedObservations).toBe(0);
    const back = state().ikRecording;
    expect(back?.kind === '2d' && back.frames.every((f) => f.weights === undefined || f.weights.every((w) => w === 1))).toBe(true);

    // A new file starts with none.
    store.recording.exclude({ camera: 'Camera 1', keypoint: 'tip', from: 0, to: 0 });
    expect(state().exclusions).toHaveLength(1);
    store.recording.load('other.json', JSON.stringify({ cameras: [cameraJson(0), cameraJson(1)], frames: [frame] }));
    expect(state().exclusions).toEqual([]);
  });

  it('a saved recording keeps its camera names and exclusions: opened again, they are applied as before', () => {
    const store = createStudioStore();
    store.dispatch({ type: 'planOpened', source: { name: 'stick.json', text: PLAN, origin: 'example' } });
    const state = () => store.api.getState().recording;
    store.recording.load('take.json', JSON.stringify({ cameras: [cameraJson(0), cameraJson(1)], names: ['camA', 'camB'], frames: [frame, frame, frame] }));
    expect(state().cameraNames).toEqual(['camA', 'camB']);
    store.recording.exclude({ camera: 'camB', keypoint: 'tip', from: 1, to: 2 });
    const saved = savedRecordingJson(store.recording.recordingToSave()!, 2);
    expect(saved).toContain('"exclusions": ["camB/tip:1-2"]');

    store.recording.load('take-recording.json', saved);
    expect(state().error).toBeNull();
    expect(state().cameraNames).toEqual(['camA', 'camB']);
    expect(state().exclusions).toEqual([{ camera: 'camB', keypoint: 'tip', from: 1, to: 2 }]);
    expect(state().excludedObservations).toBe(2);
  });
});
