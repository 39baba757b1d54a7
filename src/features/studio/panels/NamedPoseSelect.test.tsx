import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { robotModelToPlanText } from '../../../bodyplan/import/robotModelSource.ts';
import { initialStudioState } from '../store/studioState.ts';
import { createStudioStore } from '../store/studioStore.ts';
import { StudioStoreContext } from '../store/useStudio.ts';
import { NamedPoseSelect } from './NamedPoseSelect.tsx';
import { NoticeBar } from './NoticeBar.tsx';
import { RootPoseControls } from './RootPoseControls.tsx';

const models = join(import.meta.dirname, '..', '..', '..', 'bodyplan', 'import', '__tests__', 'models');

afterEach(cleanup);

function openG1() {
  const opened = robotModelToPlanText('g1_keyframes.xml', readFileSync(join(models, 'g1_keyframes.xml'), 'utf8'));
  if (!opened.ok) throw new Error(opened.message);
  const store = createStudioStore(initialStudioState);
  store.dispatch({ type: 'planOpened', source: { name: opened.name, text: opened.text, origin: 'file', imported: opened.report } });
  render(
    <StudioStoreContext.Provider value={store}>
      <NoticeBar />
      <NamedPoseSelect />
      <RootPoseControls planSize={1} />
    </StudioStoreContext.Provider>,
  );
  return store;
}

describe('the Named pose select', () => {
  it('an imported G1 opens at its "initial" pose (the pelvis at 0.793 m), and the opening is no undo step', () => {
    const store = openG1();
    expect(screen.getByRole('combobox', { name: 'Named pose' })).toHaveProperty('value', 'initial');
    expect(screen.getByRole('textbox', { name: 'root position z' })).toHaveProperty('value', '0.793');

    act(() => store.dispatch({ type: 'undo' }));
    expect(screen.getByRole('combobox', { name: 'Named pose' })).toHaveProperty('value', 'initial');
    expect(screen.getByRole('textbox', { name: 'root position z' })).toHaveProperty('value', '0.793');
  });

  it('lists neutral and the MJCF keyframes; choosing "stand" puts the pelvis at 0.755 m with the knees bent, one undo step back to the opening pose', async () => {
    const store = openG1();
    const select = screen.getByRole('combobox', { name: 'Named pose' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['neutral', 'initial', 'stand', 'crouch']);

    await userEvent.selectOptions(select, 'stand');
    expect(select).toHaveProperty('value', 'stand');
    expect(screen.getByRole('textbox', { name: 'root position z' })).toHaveProperty('value', '0.755');
    expect(screen.getByText('Pose "stand" applied.')).toBeTruthy();
    const model = store.getState().plan!.model!;
    const knee = model.dofNames.indexOf('left_knee_joint');
    expect(store.getState().pose!.dofs[knee]).toBeCloseTo(0.669, 12);

    await userEvent.selectOptions(select, 'neutral');
    expect(screen.getByRole('textbox', { name: 'root position z' })).toHaveProperty('value', '0');

    act(() => store.dispatch({ type: 'undo' }));
    expect(select).toHaveProperty('value', 'stand');
    act(() => store.dispatch({ type: 'undo' }));
    expect(select).toHaveProperty('value', 'initial');
    expect(screen.getByRole('textbox', { name: 'root position z' })).toHaveProperty('value', '0.793');
  });

  it('a pose moved off every named pose shows "(not a named pose)"', () => {
    const store = openG1();
    act(() => store.dispatch({ type: 'rootPositionSet', position: [0, 0, 0.5] }));
    expect(screen.getByRole('combobox', { name: 'Named pose' })).toHaveProperty('value', '');
    expect(screen.getByRole('option', { name: '(not a named pose)' })).toBeTruthy();
  });
});
