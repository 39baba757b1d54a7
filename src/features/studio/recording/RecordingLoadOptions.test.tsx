import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialStudioState } from '../store/studioState.ts';
import { createStudioStore, type StudioStore } from '../store/studioStore.ts';
import { StudioStoreContext } from '../store/useStudio.ts';
import { RecordingPanel } from './RecordingPanel.tsx';

afterEach(cleanup);

/** A three-joint chain whose joint names are `names` (the recording's parts match them by name). */
function chainPlan(names: readonly string[]): string {
  return JSON.stringify({
    fixed_base: true,
    joints: names.map((name, j) => ({ name, parent: j === 0 ? null : names[j - 1], offset_pos: j === 0 ? [0, 0, 0] : [0.3, 0, 0], offset_quat: [1, 0, 0, 0], dofs: j === 0 ? [] : [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] })),
  });
}

function setup(joints: readonly string[]): StudioStore {
  const store = createStudioStore(initialStudioState);
  store.dispatch({ type: 'planOpened', source: { name: 'chain.json', text: chainPlan(joints), origin: 'example' } });
  render(
    <StudioStoreContext.Provider value={store}>
      <RecordingPanel />
    </StudioStoreContext.Provider>,
  );
  return store;
}

const PARTS = ['shoulder', 'elbow', 'wrist'];
// Two mice triangulated in metres: mouse2 sits 0.5 m along x from mouse1; mouse2's wrist was not triangulated in frame 1.
const mouse = (dx: number, f: number) => PARTS.map((_, k) => [dx + 0.3 * k + 0.001 * f, 0.02 * k, 0.1 + 0.0005 * f]);

/** DeepLabCut's multi-animal 3D CSV (header rows scorer, individuals, bodyparts, coords; then one row per frame). */
function multiAnimal3dCsv(frames: number): string {
  const individuals = ['mouse1', 'mouse2'];
  const columns = individuals.flatMap((id) => PARTS.flatMap((part) => ['x', 'y', 'z'].map((axis) => ({ id, part, axis }))));
  const rows = [
    ['scorer', ...columns.map(() => 'DLC_3D')],
    ['individuals', ...columns.map((c) => c.id)],
    ['bodyparts', ...columns.map((c) => c.part)],
    ['coords', ...columns.map((c) => c.axis)],
    ...Array.from({ length: frames }, (_, f) => [
      String(f),
      ...[...mouse(0, f), ...mouse(0.5, f)].flatMap((point, p) => (f === 1 && p === 5 ? ['', '', ''] : point.map(String))),
    ]),
  ];
  return `${rows.map((r) => r.join(',')).join('\n')}\n`;
}

const loadInput = () => screen.getByLabelText('Load recording (JSON, CSV, HDF5, TRC, C3D)');
const notes = (): (string | null)[] =>
  within(screen.getByRole('list', { name: 'How the files were read' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const targetsOf = (store: StudioStore) => {
  const ik = store.api.getState().recording.ikRecording;
  if (ik?.kind !== '3d') throw new Error(`expected 3D targets, got ${ik?.kind}`);
  return ik.targets;
};

describe('the Individual field', () => {
  it('a two-mouse DeepLabCut 3D CSV is refused with both names; typing one and Enter loads that mouse', async () => {
    const store = setup(PARTS);
    await userEvent.upload(loadInput(), new File([multiAnimal3dCsv(3)], 'mice_DLC_3D.csv', { type: 'text/csv' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('mice_DLC_3D.csv: line 2: several individuals (mouse1, mouse2): pick one with --individual NAME (in the Studio: Individual)'),
    );
    expect(store.api.getState().recording.ikRecording).toBeNull();

    const field = screen.getByRole('textbox', { name: 'Individual' });
    expect(field.getAttribute('aria-describedby')).toBe('individual-hint');
    expect(screen.getByText('DeepLabCut multi-animal individual or SLEAP track').id).toBe('individual-hint');
    await userEvent.click(field);
    await userEvent.keyboard('mouse2');
    // Nothing is read while typing: only Enter (or leaving the field) applies the name.
    expect(store.api.getState().recording.loadOptions.individual).toBeUndefined();
    await userEvent.keyboard('{Enter}');
    expect(store.api.getState().recording.loadOptions.individual).toBe('mouse2');

    await waitFor(() => expect(store.api.getState().recording.ikRecording).not.toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Recording summary').textContent).toContain('mice_DLC_3D.csv: 3 frames');
    expect(notes()).toContain('DeepLabCut 3D CSV: individual "mouse2" of mouse1, mouse2');
    const targets = targetsOf(store);
    // Frame 0 is mouse2's shoulder, elbow and wrist; in frame 1 its wrist is missing (NaN), its shoulder is there.
    mouse(0.5, 0).forEach((point, k) => point.forEach((v, axis) => expect(targets[0]![3 * k + axis]).toBeCloseTo(v, 12)));
    expect(Number.isNaN(targets[1]![6])).toBe(true);
    expect(targets[1]![0]).toBeCloseTo(0.501, 12);

    // Emptying the field asks for the file's only individual again: refused, and mouse2 stays loaded.
    await userEvent.clear(field);
    await userEvent.tab();
    expect(store.api.getState().recording.loadOptions.individual).toBeUndefined();
    expect(screen.getByRole('alert').textContent).toContain('several individuals (mouse1, mouse2)');
    expect(targetsOf(store)[0]![0]).toBeCloseTo(0.5, 12);
  });
});

describe('the Up axis select', () => {
  const trc = readFileSync('test-data/lab-files/trc/walk-pose2sim.trc', 'utf8');
  // The first frame's pelvis as written (mm), from the file's sixth line: Frame#, Time, then pelvis X Y Z.
  const pelvis = trc.split('\n')[5]!.split('\t').slice(2, 5).map((v) => Number(v) / 1000);

  it('reads Pose2Sim\'s .trc as Y-up by default; "Z up" reads it again with the file\'s Z as vertical', async () => {
    const store = setup(['pelvis', 'chest', 'head']);
    const select = screen.getByRole('combobox', { name: 'Up axis (.trc, .c3d)' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['As the file says', 'Y up (OpenSim, Pose2Sim)', 'Z up (Vicon, Qualisys)']);
    await userEvent.upload(loadInput(), new File([trc], 'walk-pose2sim.trc'));
    await waitFor(() => expect(store.api.getState().recording.ikRecording).not.toBeNull());
    expect(screen.getByLabelText('Recording summary').textContent).toContain('walk-pose2sim.trc: 100 frames');
    expect(notes()).toEqual([".trc: read as Y-up (OpenSim's convention) and turned to Z-up: (x, y, z) → (x, −z, y); units mm"]);
    const [x, y, z] = pelvis as [number, number, number];
    expect(Array.from(targetsOf(store)[0]!.slice(0, 3)).map((v) => +v.toFixed(9))).toEqual([x, -z, y].map((v) => +v.toFixed(9)));

    await userEvent.selectOptions(select, 'Z up (Vicon, Qualisys)');
    expect(store.api.getState().recording.loadOptions.upAxis).toBe('z');
    await waitFor(() => expect(notes()).toEqual(['.trc: read as Z-up; units mm']));
    expect(Array.from(targetsOf(store)[0]!.slice(0, 3)).map((v) => +v.toFixed(9))).toEqual([x, y, z].map((v) => +v.toFixed(9)));

    await userEvent.selectOptions(select, 'As the file says');
    expect(store.api.getState().recording.loadOptions.upAxis).toBeUndefined();
    await waitFor(() => expect(notes().some((n) => n!.startsWith('.trc: read as Y-up'))).toBe(true));
  });
});
