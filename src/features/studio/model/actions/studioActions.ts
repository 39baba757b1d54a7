/**
 * The Studio's actions, once: what the toolbar, its menus, the command palette and the keyboard
 * help all read (id, label, where it sits, icon, keys, when it is enabled). What an action does is
 * bound in the page (actions/StudioActionsProvider.tsx); this module stays pure so that it can be tested
 * and so that nothing is listed twice.
 */

/** A key with its modifiers. `ctrl` is Ctrl on Windows and Linux, Cmd on a Mac. */
export interface KeyChord {
  key: string;
  ctrl?: boolean;
  shift?: boolean;
}

/** Where an action's control sits: an icon in the toolbar row, an item of the File menu, the View options, the 3D view's preset bar, the timeline, or only the palette. */
export type ActionPlace = 'toolbar' | 'file-menu' | 'view-options' | 'view-presets' | 'timeline' | 'palette';

/** The toolbar's icons (drawn by actions/ToolIcon.tsx). */
export type ToolIconName = 'open' | 'new' | 'undo' | 'redo' | 'download' | 'frame-all' | 'frame-selection' | 'search' | 'help' | 'eye';

/** The view switches that are actions (a checkbox in the View options, a toggle in the palette). */
export type ViewToggle = 'showLabels' | 'showGhost' | 'ignoreLimits' | 'followRoot';

/** What decides whether an action is enabled, read from the Studio's state. */
export interface ActionContext {
  hasPlan: boolean;
  /** The open plan compiles (no errors). */
  hasModel: boolean;
  /** A plan is drawn (the open one, or its last valid version). */
  hasShownPlan: boolean;
  canUndo: boolean;
  canRedo: boolean;
  hasSelection: boolean;
  fixedBase: boolean;
  /** A solved recording is loaded (playback and stepping). */
  hasSolvedRecording: boolean;
}

export interface StudioActionSpec {
  id: StudioActionId;
  label: string;
  place: ActionPlace;
  /** The icon of its button (the button's name is the label, its tooltip the label and keys). */
  icon?: ToolIconName;
  /**
   * Keys that run it. Page keys (the default) work anywhere in the Studio; view keys while focus is
   * in the 3D view (the preset bar handles them); playback keys while a solved recording is loaded,
   * outside text fields (usePlaybackKeys handles them); area keys anywhere (a11y/useLandmarkKeys.ts
   * handles them).
   */
  keys?: readonly KeyChord[];
  keyScope?: 'page' | 'view' | 'playback' | 'areas';
  /** Other words the palette matches (e.g. "save" for Download JSON). */
  keywords?: string;
  /** A checkbox action: the view setting it switches. */
  toggle?: ViewToggle;
  enabled(context: ActionContext): boolean;
}

const always = () => true;
const withPlan = (c: ActionContext) => c.hasPlan;
const withModel = (c: ActionContext) => c.hasModel;
const withShownPlan = (c: ActionContext) => c.hasShownPlan;
const withRecording = (c: ActionContext) => c.hasSolvedRecording;

