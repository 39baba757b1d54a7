/// <reference lib="webworker" />
import { preparePlan } from '../../model/openPlan/preparePlan.ts';
import type { PlanLoadReply, PlanLoadRequest } from './planLoadProtocol.ts';

/** Parses, validates and compiles body plans off the page's thread (a 10,000-joint plan takes ~0.2 s here). */
const post = (reply: PlanLoadReply, transfer: Transferable[] = []) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply, transfer);

self.onmessage = (event: MessageEvent<PlanLoadRequest>) => {
  const { id, text, jointLimit } = event.data;
  try {
    const prepared = preparePlan(text, jointLimit);
    const transfer = prepared.kind === 'loaded' && prepared.model ? modelBuffers(prepared.model) : [];
    if (prepared.kind === 'loaded' && prepared.jointSpans) transfer.push(prepared.jointSpans.buffer as ArrayBuffer);
    post({ id, type: 'prepared', prepared }, transfer);
  } catch (error) {
    post({ id, type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};

/** The model's typed arrays move to the page instead of being copied. */
function modelBuffers(model: object): Transferable[] {
  const buffers = new Set<ArrayBuffer>();
  for (const value of Object.values(model)) {
    if (ArrayBuffer.isView(value) && value.buffer instanceof ArrayBuffer) buffers.add(value.buffer);
  }
  return [...buffers];
}
