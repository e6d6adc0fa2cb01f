import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ConvertPromptStore } from '../../../src/application/printing/convert-prompt-store';
import { ProjectRecovery } from '../../../src/application/printing/project-recovery';
import { ProjectStore } from '../../../src/application/printing/project-store';
import { ModalStore } from '../../../src/application/shell/modal-store';
import { CONVERT_PROMPT_TEXT } from '../../../src/domain/account/convert-prompt';
import { encodeStored, storageKey } from '../../../src/domain/persistence';
import { createProject, createTile, type Project } from '../../../src/domain/project';
import { buildTestWorld, tenantReady, type TestWorld } from '../../fixtures/fakes';

configure({ enforceActions: 'always' });

/* Issue 18, SPEC §4: the pharmacy tenant (black frames only) asks once to convert non-black projects. */

const NOW = 3_000_000;
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

const project = (id: string, frameColor: string, extra: Partial<Project> = {}): Project => {
  const base = createProject({ id, now: NOW - 60_000, cartToken: 'cart-1', productId: 'tilepix' });
  return {
    ...base,
    frameColor,
    isActive: false,
    status: 'Cart',
    tiles: [{ ...createTile({ id: `${id}-t`, width: 1200, height: 1200, imagePath: `/files/${id}.jpg` }), frameColor }],
    ...extra,
  };
};

function world(tenant: string, stored: readonly Project[], choice?: string): TestWorld {
  const w = buildTestWorld({ search: `tenant=${tenant}` });
  w.scheduler.time = NOW;
  w.storage.set(storageKey(tenant, 'projects'), encodeStored(stored, NOW));
  if (choice) w.storage.set(storageKey(tenant, 'convertChoice'), encodeStored(choice, NOW));
  tenantReady(w);
  return w;
}

const storedChoice = (w: TestWorld, tenant = 'wg') => {
  const raw = w.storage.get(storageKey(tenant, 'convertChoice'));
  return raw === null || raw === undefined ? undefined : JSON.parse(raw).value;
};

describe('ConvertPromptStore', () => {
  it("asks on whichever tenant publishes Black-only frames (an admin's saved change), not on a hard-coded one (issue 26)", async () => {
    const black = buildTestWorld({ search: '' });
    black.api.tenants.set('tilepix', { ...black.api.tenants.get('tilepix')!, allowedFrameColors: ['Black'] });
    black.storage.set(storageKey('tilepix', 'projects'), encodeStored([project('white', 'White')], NOW));
    tenantReady(black);
    black.container.get(ConvertPromptStore).start();
    await settle();
    expect(black.container.get(ModalStore).current?.request).toMatchObject({ kind: 'convert-prompt' });

    const lifted = buildTestWorld({ search: 'tenant=wg' });
    lifted.api.tenants.set('wg', { ...lifted.api.tenants.get('wg')!, allowedFrameColors: null });
    lifted.storage.set(storageKey('wg', 'projects'), encodeStored([project('white', 'White')], NOW));
    tenantReady(lifted);
    lifted.container.get(ConvertPromptStore).start();
    await settle();
    expect(lifted.container.get(ModalStore).current).toBeNull();
  });

  it('asks once on the pharmacy tenant when a stored project has white frames; convert makes every project Black and stores the choice', async () => {
    const w = world('wg', [project('white', 'White'), project('black', 'Black')]);
    const prompt = w.container.get(ConvertPromptStore);
    const modals = w.container.get(ModalStore);
    prompt.start();
    await settle();
    expect(modals.current?.request).toMatchObject({ kind: 'convert-prompt' });
    expect(prompt.machine.state).toEqual({ open: true, choice: 'undecided' });
    prompt.choose('convert');
    modals.dismiss();
    await settle();
    const projects = w.container.get(ProjectStore).projects.filter((p) => p.id === 'white' || p.id === 'black');
    expect(projects.map((p) => [p.id, p.frameColor, p.tiles.map((t) => t.frameColor)])).toEqual([
      ['white', 'Black', ['Black']],
      ['black', 'Black', ['Black']],
    ]);
    expect(projects[0]).toMatchObject({ convertedToBlackFrames: true, hasUnsavedChanges: true });
    expect(prompt.machine.state.open).toBe(false);
    expect(storedChoice(w)).toBe('convert');
    expect(modals.current).toBeNull();
  });

  it('decline shows the app-resume message, stores decline on close, and recovery then drops non-black projects', async () => {
    const w = world('wg', [project('white', 'White'), project('black', 'Black')]);
    const prompt = w.container.get(ConvertPromptStore);
    const modals = w.container.get(ModalStore);
    prompt.start();
    await settle();
    prompt.choose('decline');
    expect(prompt.message).toBe(CONVERT_PROMPT_TEXT.declined);
    expect(storedChoice(w)).toBeUndefined();
    modals.dismiss();
    await settle();
    expect(storedChoice(w)).toBe('decline');
    const store = w.container.get(ProjectStore);
    // Declining changes nothing now...
    expect(store.projects.find((p) => p.id === 'white')?.frameColor).toBe('White');
    // ...the next recovery drops what is not black.
    w.serverProjects.put(project('server-gray', 'Gray', { cartToken: store.cartToken }), 1);
    w.serverProjects.put(project('server-black', 'Black', { cartToken: store.cartToken }), 1);
    await w.container.get(ProjectRecovery).resume();
    const ids = store.projects.map((p) => p.id);
    expect(ids).toContain('black');
    expect(ids).toContain('server-black');
    expect(ids).not.toContain('white');
    expect(ids).not.toContain('server-gray');
  });

  it('does not ask again after an answer, asks again after an undecided close, and never on other tenants', async () => {
    for (const choice of ['convert', 'decline']) {
      const w = world('wg', [project('white', 'White')], choice);
      w.container.get(ConvertPromptStore).start();
      await settle();
      expect(w.container.get(ModalStore).current).toBeNull();
    }
    const undecided = world('wg', [project('white', 'White')], 'undecided');
    undecided.container.get(ConvertPromptStore).start();
    await settle();
    expect(undecided.container.get(ModalStore).current?.request.kind).toBe('convert-prompt');
    undecided.container.get(ModalStore).dismiss();
    await settle();
    expect(storedChoice(undecided)).toBe('undecided');

    const tilepix = world('tilepix', [project('white', 'White')]);
    tilepix.container.get(ConvertPromptStore).start();
    await settle();
    expect(tilepix.container.get(ModalStore).current).toBeNull();
  });

  it('asks when non-black projects arrive later in the visit (loaded from the server), once', async () => {
    const w = world('wg', [project('black', 'Black')]);
    const prompt = w.container.get(ConvertPromptStore);
    const modals = w.container.get(ModalStore);
    prompt.start();
    await settle();
    expect(modals.current).toBeNull();
    w.container.get(ProjectStore).updateProjects((all) => [...all, project('from-server', 'White')]);
    await settle();
    expect(modals.current?.request.kind).toBe('convert-prompt');
    modals.dismiss();
    await settle();
    w.container.get(ProjectStore).updateProjects((all) => [...all, project('another', 'Gray')]);
    await settle();
    expect(modals.current).toBeNull();
  });

  it('a recovery without a decline keeps every project', async () => {
    const w = world('wg', [project('white', 'White')], 'undecided');
    expect(
      w.container
        .get(ConvertPromptStore)
        .recoverable([project('white', 'White')])
        .map((p) => p.id),
    ).toEqual(['white']);
  });
});