const ACTION_LIST = [
  { id: 'open-plan', label: 'Open body plan', place: 'toolbar', icon: 'open', keys: [{ key: 'o', ctrl: true }], keywords: 'file urdf mjcf xacro load', enabled: always },
  { id: 'new-plan', label: 'New body plan', place: 'toolbar', icon: 'new', keywords: 'create empty document', enabled: always },
  { id: 'undo', label: 'Undo', place: 'toolbar', icon: 'undo', keys: [{ key: 'z', ctrl: true }], enabled: (c) => c.canUndo },
  { id: 'redo', label: 'Redo', place: 'toolbar', icon: 'redo', keys: [{ key: 'z', ctrl: true, shift: true }, { key: 'y', ctrl: true }], enabled: (c) => c.canRedo },
  { id: 'download-json', label: 'Download JSON', place: 'toolbar', icon: 'download', keys: [{ key: 's', ctrl: true }], keywords: 'save export file', enabled: withPlan },
  { id: 'open-folder', label: 'Open folder', place: 'file-menu', keywords: 'robot description package meshes', enabled: always },
  { id: 'paste-plan', label: 'Paste body plan…', place: 'file-menu', keywords: 'clipboard text', enabled: always },
  { id: 'copy-json', label: 'Copy JSON', place: 'file-menu', keywords: 'clipboard export', enabled: withPlan },
  { id: 'export-mjcf', label: 'Export MJCF', place: 'file-menu', keywords: 'mujoco xml download', enabled: withModel },
  { id: 'frame-all', label: 'Frame all', place: 'toolbar', icon: 'frame-all', keywords: 'zoom fit camera', enabled: withModel },
  { id: 'frame-selection', label: 'Frame selection', place: 'toolbar', icon: 'frame-selection', keywords: 'zoom fit camera joint', enabled: (c) => c.hasModel && c.hasSelection },
  { id: 'save-png', label: 'Save view as PNG', place: 'view-options', keywords: 'screenshot picture image export', enabled: withModel },
  { id: 'toggle-labels', label: 'Name labels', place: 'view-options', toggle: 'showLabels', keywords: 'show joint names', enabled: always },
  { id: 'toggle-ghost', label: 'Neutral ghost', place: 'view-options', toggle: 'showGhost', keywords: 'show zero pose', enabled: always },
  { id: 'toggle-ignore-limits', label: 'Ignore limits', place: 'view-options', toggle: 'ignoreLimits', keywords: 'joint range', enabled: always },
  { id: 'toggle-follow-root', label: 'Follow root', place: 'view-options', toggle: 'followRoot', keywords: 'orbit camera', enabled: (c) => !c.fixedBase },
  { id: 'view-front', label: 'Front view', place: 'view-presets', keys: [{ key: '1' }], keyScope: 'view', keywords: 'camera preset', enabled: withShownPlan },
  { id: 'view-back', label: 'Back view', place: 'view-presets', keys: [{ key: '1', shift: true }], keyScope: 'view', keywords: 'camera preset', enabled: withShownPlan },
  { id: 'view-left', label: 'Left view', place: 'view-presets', keys: [{ key: '3', shift: true }], keyScope: 'view', keywords: 'camera preset side', enabled: withShownPlan },
  { id: 'view-right', label: 'Right view', place: 'view-presets', keys: [{ key: '3' }], keyScope: 'view', keywords: 'camera preset side', enabled: withShownPlan },
  { id: 'view-top', label: 'Top view', place: 'view-presets', keys: [{ key: '7' }], keyScope: 'view', keywords: 'camera preset above', enabled: withShownPlan },
  { id: 'view-bottom', label: 'Bottom view', place: 'palette', keys: [{ key: '7', shift: true }], keyScope: 'view', keywords: 'camera preset below', enabled: withShownPlan },
  { id: 'view-iso', label: 'Iso view', place: 'view-presets', keys: [{ key: '5' }, { key: '0' }], keyScope: 'view', keywords: 'camera preset isometric', enabled: withShownPlan },
  { id: 'previous-frame', label: 'Previous frame', place: 'timeline', keys: [{ key: ',' }], keyScope: 'playback', keywords: 'recording step back playback', enabled: withRecording },
  { id: 'next-frame', label: 'Next frame', place: 'timeline', keys: [{ key: '.' }], keyScope: 'playback', keywords: 'recording step forward playback', enabled: withRecording },
  { id: 'first-frame', label: 'First frame', place: 'palette', keys: [{ key: 'Home' }], keyScope: 'playback', keywords: 'recording start playback', enabled: withRecording },
  { id: 'last-frame', label: 'Last frame', place: 'palette', keys: [{ key: 'End' }], keyScope: 'playback', keywords: 'recording end playback', enabled: withRecording },
  { id: 'next-area', label: 'Next area', place: 'palette', keys: [{ key: 'F6' }], keyScope: 'areas', keywords: 'focus dock view timeline landmark', enabled: always },
  { id: 'previous-area', label: 'Previous area', place: 'palette', keys: [{ key: 'F6', shift: true }], keyScope: 'areas', keywords: 'focus dock view timeline landmark', enabled: always },
  { id: 'command-palette', label: 'Command palette', place: 'toolbar', icon: 'search', keys: [{ key: 'k', ctrl: true }], keywords: 'search actions find', enabled: always },
  { id: 'keyboard-help', label: 'Keyboard shortcuts and help', place: 'toolbar', icon: 'help', keys: [{ key: '?' }], keywords: 'keys mouse hint', enabled: always },
] as const satisfies readonly (Omit<StudioActionSpec, 'id'> & { id: string })[];

