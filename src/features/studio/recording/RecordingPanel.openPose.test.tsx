import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aniposeCalibrationToml, type TestCamera } from '../../../bodyplan/testing/aniposeCalibrationToml.ts';
import { initialStudioState } from '../store/studioState.ts';
import { createStudioStore, type StudioStore } from '../store/studioStore.ts';
import { StudioStoreContext } from '../store/useStudio.ts';
import { RecordingPanel } from './RecordingPanel.tsx';

/**
 * Issue 39: a Pose2Sim session folder chosen in the Studio: `pose/cam01_json/` and `pose/cam02_json/`
 * (OpenPose BODY_25B frames, written by scripts/testdata/write_openpose.ts), the calibration with
 * cameras cam_01 and cam_02 (Pose2Sim's spelling), Pose2Sim's own Config.toml and a video, which are
 * not read. Each folder becomes the camera its name names.
 */
afterEach(cleanup);

const OPENPOSE = join(import.meta.dirname, '..', '..', '..', '..', 'test-data', 'lab-files', 'openpose', 'pose');
// An arm whose joints are three of BODY_25B's keypoints.
const PLAN = JSON.stringify({
  fixed_base: false,
  joints: [
    { name: 'LShoulder', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    { name: 'LElbow', parent: 'LShoulder', offset_pos: [0.3, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
    { name: 'LWrist', parent: 'LElbow', offset_pos: [0.25, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
  ],
});
const camera = (name: string, translation: number[]): TestCamera => ({ name, size: [1920, 1080], fx: 1500, fy: 1500, cx: 960, cy: 540, distortion: { k1: 0, k2: 0, p1: 0, p2: 0, k3: 0 }, rotation: [0, 0, 0], translation });

/** A file as a folder choice gives it: its path inside the chosen folder in webkitRelativePath. */
function inFolder(path: string, content: string | Uint8Array<ArrayBuffer>): File {
  const file = new File([content], path.slice(path.lastIndexOf('/') + 1));
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
}

function sessionFolder(): File[] {
  const frames = ['cam01_json', 'cam02_json'].flatMap((folder) =>
    readdirSync(join(OPENPOSE, folder)).map((name) => inFolder(`session/pose/${folder}/${name}`, new Uint8Array(readFileSync(join(OPENPOSE, folder, name))))),
  );
  return [
    inFolder('session/Config.toml', '[project]\nframe_rate = 60\n'),
    inFolder('session/calibration/Calib_board.toml', aniposeCalibrationToml([camera('cam_01', [0, 0, 4]), camera('cam_02', [0.5, 0, 4])])),
    inFolder('session/videos/cam01.mp4', Uint8Array.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])),
    ...frames,
  ];
}

function setup(): StudioStore {
  const store = createStudioStore(initialStudioState);
  store.dispatch({ type: 'planOpened', source: { name: 'arm.json', text: PLAN, origin: 'example' } });
  render(
    <StudioStoreContext.Provider value={store}>
      <RecordingPanel />
    </StudioStoreContext.Provider>,
  );
  return store;
}

describe('Load a session folder (OpenPose JSON per camera)', () => {
  it('reads each camera folder of OpenPose frames as its camera, with the calibration; the configuration and videos are left alone', async () => {
    const store = setup();
    await userEvent.upload(screen.getByLabelText('Load a session folder (OpenPose JSON per camera)'), sessionFolder());
    await waitFor(() => expect(store.api.getState().recording.recording).not.toBeNull());
    const state = store.api.getState().recording;
    expect(state.error).toBeNull();
    expect(state.source?.cameraNames).toEqual(['cam_01', 'cam_02']);
    const notes = within(screen.getByRole('list', { name: 'How the files were read' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(notes.find((n) => n.startsWith('session/pose/cam01_json → camera "cam_01"'))).toBeDefined();
    expect(notes.find((n) => n.startsWith('session/pose/cam02_json → camera "cam_02"'))).toBeDefined();
    expect(notes.some((n) => n.includes('read as BODY_25B'))).toBe(true);
    // 10 frames per camera; the three keypoints the plan names are observed.
    expect(screen.getByLabelText('Recording summary').textContent).toMatch(/^session\/ \(\d+ files\): 10 frames at 30 fps, 3 joints observed/);
    expect(state.sourceFiles.some((f) => f.endsWith('.mp4') || f.endsWith('Config.toml'))).toBe(false);

    // In frames 4 and 5 a smaller passer-by is listed first: "The largest in each frame" keeps the subject.
    const shoulderAt = (frame: number) => {
      const ik = store.api.getState().recording.ikRecording!;
      return ik.kind === '2d' ? ik.frames[frame]!.points[0]! : NaN;
    };
    const firstListed = [shoulderAt(3), shoulderAt(4)];
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'OpenPose person' }), 'The largest in each frame');
    await waitFor(() => expect(shoulderAt(4)).not.toBe(firstListed[1]));
    expect(shoulderAt(3)).toBe(firstListed[0]);
    expect(Math.abs(shoulderAt(4) - shoulderAt(3))).toBeLessThan(Math.abs(firstListed[1]! - firstListed[0]!));
  });

  it('a model of none of the known keypoint sets is refused with the way out, and read with a keypoint names file', async () => {
    const store = setup();
    // 3 keypoints per person: no known set has 3; the names file says they are the arm's.
    const frame = (x: number) => JSON.stringify({ version: 1.3, people: [{ person_id: [-1], pose_keypoints_2d: [x, 500, 0.9, x + 100, 500, 0.9, x + 200, 520, 0.9] }] });
    const folder = [
      inFolder('arm/calibration.toml', aniposeCalibrationToml([camera('cam_01', [0, 0, 4])])),
      ...[0, 1].map((f) => inFolder(`arm/pose/cam01_json/arm_${String(f).padStart(12, '0')}_keypoints.json`, frame(900 + f))),
    ];
    const load = screen.getByLabelText('Load a session folder (OpenPose JSON per camera)');
    await userEvent.upload(load, folder);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('3 keypoints per person fit none of the known keypoint sets'));
    expect(screen.getByRole('alert').textContent).toContain('in the Studio: OpenPose keypoint names');

    const names = new File([JSON.stringify(['LShoulder', 'LElbow', 'LWrist'])], 'arm-names.json');
    await userEvent.upload(screen.getByLabelText('OpenPose keypoint names (JSON list)'), names);
    expect(screen.getByText(/3 keypoint names in use \(LShoulder, LElbow, LWrist\)/)).toBeTruthy();
    await userEvent.upload(load, folder);
    await waitFor(() => expect(store.api.getState().recording.error).toBeNull());
    expect(screen.getByLabelText('Recording summary').textContent).toMatch(/: 2 frames at 30 fps, 3 joints observed/);

    await userEvent.upload(screen.getByLabelText('OpenPose keypoint names (JSON list)'), new File(['{"names": 3}'], 'bad.json'));
    expect(screen.getByRole('alert').textContent).toBe('bad.json: expected a JSON array of keypoint names in the model\'s order, ["Nose", "Neck", …]');
  });

  it('a folder without recording files says what was looked for', async () => {
    const store = setup();
    await userEvent.upload(screen.getByLabelText('Load a session folder (OpenPose JSON per camera)'), [inFolder('empty/notes.txt', 'hello')]);
    await waitFor(() => expect(store.api.getState().recording.error).not.toBeNull());
    expect(screen.getByRole('alert').textContent).toBe('empty: no recording files here: OpenPose *_keypoints.json folders, tracker CSV or .h5 files, and a calibration .toml were looked for');
  });
});
