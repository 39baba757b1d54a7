import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { robotModelToPlanText } from '../../../bodyplan/import/robotModelSource.ts';
import { defaultImportChoices } from '../open/importChoices/importChoices.ts';
import { setImportSession } from '../open/importChoices/importSession.ts';
import { initialStudioState } from '../store/studioState.ts';
import { createStudioStore } from '../store/studioStore.ts';
import { StudioStoreContext } from '../store/useStudio.ts';
import { DiagnosticsPanel } from './DiagnosticsPanel.tsx';

const models = join(import.meta.dirname, '..', '..', '..', 'bodyplan', 'import', '__tests__', 'models');

afterEach(() => {
  cleanup();
  setImportSession(null);
});

function openTwoRobots() {
  const text = readFileSync(join(models, 'two_robots.xml'), 'utf8');
  const includes = new Map([['two_robots_part.xml', readFileSync(join(models, 'two_robots_part.xml'), 'utf8')]]);
  const opened = robotModelToPlanText('two_robots.xml', text, { files: includes });
  if (!opened.ok) throw new Error(opened.message);
  const store = createStudioStore(initialStudioState);
  store.dispatch({ type: 'planOpened', source: { name: opened.name, text: opened.text, origin: 'file', imported: opened.report } });
  setImportSession({
    name: 'two_robots.xml',
    text,
    origin: 'file',
    format: 'MJCF',
    companions: { includes, meshes: { objects: new Map(), outcomes: new Map() }, note: '' },
    choices: defaultImportChoices(1),
    rootCandidates: opened.report.rootCandidates,
    siteCount: 1,
  });
  render(
    <StudioStoreContext.Provider value={store}>
      <DiagnosticsPanel />
    </StudioStoreContext.Provider>,
  );
}

describe('import findings in the Diagnostics panel', () => {
  it('lists the warning before the info, each at its own file, and opens the included file at the finding line', async () => {
    openTwoRobots();
    const items = within(screen.getByRole('list', { name: 'Import findings of two_robots.xml' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.studio-badge')?.textContent)).toEqual(['warning', 'info']);
    expect(items.map((item) => item.querySelector('.studio-location')?.textContent)).toEqual(['two_robots_part.xml:2:3', 'two_robots.xml:6:5']);

    await userEvent.click(within(items[0]!).getByRole('button'));
    const source = screen.getByRole('region', { name: 'Source of two_robots_part.xml' });
    const here = source.querySelector('[aria-current="location"]');
    expect(here?.textContent).toBe('  <site name="marker" pos="0 0 0.01"/>');
    expect(source.querySelector('ol')?.getAttribute('start')).toBe('1');

    // The main file's finding opens the main file's text at its own line.
    await userEvent.click(within(items[1]!).getByRole('button'));
    const main = screen.getByRole('region', { name: 'Source of two_robots.xml' });
    expect(main.querySelector('[aria-current="location"]')?.textContent).toBe('    <body name="walker" pos="0 0 0.5">');
    await userEvent.click(within(main).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /^Source of/ })).toBeNull();
  });

  it('meshes that were not opened are one finding, the files behind a disclosure', async () => {
    const parts = ['trunk', 'hip', 'thigh', 'calf'];
    const urdf = `<robot name="a1">\n${parts.map((p) => `<link name="${p}"><visual><geometry><mesh filename="../meshes/${p}.dae"/></geometry></visual></link>`).join('\n')}
${parts.slice(1).map((p, i) => `<joint name="j${i}" type="fixed"><parent link="${parts[i]}"/><child link="${p}"/></joint>`).join('')}</robot>`;
    const opened = robotModelToPlanText('a1.urdf', urdf);
    if (!opened.ok) throw new Error(opened.message);
    const store = createStudioStore(initialStudioState);
    store.dispatch({ type: 'planOpened', source: { name: opened.name, text: opened.text, origin: 'file', imported: opened.report } });
    render(
      <StudioStoreContext.Provider value={store}>
        <DiagnosticsPanel />
      </StudioStoreContext.Provider>,
    );
    const list = screen.getByRole('list', { name: 'Import findings of a1.urdf' });
    const finding = within(list).getByRole('button', { name: /4 mesh files under \.\.\/meshes\/ were not opened/ });
    expect(finding.textContent).toContain('a1.urdf:2:');
    const disclosure = within(list).getByText('4 items it stands for');
    await userEvent.click(disclosure);
    expect(within(disclosure.closest('details')!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(parts.map((p) => `mesh file "../meshes/${p}.dae"`));
  });
});
