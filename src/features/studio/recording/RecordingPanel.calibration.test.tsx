import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { distortPixel, type LensDistortion } from '../../../bodyplan/observations/lensDistortion.ts';
import { mapPoint, pinholeCamera } from '../../../bodyplan/observations/mapper.ts';
import { rodriguesToMatrix } from '../../../bodyplan/observations/rodrigues.ts';
import { DEFAULT_CAM_REGEX } from '../../../bodyplan/recording/cameraFileMatching.ts';
import { aniposeCalibrationToml, type TestCamera } from '../../../bodyplan/testing/aniposeCalibrationToml.ts';
import { initialStudioState } from '../store/studioState.ts';
import { createStudioStore, type StudioStore } from '../store/studioStore.ts';
import { StudioStoreContext } from '../store/useStudio.ts';
import { RecordingPanel } from './RecordingPanel.tsx';
import { CamerasPanel } from '../cameras/CamerasPanel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A three-joint arm whose joint names the CSVs' parts match.
const PLAN = JSON.stringify({
  fixed_base: true,
  joints: [
    { name: 'shoulder', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    { name: 'elbow', parent: 'shoulder', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
    { name: 'wrist', parent: 'elbow', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
  ],
});
const lens: LensDistortion = { k1: -0.3, k2: 0.1, p1: 1e-3, p2: -5e-4, k3: 0 };
const camera = (name: string, rotation: number[], translation: number[]): TestCamera => ({ name, size: [640, 480], fx: 600, fy: 600, cx: 320, cy: 240, distortion: lens, rotation, translation });
const cameras = [camera('top', [0, 0, 0], [-1, 0, 6]), camera('side', [Math.PI / 2, 0, 0], [-1, 0, 6]), camera('top-left', [0, 0.4, 0], [-1, 0, 6])];
const world = [
  [0, 0, 0],
  [1, 0, 0],
  [2, 0.3, 0.2],
];

/** What camera `c`'s lens shows of the arm's three points. */
function seen(c: TestCamera): number[][] {
  const pinhole = pinholeCamera(c.fx, c.fy, c.cx, c.cy, c.translation, rodriguesToMatrix(c.rotation));
  const ideal = new Float64Array(2);
  const out = new Float64Array(2);
  return world.map((p) => {
    expect(mapPoint(pinhole, p, 0, ideal)).toBe(true);
    distortPixel(pinhole, c.distortion, ideal[0]!, ideal[1]!, out);
    return [out[0]!, out[1]!];
  });
}

function deepLabCutCsv(scorer: string, pixels: number[][], frames: number): string {
  const parts = ['shoulder', 'elbow', 'wrist'];
  const rows = [
    ['scorer', ...parts.flatMap(() => [scorer, scorer, scorer])],
    ['bodyparts', ...parts.flatMap((p) => [p, p, p])],
    ['coords', ...parts.flatMap(() => ['x', 'y', 'likelihood'])],
    ...Array.from({ length: frames }, (_, f) => [String(f), ...pixels.flatMap(([u, v]) => [String(u), String(v), '0.9'])]),
  ];
  return `${rows.map((r) => r.join(',')).join('\n')}\n`;
}

function setup(withCameras = false): StudioStore {
  const store = createStudioStore(initialStudioState);
  store.dispatch({ type: 'planOpened', source: { name: 'arm.json', text: PLAN, origin: 'example' } });
  render(
    <StudioStoreContext.Provider value={store}>
      <RecordingPanel />
      {withCameras && <CamerasPanel />}
    </StudioStoreContext.Provider>,
  );
  return store;
}

const csvFile = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

describe('Load recording with a calibration and one CSV per camera', () => {
  it('reads calibration.toml plus three CSVs chosen together: each CSV to its camera, points undistorted, the matching shown', async () => {
    const store = setup();
    const files = [
      csvFile('arm-top-left-DLC_a.csv', deepLabCutCsv('DLC_a', seen(cameras[2]!), 2)),
      new File([aniposeCalibrationToml(cameras)], 'calibration.toml'),
      csvFile('arm-side-DLC_b.csv', deepLabCutCsv('DLC_b', seen(cameras[1]!), 2)),
      csvFile('arm-top-DLC_c.csv', deepLabCutCsv('DLC_c', seen(cameras[0]!), 1)),
    ];
    await userEvent.upload(screen.getByLabelText('Load recording (JSON, CSV, HDF5, TRC, C3D)'), files);
    await waitFor(() => expect(store.api.getState().recording.ikRecording).not.toBeNull());
    const state = store.api.getState().recording;
    expect(state.error).toBeNull();
    expect(state.fileName).toBe('calibration.toml + 3 CSVs');
    expect(state.source?.cameraNames).toEqual(['top', 'side', 'top-left']);

    const notes = within(screen.getByRole('list', { name: 'How the files were read' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(notes).toEqual([
      'arm-top-left-DLC_a.csv → camera "top-left"',
      'arm-side-DLC_b.csv → camera "side"',
      'arm-top-DLC_c.csv → camera "top"',
      'The files differ in length (top 1, side 2, top-left 2 frames): frames are aligned by index; a camera is unobserved after its file ends.',
    ]);
    expect(screen.getByLabelText('Recording summary').textContent).toContain('calibration.toml + 3 CSVs: 2 frames');

    // The solver gets the pinhole pixels of the true points: the lens is taken out.
    const ik = state.ikRecording!;
    if (ik.kind !== '2d') throw new Error('expected 2D observations');
    expect(ik.mappers).toHaveLength(3);
    const ideal = new Float64Array(2);
    cameras.forEach((c, view) => {
      world.forEach((p, k) => {
        mapPoint(ik.mappers[view]!, p, 0, ideal);
        expect(Math.abs(ik.frames[0]!.points[2 * (3 * view + k)]! - ideal[0]!)).toBeLessThan(1e-9);
        expect(Math.abs(ik.frames[0]!.points[2 * (3 * view + k) + 1]! - ideal[1]!)).toBeLessThan(1e-9);
      });
      expect(ik.mappers[view]).toMatchObject({ fx: c.fx, cx: c.cx });
    });
    // Frame 1: the "top" file had one frame only.
    expect(Array.from(ik.frames[1]!.points.slice(0, 6)).every(Number.isNaN)).toBe(true);
    expect(Number.isNaN(ik.frames[1]!.points[6])).toBe(false);
  });

  it('a CSV naming no camera, or no calibration among several files, is an error that keeps what was loaded', async () => {
    const store = setup();
    const input = screen.getByLabelText('Load recording (JSON, CSV, HDF5, TRC, C3D)');
    await userEvent.upload(input, [new File([aniposeCalibrationToml(cameras)], 'calibration.toml'), csvFile('arm-front.csv', deepLabCutCsv('DLC', seen(cameras[0]!), 1))]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(
      'calibration.toml + 1 CSV: "arm-front.csv": its name contains none of the calibration\'s camera names ("top", "side", "top-left"); name each file after its camera, as anipose does (e.g. "trial1-top.csv"); ' +
        // Which rules were tried and what each read: the default pattern finds nothing in "arm-front".
        `nor did the default cam_regex /${DEFAULT_CAM_REGEX}/ fit ("arm-front.csv" → nothing): give a camera name pattern (anipose's cam_regex: --cam-regex, or the Studio's "Camera name pattern")`,
    ));
    await userEvent.upload(input, [csvFile('arm-top.csv', deepLabCutCsv('DLC', seen(cameras[0]!), 1)), csvFile('arm-side.csv', deepLabCutCsv('DLC', seen(cameras[1]!), 1))]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(
      'several files + 2 CSVs: several files at once are an anipose calibration.toml and one DeepLabCut CSV (or .h5, or OpenPose folder) per camera, named after its camera; these have no .toml file',
    ));
    expect(store.api.getState().recording.ikRecording).toBeNull();
  });
});

describe('the camera name pattern (anipose\'s cam_regex)', () => {
  it('picks cameras "A"–"C" out of names the name rule finds ambiguous, and refuses a pattern without one group', async () => {
    const store = setup();
    const lettered = cameras.map((c, i) => ({ ...c, name: 'ABC'[i]! }));
    const files = () => [
      new File([aniposeCalibrationToml(lettered)], 'calibration.toml'),
      ...[2, 0, 1].map((c) => csvFile(`arm-view${'ABC'[c]}-DLC_a.csv`, deepLabCutCsv('DLC_a', seen(cameras[c]!), 1))),
    ];
    const input = screen.getByLabelText('Load recording (JSON, CSV, HDF5, TRC, C3D)');
    // "arm-viewA-DLC_a" contains both "A" and "C" (in "DLC") as written: the name rule cannot choose.
    await userEvent.upload(input, files());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^calibration.toml \+ 3 CSVs: "arm-view[AC]-DLC_a.csv": its name contains the camera names "A" and "C", equally long/));

    const pattern = screen.getByLabelText(/^Camera name pattern/);
    await userEvent.click(pattern);
    await userEvent.paste('-view[A-Z]-');
    expect(pattern.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/has 0 capture groups; it needs exactly one/)).toBeTruthy();
    await userEvent.clear(pattern);
    await userEvent.paste('-view([A-Z])-');
    await userEvent.keyboard('{Enter}');
    expect(store.api.getState().recording.loadOptions.camRegex).toBe('-view([A-Z])-');

    await userEvent.upload(input, files());
    await waitFor(() => expect(store.api.getState().recording.ikRecording).not.toBeNull());
    expect(store.api.getState().recording.source?.cameraNames).toEqual(['A', 'B', 'C']);
    const notes = within(screen.getByRole('list', { name: 'How the files were read' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(notes).toEqual([
      'arm-viewC-DLC_a.csv → camera "C" (cam_regex /-view([A-Z])-/ read "C")',
      'arm-viewA-DLC_a.csv → camera "A" (cam_regex /-view([A-Z])-/ read "A")',
      'arm-viewB-DLC_a.csv → camera "B" (cam_regex /-view([A-Z])-/ read "B")',
    ]);
  });
});

describe('the camera views of a calibrated recording', () => {
  it('are named after the calibration and draw the observations where the lens recorded them', async () => {
    // jsdom has no ResizeObserver; the views only need it to follow their width.
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
    const store = setup(true);
    const sidePixels = seen(cameras[1]!);
    await userEvent.upload(screen.getByLabelText('Load recording (JSON, CSV, HDF5, TRC, C3D)'), [
      new File([aniposeCalibrationToml(cameras)], 'calibration.toml'),
      csvFile('arm-side.csv', deepLabCutCsv('DLC', sidePixels, 1)),
      csvFile('arm-top.csv', deepLabCutCsv('DLC', seen(cameras[0]!), 1)),
    ]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'side' })).toBeTruthy());
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toContain('top');
    const side = screen.getByRole('img', { name: /^side: observed points/ });
    side.focus();
    // ] steps to the next keypoint (the arrow keys pan the view).
    await userEvent.keyboard(']]]');
    // The wrist, off the optical axis: drawn where the side camera's CSV has it (the lens's pixels), not at its undistorted pixel.
    const readout = screen.getByText(/^wrist: observed \(/).textContent!;
    const [u, v] = readout.match(/observed \(([-\d.]+), ([-\d.]+)\)/)!.slice(1).map(Number);
    const [recordedU, recordedV] = sidePixels[2]!;
    expect(Math.abs(u! - recordedU!)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(v! - recordedV!)).toBeLessThanOrEqual(0.05);
    const ik = store.api.getState().recording.ikRecording!;
    const undistortedU = ik.kind === '2d' ? ik.frames[0]!.points[2 * (3 * 1 + 2)]! : NaN;
    expect(Math.abs(undistortedU - recordedU!)).toBeGreaterThan(0.5);
  });
});
