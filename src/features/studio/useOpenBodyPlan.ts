import { useCallback } from 'react';
import type { PlanOrigin } from '../../bodyplan/openPlan/index.ts';
import { isRobotModelName, robotModelToPlanText } from '../../bodyplan/import/robotModelSource.ts';
import { useStudioStore } from './useStudio.ts';
import { downloadPlanText } from './urlLoad/downloadPlanText.ts';
import { MAX_PLAN_BYTES, formatMegabytes } from './urlLoad/planBytes.ts';
import { planNameFromUrl } from './urlLoad/planUrlQuery.ts';
import { useUrlLoader } from './urlLoad/useUrlLoader.ts';

/** A server that sends nothing (no answer, no byte) for this long is given up on. */
const URL_IDLE_TIMEOUT_MS = 30_000;

export interface OpenBodyPlan {
  openText(name: string, text: string, origin: PlanOrigin): void;
  openFile(file: File, origin: PlanOrigin): Promise<void>;
  openUrl(url: string, origin: PlanOrigin, name?: string): Promise<void>;
}

/** Every way of opening a plan ends here: text -> the core's loadBodyPlan -> the store. */
export function useOpenBodyPlan(): OpenBodyPlan {
  const store = useStudioStore();
  const loader = useUrlLoader();
  const fail = useCallback((message: string) => store.dispatch({ type: 'openFailed', message }), [store]);

  const openText = useCallback(
    (name: string, text: string, origin: PlanOrigin) => {
      try {
        // URDF and MJCF files are imported into a body plan first (src/bodyplan/import).
        if (isRobotModelName(name)) {
          const imported = robotModelToPlanText(name, text);
          if (!imported.ok) {
            fail(imported.message);
            return;
          }
          store.dispatch({ type: 'planOpened', source: { name: imported.name, text: imported.text, origin, imported: imported.report } });
          store.dispatch({ type: 'noticeShown', notice: { tone: imported.tone, text: imported.summary } });
          return;
        }
        store.dispatch({ type: 'planOpened', source: { name, text, origin } });
      } catch (error) {
        fail(`Could not open ${name}: ${(error as Error).message}`);
      }
    },
    [store, fail],
  );

  const openFile = useCallback(
    async (file: File, origin: PlanOrigin) => {
      if (file.size > MAX_PLAN_BYTES) {
        fail(`${file.name} is ${formatMegabytes(file.size)} MB; body plans over ${formatMegabytes(MAX_PLAN_BYTES)} MB are not opened.`);
        return;
      }
      try {
        openText(file.name, await file.text(), origin);
      } catch (error) {
        fail(`Could not read ${file.name}: ${(error as Error).message}`);
      }
    },
    [openText, fail],
  );

  const openUrl = useCallback(
    async (url: string, origin: PlanOrigin, name?: string) => {
      let resolved: URL;
      try {
        resolved = new URL(url, window.location.href);
      } catch {
        fail(`"${url}" is not a URL.`);
        return;
      }
      const label = name ?? planNameFromUrl(resolved);
      const load = loader.begin(label);
      const result = await downloadPlanText(resolved, {
        signal: load.signal,
        idleTimeoutMs: URL_IDLE_TIMEOUT_MS,
        maxBytes: MAX_PLAN_BYTES,
        onProgress: load.progress,
      });
      if (!load.isCurrent()) return;
      load.end();
      if (result.kind === 'loaded') openText(label, result.text, origin);
      else if (result.kind === 'failed') fail(result.message);
      else store.dispatch({ type: 'noticeShown', notice: { tone: 'info', text: `Loading ${label} was cancelled; nothing else changed.` } });
    },
    [openText, fail, loader, store],
  );

  return { openText, openFile, openUrl };
}