export type StudioActionId = (typeof ACTION_LIST)[number]['id'];

/** Every action, in the order of the toolbar, its menus and the palette. */
export const STUDIO_ACTIONS: readonly StudioActionSpec[] = ACTION_LIST;

const BY_ID = new Map(STUDIO_ACTIONS.map((a) => [a.id, a]));

export function studioAction(id: StudioActionId): StudioActionSpec {
  return BY_ID.get(id)!;
}

export function actionsAt(place: ActionPlace): StudioActionSpec[] {
  return STUDIO_ACTIONS.filter((a) => a.place === place);
}

const KEY_NAMES: Record<string, string> = { ',': 'Comma', '.': 'Period' };

/** A chord as people read it: "Ctrl+Shift+Z", or "⇧⌘Z" on a Mac. */
export function formatChord(chord: KeyChord, mac = false): string {
  const key = chord.key.length === 1 ? chord.key.toUpperCase() : chord.key;
  if (mac) return `${chord.shift ? '⇧' : ''}${chord.ctrl ? '⌘' : ''}${key}`;
  return [chord.ctrl ? 'Ctrl' : '', chord.shift ? 'Shift' : '', key].filter(Boolean).join('+');
}

/** All of an action's keys, "Ctrl+Shift+Z or Ctrl+Y"; empty without keys. */
export function formatKeys(action: StudioActionSpec, mac = false): string {
  return (action.keys ?? []).map((k) => formatChord(k, mac)).join(' or ');
}

/** The value of `aria-keyshortcuts` ("Control+Shift+Z Control+Y"). */
export function ariaKeyShortcuts(action: StudioActionSpec, mac = false): string | undefined {
  if (!action.keys?.length) return undefined;
  return action.keys
    .map((k) => [k.ctrl ? (mac ? 'Meta' : 'Control') : '', k.shift ? 'Shift' : '', KEY_NAMES[k.key] ?? k.key.toUpperCase()].filter(Boolean).join('+'))
    .join(' ');
}

/** An icon's tooltip: its name and its keys, "Undo (Ctrl+Z)". */
export function actionTooltip(action: StudioActionSpec, mac = false): string {
  const keys = formatKeys(action, mac);
  return keys ? `${action.label} (${keys})` : action.label;
}

/** The parts of a keyboard event a chord is matched against. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Whether a key press is the chord. Ctrl or Cmd count as `ctrl`. Shift must match for letters and
 * named keys; a printed symbol ("?") already says whether Shift was needed, so Shift is not compared.
 */
export function matchesChord(chord: KeyChord, press: KeyPress): boolean {
  if (press.altKey) return false;
  if (Boolean(chord.ctrl) !== (press.ctrlKey || press.metaKey)) return false;
  const letter = /^[a-z]$/i.test(chord.key);
  if (letter) return press.key.toLowerCase() === chord.key && Boolean(chord.shift) === press.shiftKey;
  if (chord.key.length > 1) return press.key === chord.key && Boolean(chord.shift) === press.shiftKey;
  return press.key === chord.key;
}

/** The page-wide action a key press runs, if any (view and playback keys are handled where they apply). */
export function actionForKey(press: KeyPress): StudioActionSpec | null {
  return STUDIO_ACTIONS.find((a) => (a.keyScope ?? 'page') === 'page' && a.keys?.some((k) => matchesChord(k, press))) ?? null;
}
