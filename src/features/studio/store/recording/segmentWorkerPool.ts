import { kernelModule } from '../../../../bodyplan/kinematics/kernels/kernelArena.ts';
import type { SegmentReply, SegmentRequest, SegmentWorkerKernels } from './segmentProtocol.ts';

/**
 * The page's segment-solving Web Workers (segmentWorker.ts), started once and reused by every
 * parallel solve and leave-one-out check: a module worker's start (fetching and compiling the solver)
 * is paid once per page, not once per solve. Each worker is sent the kernels' WebAssembly module the
 * page compiled (kernelModule()) as its first message and instantiates that one, so the page holds
 * one compiled module however many workers it starts.
 */
interface Slot {
  worker: Worker;
  busy: boolean;
}

const slots: (Slot | null)[] = [];
let closesWithPage = false;

/** One worker lent to one segment of one solve. */
export interface LentSegmentWorker {
  /** Posts the segment; replies and a worker error go to the callbacks until release or discard. */
  post(request: SegmentRequest, transfer: Transferable[], onReply: (reply: SegmentReply) => void, onError: (message: string) => void): void;
  /** The segment is done: the worker goes back to the pool. */
  release(): void;
  /**
   * Cancel (or a failure): the worker is terminated at once, whatever it is doing; the pool starts a
   * new one when next asked. Nothing once released.
   */
  discard(): void;
  /** Released or discarded: work prepared for it (frames packed in slices) is dropped. */
  discarded(): boolean;
}

/**
 * Worker `index` of a pool of `size` (the solve's worker count: the pool is resized to it, idle
 * extra workers terminated). A worker still busy with another solve (a check running beside a
 * solve) is not shared: that segment gets a worker of its own, terminated when it is done.
 */
export function lendSegmentWorker(index: number, size: number): LentSegmentWorker {
  closeWithPage();
  for (let i = slots.length - 1; i >= size; i--) {
    const slot = slots[i];
    if (slot?.busy) continue;
    slot?.worker.terminate();
    slots.length = i;
  }
  let slot = slots[index] ?? null;
  if (slot === null) {
    slot = { worker: startWorker(), busy: false };
    slots[index] = slot;
  }
  const pooled = !slot.busy;
  const lent: Slot = pooled ? slot : { worker: startWorker(), busy: false };
  lent.busy = true;
  let returned = false;
  const detach = () => {
    returned = true;
    lent.worker.onmessage = null;
    lent.worker.onerror = null;
    lent.busy = false;
  };
  return {
    post(request, transfer, onReply, onError) {
      lent.worker.onmessage = (event: MessageEvent<SegmentReply>) => onReply(event.data);
      lent.worker.onerror = (event: ErrorEvent) => onError(event.message || 'unknown error');
      lent.worker.postMessage(request, transfer);
    },
    release() {
      if (returned) return;
      detach();
      if (!pooled) lent.worker.terminate();
    },
    discard() {
      // A worker already back in the pool may be solving for someone else now: leave it.
      if (returned) return;
      detach();
      lent.worker.terminate();
      if (pooled && slots[index] === lent) slots[index] = null;
    },
    discarded: () => returned,
  };
}

/** Terminates every pooled worker (the page is going away). */
function closeSegmentWorkerPool(): void {
  for (const slot of slots.splice(0)) slot?.worker.terminate();
}

function startWorker(): Worker {
  const worker = new Worker(new URL('./segmentWorker.ts', import.meta.url), { type: 'module' });
  worker.postMessage({ kernels: kernelModule() } satisfies SegmentWorkerKernels);
  return worker;
}

function closeWithPage(): void {
  if (closesWithPage || typeof globalThis.addEventListener !== 'function') return;
  closesWithPage = true;
  globalThis.addEventListener('pagehide', closeSegmentWorkerPool);
}
