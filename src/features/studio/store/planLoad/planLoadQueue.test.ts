import { describe, expect, it } from 'vitest';
import { renameJoint } from '../../../../bodyplan/edit/documentEdits.ts';
import { newBodyPlan } from '../../../../bodyplan/edit/documentEdits.ts';
import { preparePlan } from '../../model/openPlan/preparePlan.ts';
import { serializeBodyPlan } from '../../../../bodyplan/format/serialize.ts';
import { initialStudioState } from '../studioState.ts';
import { createStudioStore, LOAD_HERE_MAX_CHARS } from '../studioStore.ts';
import { PlanLoadCancelled, type PlanLoader } from './planLoader.ts';

/**
 * The store's side of loading in a worker. Vitest's Node has no Web Worker, so this loader runs the
 * worker's own code (preparePlan) in this thread and answers when the test says so, through
 * structuredClone as a message would; the real worker is exercised by e2e/studio-big-plan.spec.ts.
 */
function heldLoader(jointLimit = 50_000) {
  const held: { text: string; answer(): void }[] = [];
  let rejectCurrent: ((error: Error) => void) | null = null;
  const loader: PlanLoader = {
    load(text) {
      return new Promise((resolve, reject) => {
        rejectCurrent = reject;
        held.push({ text, answer: () => resolve(structuredClone(preparePlan(text, jointLimit))) });
      });
    },
    cancel: () => rejectCurrent?.(new PlanLoadCancelled()),
    dispose: () => rejectCurrent?.(new PlanLoadCancelled()),
  };
  return { loader, held };
}

function chainPlan(joints: number): string {
  const list = [];
  for (let i = 0; i < joints; i++) {
    list.push({ name: `j${i}`, parent: i === 0 ? null : `j${i - 1}`, offset_pos: [0, 0, 0.1], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 1, 0], neutral: 0 }] });
  }
  return serializeBodyPlan({ fixed_base: true, joints: list } as never);
}

// A few macrotasks: the store yields once between building a big plan and showing it.
const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
const jointNames = (store: ReturnType<typeof createStudioStore>) => store.getState().plan?.document?.joints.map((j) => j.name) ?? [];

describe('opening big texts in the worker', () => {
  const big = chainPlan(1_500);
  it('the test plan is past the page-load size', () => expect(big.length).toBeGreaterThan(LOAD_HERE_MAX_CHARS));

  it('edits made while a big plan loads wait for it and then apply in order; pose and selection commands apply at once', async () => {
    const { loader, held } = heldLoader();
    const store = createStudioStore(initialStudioState, loader);
    store.dispatch({ type: 'planOpened', source: { name: 'chain.json', text: big, origin: 'file' } });
    expect(store.api.getState().loading).toEqual({ name: 'chain.json', chars: big.length });
    expect(store.getState().plan).toBeNull();
    store.dispatch({ type: 'documentEdited', edit: (d) => renameJoint(d, 'j1', 'first') });
    store.dispatch({ type: 'documentEdited', edit: (d) => renameJoint(d, 'j2', 'second') });
    store.dispatch({ type: 'viewChanged', patch: { showFrames: true } });
    expect(store.getState().view.showFrames).toBe(true);

    held[0]!.answer();
    await settle();
    // The first rename's text is big too: it goes through the loader in its turn.
    expect(store.getState().plan?.source.name).toBe('chain.json');
    expect(store.getState().notice).toBeNull();
    held[1]!.answer();
    await settle();
    held[2]!.answer();
    await settle();
    expect(jointNames(store).slice(0, 3)).toEqual(['j0', 'first', 'second']);
    expect(store.api.getState().loading).toBeNull();
    expect(store.getKinematics()).not.toBeNull();
  });

  it("a notice sent right after a big plan's open (an import's warnings) shows once the plan is open", async () => {
    const { loader, held } = heldLoader();
    const store = createStudioStore(initialStudioState, loader);
    store.dispatch({ type: 'planOpened', source: { name: 'chain.json', text: big, origin: 'file' } });
    store.dispatch({ type: 'noticeShown', notice: { tone: 'warning', text: '2 import warnings' } });
    held[0]!.answer();
    await settle();
    expect(store.getState().plan?.source.name).toBe('chain.json');
    expect(store.getState().notice).toEqual({ tone: 'warning', text: '2 import warnings' });
  });

  it('Cancel drops the load and what waited for it; the open plan stays', async () => {
    const { loader, held } = heldLoader();
    const store = createStudioStore(initialStudioState, loader);
    const small = serializeBodyPlan(newBodyPlan({ fixedBase: true }));
    store.dispatch({ type: 'planOpened', source: { name: 'small.json', text: small, origin: 'new' } });
    expect(held).toHaveLength(0);
    expect(store.getState().plan?.source.name).toBe('small.json');
    store.dispatch({ type: 'planOpened', source: { name: 'chain.json', text: big, origin: 'file' } });
    store.dispatch({ type: 'textEdited', text: small.replace('"root"', '"base"') });
    store.cancelLoading();
    await settle();
    expect(store.getState().plan?.source.name).toBe('small.json');
    expect(jointNames(store)).toEqual(['root']);
    expect(store.api.getState().loading).toBeNull();
    expect(store.getState().notice).toBeNull();
  });

  it('a plan over the joint limit is refused with a notice and the open plan stays', async () => {
    const { loader, held } = heldLoader(1_000);
    const store = createStudioStore(initialStudioState, loader);
    store.dispatch({ type: 'planOpened', source: { name: 'small.json', text: serializeBodyPlan(newBodyPlan({ fixedBase: true })), origin: 'new' } });
    store.dispatch({ type: 'planOpened', source: { name: 'chain.json', text: big, origin: 'file' } });
    held[0]!.answer();
    await settle();
    expect(store.getState().plan?.source.name).toBe('small.json');
    expect(store.getState().notice).toEqual({ tone: 'error', text: expect.stringContaining('This body plan has 1,500 joints') });
  });
});
