import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../i18n/en.ts';
import { fr } from '../../i18n/fr.ts';
import { UpdatePrompt } from './UpdatePrompt.tsx';
import { registerServiceWorker } from './serviceWorkerRegistration.ts';

/** A worker that can be moved through its states, as the browser does. */
class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakeServiceWorkerContainer(controller: object | null) {
  const registration = Object.assign(new EventTarget(), { waiting: null, installing: null as FakeWorker | null });
  const container = Object.assign(new EventTarget(), { controller, register: vi.fn(async () => registration) });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { registration, container };
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the update prompt', () => {
  it('says nothing on a first install, which is not an update', async () => {
    const { registration, container } = fakeServiceWorkerContainer(null);
    render(<UpdatePrompt t={en} />);
    registerServiceWorker(true);
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js'));
    const worker = new FakeWorker();
    registration.installing = worker;
    act(() => {
      registration.dispatchEvent(new Event('updatefound'));
      worker.become('installed');
    });
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('offers Reload when a new version is waiting, in the shell’s language, and asks it to take over', async () => {
    const { registration, container } = fakeServiceWorkerContainer({});
    render(<UpdatePrompt t={fr} />);
    registerServiceWorker(true);
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    const worker = new FakeWorker();
    registration.installing = worker;
    act(() => {
      registration.dispatchEvent(new Event('updatefound'));
      worker.become('installed');
    });
    expect(screen.getByRole('status').textContent).toContain('Une nouvelle version est disponible.');
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'take-over' });
  });

  it('registers nothing outside production builds', () => {
    const { container } = fakeServiceWorkerContainer(null);
    registerServiceWorker(false);
    expect(container.register).not.toHaveBeenCalled();
  });
});
