import { useCallback } from 'react';
import { readCappedText, TooLargeError } from '../../../cappedRead.ts';
import type { PlanOrigin } from '../model/openPlan/index.ts';
import { isRobotModelName } from '../../../bodyplan/import/robotModelSource.ts';
import { isXacroName } from '../../../bodyplan/import/xacro/importXacro.ts';
import { describeOpenedFiles, isModelFileName, sortOpenedFiles } from '../../../bodyplan/import/openedFiles.ts';
import { meshesNotDrawn, meshFormatOf } from '../../../bodyplan/import/visualMeshes.ts';
import type { BodyPlan } from '../../../bodyplan/format/schema.ts';
import { readMeshFiles, type ReadMeshes } from '../meshes/readMeshFiles.ts';
import { replaceMeshSession } from '../meshes/meshSession.ts';
import { disposeMeshObject } from '../meshes/parseMeshFile.ts';
import { useStudioStore } from '../store/useStudio.ts';
import { downloadPlanText } from './urlLoad/downloadPlanText.ts';
import { MAX_PLAN_BYTES, formatMegabytes } from './urlLoad/planBytes.ts';
import { planNameFromUrl } from './urlLoad/planUrlQuery.ts';
import { useUrlLoader } from './urlLoad/useUrlLoader.ts';
import { reopenEdited, savedDocumentAt } from './urlLoad/savedAddress.ts';
import { readXacroFolder } from './readXacroFolder.ts';
import { setXacroSession, type XacroInputs } from './xacroSession.ts';
import { countSites, defaultImportChoices, importOptionsOf, sitesLeftOutNote, type ImportChoices } from './importChoices/importChoices.ts';
import { setImportSession } from './importChoices/importSession.ts';
import type { ImportJob } from './importWorker/importJob.ts';
import { importInWorker } from './importWorker/importInWorker.ts';
import { getRunningImport, setRunningImport } from './importWorker/importProgress.ts';
import { tabSyncOf } from '../persistence/tabSync.ts';

/** A server that sends nothing (no answer, no byte) for this long is given up on. */
const URL_IDLE_TIMEOUT_MS = 30_000;

const planTooLarge = (file: File) => `${file.name} is ${formatMegabytes(file.size)} MB; body plans over ${formatMegabytes(MAX_PLAN_BYTES)} MB are not opened.`;

/** A file's text, or undefined when it is over the cap (it was not read). */
const textWithinCap = (file: File): Promise<string | undefined> =>
  readCappedText(file, MAX_PLAN_BYTES).catch((error: unknown) => {
    if (error instanceof TooLargeError) return undefined;
    throw error;
  });

/** What came with the model when several files were opened together. */
export interface CompanionFiles {
  /** Texts of MJCF `<include>` files, by file name. */
  includes: ReadonlyMap<string, string>;
  meshes: ReadMeshes;
  /** A sentence on which file was opened and which were ignored, or ''. */
  note: string;
  /** For a xacro description: the files it reads, its packages and the argument values. */
  xacro?: XacroInputs;
  /** Opening the same files again (other xacro arguments): a failure keeps the open plan's meshes. */
  again?: boolean;
  /** Import choices for a URDF/MJCF/xacro model (the defaults when absent). */
  choices?: ImportChoices;
  /** The same model imported again with other choices: the camera stays. */
  keepView?: boolean;
}

/** A plan from a `?url=` link: its address, and the saved document of that address to reuse (or null). */
export interface OpenedAddress {
  url: string;
  reuse: string | null;
}

export interface OpenBodyPlan {
  openText(name: string, text: string, origin: PlanOrigin, companions?: CompanionFiles, address?: OpenedAddress): void;
  openFile(file: File, origin: PlanOrigin): Promise<void>;
  /** Several files at once (a multi-select or a folder drop): one model, its includes and meshes. */
  openFiles(files: readonly File[], origin: PlanOrigin): Promise<void>;
  openUrl(url: string, origin: PlanOrigin, name?: string): Promise<void>;
}

/** For a plan JSON opened with mesh files: which of its meshes will not be drawn ('' when it is not readable JSON: its diagnostics say why). */
function undrawnMeshesOfPlanText(text: string, meshes: ReadMeshes): string {
  try {
    const document = JSON.parse(text) as BodyPlan;
    return Array.isArray(document?.joints) ? meshesNotDrawn(document, meshes.outcomes) : '';
  } catch {
    return '';
  }
}

