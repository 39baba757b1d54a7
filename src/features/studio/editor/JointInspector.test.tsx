import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addChildJoint, newBodyPlan } from '../../../bodyplan/edit/documentEdits.ts';
import { serializeBodyPlan } from '../../../bodyplan/format/serialize.ts';
import { initialStudioState } from '../store/studioState.ts';
import { createStudioStore, type StudioStore } from '../store/studioStore.ts';
import { StudioStoreContext } from '../store/useStudio.ts';
import { JointInspector } from './JointInspector.tsx';

afterEach(cleanup);

function setup(): StudioStore {
  const text = serializeBodyPlan(newBodyPlan({ fixedBase: true }));
  const store = createStudioStore(initialStudioState);
  store.dispatch({ type: 'planOpened', source: { name: 'a.json', text, origin: 'new' } });
  store.dispatch({ type: 'documentEdited', edit: (d) => addChildJoint(d, 'root', { name: 'arm' }) });
  store.dispatch({ type: 'jointSelected', joint: 0 });
  render(
    <StudioStoreContext.Provider value={store}>
      <JointInspector />
    </StudioStoreContext.Provider>,
  );
  return store;
}

describe('joint inspector', () => {
  it('renames a joint (children follow) as one undo step', async () => {
    const store = setup();
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'base{Enter}');
    const document = store.getState().plan!.document!;
    expect(document.joints.map((j) => [j.name, j.parent])).toEqual([
      ['base', null],
      ['arm', 'base'],
    ]);
    expect(store.getState().history.past).toHaveLength(2);
    store.dispatch({ type: 'undo' });
    expect(store.getState().plan!.document!.joints[0]!.name).toBe('root');
  });

  it('reports invalid metadata JSON with its line and column and keeps what was typed', async () => {
    const store = setup();
    const before = store.getState().plan!.source.text;
    const box = screen.getByLabelText('x- metadata of root (JSON object)');
    fireEvent.change(box, { target: { value: '{\n  "x-note": oops\n}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply metadata' }));
    expect(screen.getByText(/^Line 2, column 13: /)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('{\n  "x-note": oops\n}');
    expect(store.getState().plan!.source.text).toBe(before);

    fireEvent.change(box, { target: { value: '{"x-note": "shoulder"}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply metadata' }));
    expect(store.getState().plan!.document!.joints[0]!['x-note']).toBe('shoulder');
    expect(store.getState().plan!.source.text).toContain('"x-note": "shoulder"');
  });

  it('shows why an edit is refused and changes nothing', async () => {
    const store = setup();
    const field = screen.getByLabelText('offset_pos x');
    await userEvent.clear(field);
    await userEvent.type(field, 'abc{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('"abc" is not a number.');
    expect(store.getState().plan!.document!.joints[0]!.offset_pos).toEqual([0, 0, 0]);
  });

  it('reads typed numbers by the Studio rule: a decimal comma is accepted, hexadecimal refused', async () => {
    const store = setup();
    const field = screen.getByLabelText('offset_pos x');
    await userEvent.clear(field);
    await userEvent.type(field, '1,5{Enter}');
    expect(store.getState().plan!.document!.joints[0]!.offset_pos).toEqual([1.5, 0, 0]);
    const y = screen.getByLabelText('offset_pos y');
    await userEvent.clear(y);
    await userEvent.type(y, '0x10{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('"0x10" is not a number (only decimal numbers are accepted).');
    expect(store.getState().plan!.document!.joints[0]!.offset_pos).toEqual([1.5, 0, 0]);
  });

  it('toggles limits off and back on', async () => {
    const store = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Add hinge' }));
    const box = screen.getByLabelText('root DOF 1 has limits');
    await userEvent.click(box);
    expect(store.getState().plan!.document!.joints[0]!.dofs[0]!.limits).toEqual([-Math.PI, Math.PI]);
    await userEvent.click(screen.getByLabelText('root DOF 1 has limits'));
    expect(store.getState().plan!.document!.joints[0]!.dofs[0]!.limits).toBeNull();
  });

  it('sets the rotation from Euler degrees in the chosen order, and normalizes a typed quaternion', async () => {
    const store = setup();
    await userEvent.selectOptions(screen.getByLabelText('Euler order'), 'ZYX');
    const yaw = screen.getByLabelText('Euler Z angle 1 (°)');
    await userEvent.clear(yaw);
    await userEvent.type(yaw, '90{Enter}');
    const [w, x, y, z] = store.getState().plan!.document!.joints[0]!.offset_quat;
    expect([w, x, y, z].map((v) => Number(v.toFixed(12)))).toEqual([Number(Math.SQRT1_2.toFixed(12)), 0, 0, Number(Math.SQRT1_2.toFixed(12))]);

    const qw = screen.getByLabelText('offset_quat w');
    await userEvent.clear(qw);
    await userEvent.type(qw, '2{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Normalize quaternion' }));
    const q = store.getState().plan!.document!.joints[0]!.offset_quat;
    expect(Math.hypot(...q)).toBeCloseTo(1, 12);
  });
});
