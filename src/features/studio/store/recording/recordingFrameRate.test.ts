import { describe, expect, it } from 'vitest';
import { lookAtCamera } from '../../../../bodyplan/observations/lookAtCamera.ts';
import { DEFAULT_FPS } from '../../../../bodyplan/recording/recording.ts';
import { createStudioStore } from '../studioStore.ts';
import { frameRateChoice, knownFrameRate } from './recordingViewState.ts';
import { solvedFramesToJson } from '../../../../bodyplan/recording/solvedExport.ts';
import { solvedFrames } from '../../../../bodyplan/ik/solvedFrames.ts';
import { solvedStride } from '../../../../bodyplan/ik/ikRecording.ts';

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
// DeepLabCut files carry no frame rate.
const DLC = 'scorer,s,s,s,s,s,s\nbodyparts,thorax,thorax,thorax,knee,knee,knee\ncoords,x,y,likelihood,x,y,likelihood\n0,100,200,0.9,110,210,0.9\n1,101,201,0.9,111,211,0.9\n';
const frames = [[[0, 0, 0], [1, 0, 0], [2, 0, 0]]];

function openedStore() {
  const store = createStudioStore();
  store.dispatch({ type: 'planOpened', source: { name: 'tracked.json', text: PLAN, origin: 'example' } });
  return store;
}

describe('the recording frame rate: from the file, set by the user, or the default', () => {
  it('tells a rate read from the file from the default one', () => {
    const store = openedStore();
    const state = () => store.api.getState().recording;
    store.recording.load('fast.json', JSON.stringify({ fps: 120, frames }));
    expect(state().recording?.fps).toBe(120);
    expect(state().frameRateSource).toBe('file');
    expect(knownFrameRate(state())).toBe(120);
    store.recording.load('plain.json', JSON.stringify({ frames }));
    expect(state().recording?.fps).toBe(DEFAULT_FPS);
    expect(state().frameRateSource).toBe('default');
    // The default is a guess: time axes keep to frames until the user sets a rate.
    expect(knownFrameRate(state())).toBeNull();
    store.recording.setFrameRate(25);
    expect(knownFrameRate(state())).toBe(25);
  });

  it('keeps a rate the user set when the file is read again (load options, plan change), until another file is loaded', () => {
    const store = openedStore();
    const state = () => store.api.getState().recording;
    store.recording.setLoadOptions({ cameras: { fileName: 'rig.json', mappers: [camera], names: ['top'] } });
    store.recording.load('take.csv', DLC);
    expect(state().error).toBeNull();
    expect(state().frameRateSource).toBe('default');

    store.recording.setFrameRate(200);
    expect(state().recording?.fps).toBe(200);
    expect(state().frameRateSource).toBe('user');

    // New load options read the file again.
    store.recording.setLoadOptions({ mapping: { knee: 'leftknee' } });
    expect(state().recording?.unmatched).toEqual([]);
    expect(state().recording?.fps).toBe(200);
    expect(state().frameRateSource).toBe('user');

    // The plan opened again: the recording is matched against it again.
    store.dispatch({ type: 'planOpened', source: { name: 'tracked.json', text: PLAN, origin: 'example' } });
    expect(state().fileName).toBe('take.csv');
    expect(state().recording?.fps).toBe(200);
    expect(state().frameRateSource).toBe('user');

    // Another file has its own rate.
    store.recording.load('fast.json', JSON.stringify({ fps: 120, frames }));
    expect(state().recording?.fps).toBe(120);
    expect(state().frameRateSource).toBe('file');
  });

  it('overrides a rate from the file, and confirming the default makes it the user\'s', () => {
    const store = openedStore();
    const state = () => store.api.getState().recording;
    store.recording.load('fast.json', JSON.stringify({ fps: 120, frames }));
    store.recording.setFrameRate(100);
    expect(state().recording?.fps).toBe(100);
    expect(state().frameRateSource).toBe('user');
    store.recording.load('plain.json', JSON.stringify({ frames }));
    store.recording.setFrameRate(DEFAULT_FPS);
    expect(state().frameRateSource).toBe('user');
    // Not a rate: nothing changes.
    store.recording.setFrameRate(-5);
    expect(state().recording?.fps).toBe(DEFAULT_FPS);
  });

  it('writes the rate into the solved JSON export only when it is known (what the Recording panel exports)', () => {
    const store = openedStore();
    const state = () => store.api.getState().recording;
    const model = store.api.getState().studio.plan!.model!;
    const solved = solvedFrames(model, new Float64Array(solvedStride(model)));
    const exported = () => JSON.parse(solvedFramesToJson(solved, [0], knownFrameRate(state()))) as { fps?: number };
    store.recording.load('plain.json', JSON.stringify({ frames }));
    expect(exported().fps).toBeUndefined();
    store.recording.setFrameRate(25);
    expect(exported().fps).toBe(25);
    store.recording.load('fast.json', JSON.stringify({ fps: 120, frames }));
    expect(exported().fps).toBe(120);
  });

  it("takes a camera video's rate when the file states none, and says so; the user's rate and the file's still win", () => {
    const store = openedStore();
    const state = () => store.api.getState().recording;
    store.recording.setLoadOptions({ cameras: { fileName: 'rig.json', mappers: [camera], names: ['top'] } });
    store.recording.load('take.csv', DLC);
    expect(frameRateChoice(state()).label).toBe('30 fps (default: no file states one)');
    store.recording.setVideoFrameRate({ fps: 100, name: 'camA.mp4' });
    expect(state().recording?.fps).toBe(100);
    expect(state().frameRateSource).toBe('video');
    expect(knownFrameRate(state())).toBe(100);
    expect(frameRateChoice(state()).label).toBe('100 fps (from camA.mp4)');
    // Read again (new load options): the video is still open, its rate stays.
    store.recording.setLoadOptions({ mapping: { knee: 'leftknee' } });
    expect(frameRateChoice(state()).label).toBe('100 fps (from camA.mp4)');
    store.recording.setFrameRate(120);
    expect(state().recording?.fps).toBe(120);
    expect(frameRateChoice(state()).label).toBe('120 fps (set by you; camA.mp4 says 100)');
    // A new file has no video yet; one with a stated rate keeps it over the video's.
    store.recording.load('fast.json', JSON.stringify({ fps: 120, frames }));
    expect(state().videoFrameRate).toBeNull();
    store.recording.setVideoFrameRate({ fps: 100, name: 'camA.mp4' });
    expect(state().recording?.fps).toBe(120);
    expect(frameRateChoice(state()).label).toBe('120 fps (from fast.json)');
    // The video closed: back to the file's.
    store.recording.setVideoFrameRate(null);
    expect(state().frameRateSource).toBe('file');
  });
});
