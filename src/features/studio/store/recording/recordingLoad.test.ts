import { describe, expect, it } from 'vitest';
import { lookAtCamera } from '../../../../bodyplan/observations/lookAtCamera.ts';
import { createStudioStore } from '../studioStore.ts';

// A three-joint plan whose joint names a tracker's parts can match.
const PLAN = JSON.stringify({
  fixed_base: false,
  joints: [
    { name: 'Thorax', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    { name: 'LeftKnee', parent: 'Thorax', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
    { name: 'LeftFoot', parent: 'LeftKnee', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
  ],
});
const camera = lookAtCamera([0, 0, 5], [0, 0, 0], [0, 1, 0], { fx: 500, fy: 500, cx: 320, cy: 240 });
const cameraJson = { fx: 500, fy: 500, cx: 320, cy: 240, world2cam_pos: Array.from(camera.world2camPos), world2cam_rot_mat: Array.from(camera.world2camRot) };
const DLC = 'scorer,s,s,s,s,s,s\nbodyparts,thorax,thorax,thorax,knee,knee,knee\ncoords,x,y,likelihood,x,y,likelihood\n0,100,200,0.9,110,210,0.9\n';

function openedStore() {
  const store = createStudioStore();
  store.dispatch({ type: 'planOpened', source: { name: 'tracked.json', text: PLAN, origin: 'example' } });
  return store;
}

describe('the recording slice with 2D and CSV recordings', () => {
  it('holds the 2D IkRecording it will solve; a malformed file is a located error that keeps it', () => {
    const store = openedStore();
    const state = () => store.api.getState().recording;
    store.recording.load('take.json', JSON.stringify({ cameras: [cameraJson], frames: [[[[1, 2], null, [3, 4]]]] }));
    expect(state().error).toBeNull();
    const loaded = state().ikRecording;
    expect(loaded?.kind).toBe('2d');
    expect(state().source).toEqual({ format: '2d-json', parts: null, cameraUsed: null });

    store.recording.load('bad.json', JSON.stringify({ cameras: [cameraJson], frames: [[[[1, 2], 'x', null]]] }));
    expect(state().error).toBe('bad.json: frames[0][0][1] (camera 0, joint "LeftKnee") must be [u, v] of 2 finite numbers or null, got "x"');
    expect(state().ikRecording).toBe(loaded);
    expect(state().fileName).toBe('take.json');
  });
  it('reads a DeepLabCut CSV once cameras are given, and again when the part table changes', () => {
    const store = openedStore();
    const state = () => store.api.getState().recording;
    store.recording.load('take.csv', DLC);
    expect(state().error).toContain('take.csv: a DeepLabCut CSV holds 2D pixels');
    store.recording.setLoadOptions({ cameras: { fileName: 'rig.json', mappers: [camera], names: ['top'] } });
    store.recording.load('take.csv', DLC);
    expect(state().error).toBeNull();
    expect(state().recording?.unmatched).toEqual(['knee']);
    store.recording.setLoadOptions({ mapping: { knee: 'leftknee' } });
    expect(state().recording?.unmatched).toEqual([]);
    const ik = state().ikRecording;
    expect(ik?.kind === '2d' && Array.from(ik.frames[0]!.points)).toEqual([100, 200, 110, 210, NaN, NaN]);
    // A table naming a joint the plan lacks: the error, and the file as read before.
    store.recording.setLoadOptions({ mapping: { knee: 'RightKnee' } });
    expect(state().error).toBe('take.csv: the mapping table sends part "knee" to joint "RightKnee", which the body plan does not have');
    expect(state().ikRecording).toBe(ik);
  });
});
