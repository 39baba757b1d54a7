import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lookAtCamera } from '../../../bodyplan/observations/lookAtCamera.ts';
import { createStudioStore, type StudioStore } from '../store/studioStore.ts';
import { StudioStoreContext } from '../store/useStudio.ts';
import { setTimelineRange } from '../timeline/timelineRangeState.ts';
import type { ExcludeRequest } from '../model/excludeRequest.ts';
import { ExcludeCameraDialog } from './ExcludeCameraDialog.tsx';
import { ExclusionsList } from './ExclusionsList.tsx';

// jsdom has <dialog> but not its modal API: the browser's behaviour, enough to open and close it.
const { showModal, close } = HTMLDialogElement.prototype;
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => {
  cleanup();
  HTMLDialogElement.prototype.showModal = showModal;
  HTMLDialogElement.prototype.close = close;
});

// A fly's right hind leg, three joints; the cameras label the femur and the claw, never the thorax.
const PLAN = JSON.stringify({
  fixed_base: true,
  joints: [
    { name: 'thorax', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    { name: 'rh_femur', parent: 'thorax', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
    { name: 'rh_claw', parent: 'rh_femur', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
  ],
});
const cameraJson = (x: number) => {
  const c = lookAtCamera([x, 0, 5], [0, 0, 0], [0, 1, 0], { fx: 500, fy: 500, cx: 320, cy: 240 });
  return { fx: 500, fy: 500, cx: 320, cy: 240, world2cam_pos: Array.from(c.world2camPos), world2cam_rot_mat: Array.from(c.world2camRot) };
};
const seen = [null, [420, 240], [520, 250]];
const RECORDING = JSON.stringify({ cameras: [cameraJson(0), cameraJson(1)], names: ['camA', 'camB'], frames: Array.from({ length: 140 }, () => [seen, seen]) });

function setup(request: ExcludeRequest, range?: { from: number; to: number }): { store: StudioStore; onClose: () => void } {
  const store = createStudioStore();
  store.dispatch({ type: 'planOpened', source: { name: 'leg.json', text: PLAN, origin: 'example' } });
  store.recording.load('walk.json', RECORDING);
  expect(store.api.getState().recording.error).toBeNull();
  if (range) setTimelineRange(store, range);
  const onClose = vi.fn();
  render(
    <StudioStoreContext.Provider value={store}>
      <ExcludeCameraDialog request={request} onClose={onClose} />
      <ExclusionsList />
    </StudioStoreContext.Provider>,
  );
  return { store, onClose };
}

describe('the exclude dialog', () => {
  it('excludes one keypoint of camB over frames 80-109 (written camB/rh_claw:80-109), which the list then shows, and Remove puts it back', async () => {
    const { store, onClose } = setup({ camera: 'camB', keypoint: null, from: 80, to: 109 });
    const dialog = screen.getByRole('dialog', { name: 'Exclude camB' });
    const keypoint = within(dialog).getByRole('combobox', { name: 'Keypoint' });
    // All keypoints by default; then the ones camB labels, not the unlabelled thorax.
    expect(within(keypoint).getAllByRole('option').map((o) => o.textContent)).toEqual(['All keypoints', 'rh_femur', 'rh_claw']);
    expect(keypoint).toHaveProperty('value', '');
    expect(within(dialog).getByText('--exclude camB:80-109')).toBeTruthy();
    // No range marked on the timeline: the dialog says how to mark one.
    expect(within(dialog).getByText(/No range is marked on the timeline/)).toBeTruthy();

    await userEvent.selectOptions(keypoint, 'rh_claw');
    expect(within(dialog).getByText('--exclude camB/rh_claw:80-109')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude and solve again' }));

    expect(onClose).toHaveBeenCalled();
    expect(store.api.getState().recording.exclusions).toEqual([{ camera: 'camB', keypoint: 'rh_claw', from: 80, to: 109 }]);
    // 30 frames, one observation each.
    expect(store.api.getState().recording.excludedObservations).toBe(30);
    const list = screen.getByRole('list', { name: 'Excluded from the solve' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['rh_claw in camB, frames 80–109 Remove']);
    // The list says it as the option (the closed dialog, still mounted here, said it too).
    expect(screen.getAllByText('--exclude camB/rh_claw:80-109').filter((e) => e.closest('dialog') === null)).toHaveLength(1);
    expect(screen.getByText(/^30 observations left out/)).toBeTruthy();

    await userEvent.click(within(list).getByRole('button', { name: 'Remove the exclusion of rh_claw in camB, frames 80–109' }));
    expect(store.api.getState().recording.exclusions).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Excluded from the solve' })).toBeNull();
  });

  it('opens with the keypoint a flagged frame singled out, says why, and takes the range marked on the timeline', async () => {
    const reason = 'rh_claw is 41.2 px off in camB at frame 95, where its other keypoints are 0.4 px off (median).';
    const { store } = setup({ camera: 'camB', keypoint: 'rh_claw', from: 95, to: 95, reason }, { from: 80, to: 109 });
    const dialog = screen.getByRole('dialog', { name: 'Exclude camB' });
    const keypoint = within(dialog).getByRole('combobox', { name: 'Keypoint' });
    expect(keypoint).toHaveProperty('value', 'rh_claw');
    expect(keypoint.getAttribute('aria-describedby')).toBe('exclude-keypoint-reason');
    expect(within(dialog).getByText(`Preselected: ${reason}`)).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'From frame' })).toHaveProperty('value', '95');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Use the timeline range (frames 80–109)' }));
    expect(within(dialog).getByRole('textbox', { name: 'From frame' })).toHaveProperty('value', '80');
    expect(within(dialog).getByRole('textbox', { name: 'To frame' })).toHaveProperty('value', '109');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude and solve again' }));
    expect(store.api.getState().recording.exclusions).toEqual([{ camera: 'camB', keypoint: 'rh_claw', from: 80, to: 109 }]);
  });

  it('refuses a range that ends before it starts, naming the field, and excludes nothing', async () => {
    const { store } = setup({ camera: 'camB', keypoint: null, from: 80, to: 109 });
    const dialog = screen.getByRole('dialog', { name: 'Exclude camB' });
    const to = within(dialog).getByRole('textbox', { name: 'To frame' });
    await userEvent.clear(to);
    await userEvent.type(to, '70');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude and solve again' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('To: frame 70 is before From, 80');
    expect(store.api.getState().recording.exclusions).toEqual([]);
  });
});
