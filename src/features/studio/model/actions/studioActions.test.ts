import { describe, expect, it } from 'vitest';
import { filterActions, matchScore } from './filterActions.ts';
import { actionForKey, actionsAt, actionTooltip, ariaKeyShortcuts, formatChord, STUDIO_ACTIONS, studioAction, type KeyPress } from './studioActions.ts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
const labels = (query: string) => filterActions(STUDIO_ACTIONS, query).map((a) => a.label);

describe('the action registry', () => {
  it('lists each action once, with a unique id and label', () => {
    expect(new Set(STUDIO_ACTIONS.map((a) => a.id)).size).toBe(STUDIO_ACTIONS.length);
    expect(new Set(STUDIO_ACTIONS.map((a) => a.label)).size).toBe(STUDIO_ACTIONS.length);
  });

  it('gives every toolbar action an icon, and no two page actions the same keys', () => {
    for (const action of actionsAt('toolbar')) expect(action.icon, action.id).toBeTruthy();
    const chords = STUDIO_ACTIONS.filter((a) => (a.keyScope ?? 'page') === 'page').flatMap((a) => (a.keys ?? []).map((k) => formatChord(k)));
    expect(new Set(chords).size).toBe(chords.length);
  });

  it('shows keys in tooltips and aria-keyshortcuts, with Cmd on a Mac', () => {
    expect(actionTooltip(studioAction('undo'))).toBe('Undo (Ctrl+Z)');
    expect(actionTooltip(studioAction('redo'))).toBe('Redo (Ctrl+Shift+Z or Ctrl+Y)');
    expect(actionTooltip(studioAction('redo'), true)).toBe('Redo (⇧⌘Z or ⌘Y)');
    expect(actionTooltip(studioAction('copy-json'))).toBe('Copy JSON');
    expect(ariaKeyShortcuts(studioAction('redo'))).toBe('Control+Shift+Z Control+Y');
    expect(ariaKeyShortcuts(studioAction('command-palette'), true)).toBe('Meta+K');
  });

  it('decides enabled from the state', () => {
    const none = { hasPlan: false, hasModel: false, hasShownPlan: false, canUndo: false, canRedo: false, hasSelection: false, fixedBase: true, hasSolvedRecording: false };
    expect(studioAction('download-json').enabled(none)).toBe(false);
    expect(studioAction('download-json').enabled({ ...none, hasPlan: true })).toBe(true);
    expect(studioAction('frame-selection').enabled({ ...none, hasModel: true })).toBe(false);
    expect(studioAction('frame-selection').enabled({ ...none, hasModel: true, hasSelection: true })).toBe(true);
    expect(studioAction('toggle-follow-root').enabled({ ...none, fixedBase: false })).toBe(true);
    expect(studioAction('open-plan').enabled(none)).toBe(true);
  });
});

describe('page keys', () => {
  it('matches Ctrl or Cmd, Shift for letters, and printed symbols as typed', () => {
    expect(actionForKey(press('z', { ctrlKey: true }))?.id).toBe('undo');
    expect(actionForKey(press('Z', { ctrlKey: true, shiftKey: true }))?.id).toBe('redo');
    expect(actionForKey(press('y', { metaKey: true }))?.id).toBe('redo');
    expect(actionForKey(press('k', { metaKey: true }))?.id).toBe('command-palette');
    expect(actionForKey(press('?', { shiftKey: true }))?.id).toBe('keyboard-help');
    expect(actionForKey(press('z'))).toBeNull();
    expect(actionForKey(press('k', { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it('leaves view and playback keys to the view and the timeline', () => {
    expect(actionForKey(press('1'))).toBeNull();
    expect(actionForKey(press('.'))).toBeNull();
    expect(actionForKey(press('Home'))).toBeNull();
    expect(actionForKey(press('F6'))).toBeNull();
  });
});

describe('the palette filter', () => {
  it('lists every action for an empty query', () => {
    expect(labels('  ')).toHaveLength(STUDIO_ACTIONS.length);
  });

  it('finds by substring, word starts first, case ignored', () => {
    expect(labels('json').sort()).toEqual(['Copy JSON', 'Download JSON']);
    expect(labels('FRAME')[0]).toBe('Frame all');
    expect(labels('top')[0]).toBe('Top view');
    expect(labels('png')[0]).toBe('Save view as PNG');
  });

  it('finds by letters in order (fuzzy) and by keywords, after label hits', () => {
    expect(labels('dljs')).toContain('Download JSON');
    expect(labels('screenshot')).toEqual(['Save view as PNG']);
    expect(labels('save')[0]).toBe('Save view as PNG');
    expect(labels('save')).toContain('Download JSON');
  });

  it('finds nothing for letters no label or keyword has in order', () => {
    expect(labels('qqq')).toEqual([]);
    expect(matchScore('Undo', 'odnu')).toBeNull();
  });

  it('scores a word start above a mid-word hit and a substring above a fuzzy one', () => {
    expect(matchScore('Next frame', 'fra')!).toBeGreaterThan(matchScore('Antiframe', 'fra')!);
    expect(matchScore('Redo', 'red')!).toBeGreaterThan(matchScore('Render it', 'red')!);
  });
});