/** Every way of opening a plan ends here: text -> the core's loadBodyPlan -> the store. */
export function useOpenBodyPlan(): OpenBodyPlan {
  const store = useStudioStore();
  const loader = useUrlLoader();
  const fail = useCallback((message: string) => store.dispatch({ type: 'openFailed', message }), [store]);

  const importRobotModel = useCallback(
    async (name: string, text: string, origin: PlanOrigin, companions?: CompanionFiles, address?: OpenedAddress) => {
      const meshes: ReadMeshes = companions?.meshes ?? { objects: new Map(), outcomes: new Map() };
      const withNote = (summary: string) => (companions?.note ? `${summary} ${companions.note}` : summary);
      const includes = companions?.includes ?? new Map<string, string>();
      const siteCount = countSites([text, ...includes.values()]);
      const choices = companions?.choices ?? defaultImportChoices(siteCount);
      // A lone .xacro file reads only itself.
      const xacro: XacroInputs | undefined = isXacroName(name) ? (companions?.xacro ?? { path: name, files: new Map([[name, text]]), packages: new Map(), args: new Map() }) : undefined;
      const job: ImportJob = { name, text, includes, meshOutcomes: meshes.outcomes, options: importOptionsOf(choices), ...(xacro ? { xacro } : {}) };
      // A newer import replaces one still running.
      getRunningImport()?.cancel();
      // The edit not yet autosaved is written before the import can replace the open plan (issue 40).
      const saved = tabSyncOf(store).save();
      const run = importInWorker(job, (stage) => {
        if (getRunningImport()?.cancel === run.cancel) setRunningImport({ name, stage, choices, cancel: run.cancel });
      });
      setRunningImport({ name, stage: xacro ? 'expanding' : 'importing', choices, cancel: run.cancel });
      const outcome = await run.outcome;
      await saved;
      const superseded = getRunningImport() !== null && getRunningImport()?.cancel !== run.cancel;
      if (!superseded) setRunningImport(null);
      // Opening the same files again (other arguments or choices) shares the open plan's meshes: they stay whatever happens.
      let opened = companions?.again === true;
      try {
        if (outcome.kind === 'cancelled') {
          if (!superseded) store.dispatch({ type: 'noticeShown', notice: { tone: 'info', text: `Importing ${name} was cancelled; nothing else changed.` } });
          return;
        }
        if (outcome.kind === 'stopped') {
          fail(withNote(outcome.message));
          return;
        }
        const { open: imported, xacro: expansion } = outcome.result;
        if (xacro && expansion) setXacroSession({ name, text, origin, declared: expansion.declared, expanded: expansion.expanded, companions: { includes: new Map(), meshes, note: '', xacro } });
        else setXacroSession(null);
        if (!imported.ok) {
          fail(withNote(imported.message));
          return;
        }
        replaceMeshSession(imported.name, meshes.objects);
        opened = true;
        const { choices: _choices, keepView, again: _again, ...kept } = companions ?? { includes, meshes, note: '' };
        setImportSession({ name, text, origin, format: imported.report.format, companions: kept, choices, rootCandidates: imported.report.rootCandidates, siteCount });
        store.dispatch({ type: 'planOpened', source: { name: imported.name, text: imported.text, origin, imported: imported.report }, ...(keepView ? { keepView } : {}), ...(address ? { address } : {}) });
        const sitesNote = sitesLeftOutNote(choices, siteCount);
        store.dispatch({ type: 'noticeShown', notice: { tone: imported.tone, text: withNote(sitesNote === '' ? imported.summary : `${imported.summary} ${sitesNote}`) } });
      } catch (error) {
        fail(`Could not open ${name}: ${(error as Error).message}`);
      } finally {
        // Meshes of a model that did not open are not kept.
        if (!opened) for (const object of meshes.objects.values()) disposeMeshObject(object);
      }
    },
    [store, fail],
  );

  const openText = useCallback(
    (name: string, text: string, origin: PlanOrigin, companions?: CompanionFiles, address?: OpenedAddress) => {
      // URDF, MJCF and xacro files are imported into a body plan first (src/bodyplan/import), in a worker.
      if (isRobotModelName(name) || isXacroName(name)) {
        void importRobotModel(name, text, origin, companions, address);
        return;
      }
      const meshes = companions?.meshes.objects ?? new Map();
      let opened = false;
      try {
        setXacroSession(null);
        setImportSession(null);
        replaceMeshSession(name, meshes);
        opened = true;
        store.dispatch({ type: 'planOpened', source: { name, text, origin }, ...(address ? { address } : {}) });
        const note = [companions?.note ?? '', companions ? undrawnMeshesOfPlanText(text, companions.meshes) : ''].filter((t) => t !== '').join(' ');
        if (note !== '') store.dispatch({ type: 'noticeShown', notice: { tone: 'info', text: note } });
      } catch (error) {
        fail(`Could not open ${name}: ${(error as Error).message}`);
      } finally {
        // Meshes of a plan that did not open are not kept.
        if (!opened) for (const object of meshes.values()) disposeMeshObject(object);
      }
    },
    [store, fail, importRobotModel],
  );

  const openFile = useCallback(
    async (file: File, origin: PlanOrigin) => {
      try {
        openText(file.name, await readCappedText(file, MAX_PLAN_BYTES), origin);
      } catch (error) {
        fail(error instanceof TooLargeError ? planTooLarge(file) : `Could not read ${file.name}: ${(error as Error).message}`);
      }
    },
    [openText, fail],
  );

  const openFiles = useCallback(
    async (files: readonly File[], origin: PlanOrigin) => {
      if (files.length === 0) return;
      if (files.length > 1) {
        try {
          const xacro = await readXacroFolder(files);
          if (xacro !== null) {
            openText(xacro.name, xacro.text, origin, { includes: new Map(), meshes: await readMeshFiles(xacro.meshes), note: '', xacro: xacro.inputs });
            return;
          }
        } catch (error) {
          fail(`Could not read the files: ${(error as Error).message}`);
          return;
        }
      }
      if (files.length === 1 && meshFormatOf(files[0]!.name) === null) {
        await openFile(files[0]!, origin);
        return;
      }
      try {
        const texts = await Promise.all(files.map((f) => (isModelFileName(f.name) ? textWithinCap(f) : undefined)));
        const roles = sortOpenedFiles(files.map((f, i) => ({ name: f.name, ...(texts[i] === undefined ? {} : { text: texts[i] }) })));
        const index = files.findIndex((f) => f.name === roles.model);
        const model = files[index];
        if (model === undefined) {
          fail(`None of ${files.map((f) => f.name).join(', ')} is a body plan (.json), a URDF (.urdf) or an MJCF model (.xml); nothing was opened. Open mesh and include files together with their model.`);
          return;
        }
        const text = texts[index];
        if (text === undefined) {
          fail(planTooLarge(model));
          return;
        }
        const includes = new Map<string, string>();
        files.forEach((f, i) => {
          if (roles.includes.includes(f.name) && texts[i] !== undefined) includes.set(f.name, texts[i]);
        });
        const meshes = await readMeshFiles(files.filter((f) => roles.meshes.includes(f.name)));
        openText(model.name, text, origin, { includes, meshes, note: describeOpenedFiles(roles) });
      } catch (error) {
        fail(`Could not read the files: ${(error as Error).message}`);
      }
    },
    [openFile, openText, fail],
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
      // A `?url=` visit reuses the document saved from that address (issue 42: each visit added one).
      const reuse = origin === 'url' ? await savedDocumentAt(store, resolved.href) : null;
      if (reuse?.unexported) {
        // Loading the address afresh would bury the changes made to it here: they come back instead.
        await reopenEdited(store, reuse.id, label);
        return;
      }
      const load = loader.begin(label);
      const result = await downloadPlanText(resolved, {
        signal: load.signal,
        idleTimeoutMs: URL_IDLE_TIMEOUT_MS,
        maxBytes: MAX_PLAN_BYTES,
        onProgress: load.progress,
      });
      if (!load.isCurrent()) return;
      load.end();
      if (result.kind === 'loaded') openText(label, result.text, origin, undefined, origin === 'url' ? { url: resolved.href, reuse: reuse?.id ?? null } : undefined);
      else if (result.kind === 'failed') fail(result.message);
      else store.dispatch({ type: 'noticeShown', notice: { tone: 'info', text: `Loading ${label} was cancelled; nothing else changed.` } });
    },
    [openText, fail, loader, store],
  );

  return { openText, openFile, openFiles, openUrl };
}
