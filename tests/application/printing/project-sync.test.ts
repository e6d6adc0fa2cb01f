import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ProjectStore } from '../../../src/application/printing/project-store';
import { ProjectSync } from '../../../src/application/printing/project-sync';
import { createProject, createTile, LEAVE_PAGE_PROMPT, SAVE_STATUS_TEXT, SUPERSEDED_NOTICE, type Project } from '../../../src/domain/project';
import { encodeStored, storageKey } from '../../../src/domain/persistence';
import { buildTestWorld, type TestWorld } from '../../fixtures/fakes';

configure({ enforceActions: 'always' });

/** Lets the fake server's promises and what they start run (the scheduler is manual, real timers are not). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

const START = 1_000_000;

/** A stored project with one photo (what a shopper built before): active, InProgress. */
const built = (id: string, extra: Partial<Project> = {}): Project => ({
  ...createProject({ id, now: START - 10_000, cartToken: 'cart-this-browser', productId: 'tilepix' }),
  tiles: [createTile({ id: `${id}-t`, width: 1200, height: 1200, imagePath: `/files/${id}.jpg` })],
  ...extra,
});

class Tab {
  readonly world: TestWorld;
  readonly projects: ProjectStore;
  readonly sync: ProjectSync;

  constructor(options: { stored?: readonly Project[]; like?: Tab } = {}) {
    const like = options.like?.world;
    this.world = buildTestWorld(
      {},
      undefined,
      like ? { storage: like.storage, scheduler: like.scheduler, serverProjects: like.serverProjects, hub: like.hub } : {},
    );
    if (!like) this.world.scheduler.time = START;
    if (options.stored) this.world.storage.set(storageKey('tilepix', 'projects'), encodeStored(options.stored, this.world.scheduler.time));
    this.projects = this.world.container.get(ProjectStore);
    this.sync = this.world.container.get(ProjectSync);
  }

  get server() {
    return this.world.serverProjects;
  }

  /** An edit the shopper makes: copies 1..50, which touches the project. */
  edit(quantity: number): void {
    const result = this.projects.setQuantity(quantity);
    if (result._tag === 'Left') throw new Error(result.left.message);
  }

  async advance(ms: number): Promise<void> {
    this.world.scheduler.advance(ms);
    await settle();
  }

  prompt(): string | undefined {
    return this.projects.leavePrompt({ inIframe: false, hasProgressItems: false });
  }
}

describe('ProjectSync: saving every change', () => {
  it('a burst of 50 edits in 5 s sends at most 6 saves (one a second, the first at once), and the last edit lands', async () => {
    const tab = new Tab({ stored: [built('p')] });
    for (let i = 0; i < 50; i++) {
      tab.edit((i % 9) + 2);
      await tab.advance(100);
    }
    await tab.advance(2_000);
    const saves = tab.server.saves.filter((s) => s.id === 'p');
    expect(saves.length).toBeLessThanOrEqual(6);
    expect(saves.map((s) => s.at - START)).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    // Every save named the revision the one before it was answered with.
    expect(saves.map((s) => s.baseVersion)).toEqual([null, 1, 2, 3, 4, 5]);
    expect(tab.server.copy('p').project.quantity).toBe(tab.projects.active.quantity);
    expect(tab.projects.active).toMatchObject({ hasUnsavedChanges: false, savedToServer: true, serverVersion: 6 });
  });

  it('keeps one save in flight per project: edits meanwhile coalesce into one follow-up based on the new revision', async () => {
    const tab = new Tab({ stored: [built('p')] });
    tab.server.hold = true;
    tab.edit(2);
    await settle();
    for (let q = 3; q <= 8; q++) {
      tab.edit(q);
      await tab.advance(500);
    }
    expect(tab.server.saves).toHaveLength(1);
    expect(tab.sync.status).toBe('saving');
    tab.server.hold = false;
    tab.server.release();
    await tab.advance(0);
    await tab.advance(1000);
    expect(tab.server.saves.map((s) => [s.quantity, s.baseVersion])).toEqual([
      [2, null],
      [8, 1],
    ]);
    expect(tab.projects.active.hasUnsavedChanges).toBe(false);
    expect(tab.sync.status).toBe('saved');
    expect(SAVE_STATUS_TEXT[tab.sync.status]).toBe('Saved');
  });

  it('flushes on hide: the waiting save goes at once as keepalive, and no second one follows', async () => {
    const tab = new Tab({ stored: [built('p')] });
    tab.edit(2);
    await tab.advance(100);
    tab.edit(3);
    tab.sync.flush();
    await settle();
    expect(tab.server.saves.map((s) => [s.at - START, s.keepalive, s.quantity])).toEqual([
      [0, false, 2],
      [100, true, 3],
    ]);
    await tab.advance(5_000);
    expect(tab.server.saves).toHaveLength(2);
    expect(tab.projects.active.hasUnsavedChanges).toBe(false);
  });

  it('retries a failed save with exponential backoff; the project stays unsaved (and the leave prompt up) until it lands', async () => {
    const tab = new Tab({ stored: [built('p')] });
    tab.server.failures = [
      { code: 'api/network', message: 'offline' },
      { code: 'api/server', status: 503, message: 'HTTP 503' },
      { code: 'api/bad-request', status: 429, message: 'Too many requests' },
    ];
    tab.edit(2);
    await settle();
    expect(tab.sync.status).toBe('retrying');
    expect(SAVE_STATUS_TEXT.retrying).toBe('Not saved yet. Retrying…');
    await tab.advance(999);
    expect(tab.server.saves).toHaveLength(1);
    expect(tab.projects.active.hasUnsavedChanges).toBe(true);
    expect(tab.prompt()).toBe(LEAVE_PAGE_PROMPT);
    await tab.advance(1);
    await tab.advance(2000);
    await tab.advance(4000);
    expect(tab.server.saves.map((s) => s.at - START)).toEqual([0, 1000, 3000, 7000]);
    expect(tab.projects.active.hasUnsavedChanges).toBe(false);
    expect(tab.prompt()).toBeUndefined();
    expect(tab.sync.status).toBe('saved');
  });

  it('a refused save (400) is not retried and does not hold the leave prompt forever; it is reported', async () => {
    const tab = new Tab({ stored: [built('p')] });
    tab.server.failures = [{ code: 'api/bad-request', status: 400, message: 'The project does not decode' }];
    tab.edit(2);
    await tab.advance(10_000);
    expect(tab.server.saves).toHaveLength(1);
    expect(tab.projects.active.hasUnsavedChanges).toBe(false);
    expect(tab.world.analytics.errors.map((e) => e.where)).toContain('project save');
  });

  it('a project ordered on another device meanwhile (409, Completed, same revision) is refused once, reported, never sent again', async () => {
    const tab = new Tab({ stored: [built('p', { serverVersion: 1, savedToServer: true })] });
    tab.server.put(built('p'), 1);
    tab.server.complete('p');
    tab.edit(2);
    await tab.advance(10_000);
    // Before: the 409's copy was no newer, so the edit was kept and sent again once a second for ever.
    expect(tab.server.saves).toHaveLength(1);
    expect(tab.projects.active).toMatchObject({ quantity: 2, hasUnsavedChanges: false });
    expect(tab.sync.refusals.size).toBe(0);
    expect(tab.world.analytics.errors.map((e) => [e.where, (e.error as Error).message])).toContainEqual([
      'project save',
      'This project was ordered and can no longer be changed.',
    ]);
  });

  it('ordered on another device after newer work there: that work shows, as bought, and nothing is sent again', async () => {
    const tab = new Tab({ stored: [built('p', { serverVersion: 1, savedToServer: true })] });
    tab.server.put(built('p', { quantity: 7, updatedAt: START + 60_000 }), 3);
    tab.server.complete('p');
    tab.edit(2);
    await tab.advance(10_000);
    expect(tab.server.saves).toHaveLength(1);
    expect(tab.projects.projects.find((p) => p.id === 'p')).toMatchObject({ quantity: 7, serverVersion: 3, status: 'Completed', hasUnsavedChanges: false });
  });

  it('leave prompt: none before an edit, up while it is unsaved, gone once the save landed', async () => {
    const tab = new Tab({ stored: [built('p')] });
    expect(tab.prompt()).toBeUndefined();
    tab.server.hold = true;
    tab.edit(2);
    await settle();
    expect(tab.prompt()).toBe('Your changes may not be saved if you leave now.');
    tab.server.release();
    await settle();
    expect(tab.prompt()).toBeUndefined();
  });

  it('a reload in the middle of a save loses nothing: the unsaved flag survives and the save is sent again', async () => {
    const first = new Tab({ stored: [built('p')] });
    first.server.hold = true;
    first.edit(4);
    await settle();
    first.projects.flush();
    first.sync.dispose();
    // The page went away before the answer reached it.
    const reloaded = new Tab({ like: first });
    await settle();
    expect(reloaded.projects.active).toMatchObject({ id: 'p', quantity: 4, hasUnsavedChanges: true });
    expect(reloaded.prompt()).toBe(LEAVE_PAGE_PROMPT);
    expect(reloaded.server.saves.map((s) => [s.id, s.quantity, s.baseVersion])).toEqual([
      ['p', 4, null],
      ['p', 4, null],
    ]);
    // The first save did land on the server; the second is answered 409 with that same work: taken quietly, once.
    reloaded.server.hold = false;
    reloaded.server.release();
    await reloaded.advance(2_000);
    expect(reloaded.projects.projects.filter((p) => p.id === 'p')).toHaveLength(1);
    expect(reloaded.projects.active).toMatchObject({ quantity: 4, serverVersion: 1, hasUnsavedChanges: false });
    expect(reloaded.sync.notice).toBeNull();
  });
});

describe('ProjectSync: conflicts, other tabs and devices', () => {
  it('409: the server holds newer work, the local project is replaced (no duplicate) and the shopper is told quietly', async () => {
    const tab = new Tab({ stored: [built('p', { serverVersion: 1, savedToServer: true })] });
    tab.server.put(built('p', { quantity: 7, updatedAt: START + 60_000 }), 3);
    tab.edit(2);
    await settle();
    expect(tab.server.saves.map((s) => s.baseVersion)).toEqual([1]);
    expect(tab.projects.projects.filter((p) => p.id === 'p')).toHaveLength(1);
    expect(tab.projects.active).toMatchObject({ id: 'p', quantity: 7, serverVersion: 3, hasUnsavedChanges: false, isActive: true });
    expect(tab.sync.notice).toBe(SUPERSEDED_NOTICE);
    await tab.advance(5_000);
    expect(tab.server.saves).toHaveLength(1);
  });

  it('409 with older server work: the local edit is kept, rebased, and saved over it', async () => {
    const tab = new Tab({ stored: [built('p', { serverVersion: 1, savedToServer: true })] });
    tab.server.put(built('p', { quantity: 7, updatedAt: START - 5_000 }), 3);
    tab.edit(2);
    await tab.advance(1000);
    expect(tab.server.saves.map((s) => [s.baseVersion, s.quantity])).toEqual([
      [1, 2],
      [3, 2],
    ]);
    expect(tab.server.copy('p').project.quantity).toBe(2);
    expect(tab.sync.notice).toBeNull();
  });

  it('two tabs stay in step: a save in one is adopted by the other, whose next save builds on it', async () => {
    const a = new Tab({ stored: [built('p')] });
    const b = new Tab({ like: a });
    a.edit(5);
    await settle();
    expect(b.projects.projects.find((p) => p.id === 'p')).toMatchObject({ quantity: 5, serverVersion: 1, hasUnsavedChanges: false });
    b.edit(6);
    await b.advance(1000);
    expect(a.server.saves.map((s) => [s.quantity, s.baseVersion])).toEqual([
      [5, null],
      [6, 1],
    ]);
    expect(a.projects.projects.find((p) => p.id === 'p')).toMatchObject({ quantity: 6, serverVersion: 2 });
  });
});

describe('ProjectSync: deleting', () => {
  it('removing a saved project deletes it on the server under its cart token; removing the last one makes a fresh default', async () => {
    const tab = new Tab({ stored: [built('p', { serverVersion: 2, savedToServer: true })] });
    tab.projects.removeProject('p');
    await settle();
    expect(tab.server.deletes).toEqual([{ id: 'p', cartToken: 'cart-this-browser' }]);
    expect(tab.projects.projects).toHaveLength(1);
    expect(tab.projects.active.tiles).toEqual([]);
  });

  it('a project never stored is not deleted; one whose first save is in flight is deleted once it lands', async () => {
    const tab = new Tab({ stored: [built('p'), built('q', { isActive: false })] });
    tab.projects.removeProject('q');
    await settle();
    expect(tab.server.deletes).toEqual([]);
    tab.server.hold = true;
    tab.edit(3);
    await settle();
    tab.projects.removeProject('p');
    tab.server.release();
    await settle();
    expect(tab.server.deletes.map((d) => d.id)).toEqual(['p']);
    expect(tab.server.stored.has('p')).toBe(false);
  });

  it('starting a new project removes empty ones (deleted on the server when saved) and deactivates the others', async () => {
    const empty = { ...built('e', { isActive: false, serverVersion: 1, savedToServer: true }), tiles: [] };
    const tab = new Tab({ stored: [built('p'), empty] });
    tab.projects.startNewProject();
    await settle();
    expect(tab.server.deletes.map((d) => d.id)).toEqual(['e']);
    expect(tab.projects.projects.find((p) => p.id === 'p')?.isActive).toBe(false);
  });

  it('a new cart token replaces every project with a fresh one and deletes none of the old ones on the server', async () => {
    const tab = new Tab({ stored: [built('p', { serverVersion: 2, savedToServer: true })] });
    tab.projects.changeCartToken('cart-from-the-link');
    await settle();
    expect(tab.server.deletes).toEqual([]);
    expect(tab.projects.projects).toHaveLength(1);
    expect(tab.projects.active).toMatchObject({ cartToken: 'cart-from-the-link', tiles: [] });
    expect(tab.projects.skipServerDeletion.has('p')).toBe(true);
  });
});

describe('ProjectSync: checkout waits for the saves (settle)', () => {
  it('answers true at once when nothing is unsaved, and sends nothing', async () => {
    const tab = new Tab({ stored: [built('p', { savedToServer: true, serverVersion: 1 })] });
    await settle();
    const before = tab.server.saves.length;
    expect(await tab.sync.settle(['p'])).toBe(true);
    expect(tab.server.saves).toHaveLength(before);
  });

  it('sends an edit past its throttle, and an edit made while it was in flight follows at once; true when the last one lands', async () => {
    const tab = new Tab({ stored: [built('p')] });
    tab.edit(2);
    await settle();
    tab.edit(3);
    tab.server.hold = true;
    const settled = tab.sync.settle(['p']);
    await settle();
    expect(tab.server.saves.map((s) => [s.at - START, s.quantity])).toEqual([
      [0, 2],
      [0, 3],
    ]);
    tab.edit(4);
    tab.server.release();
    await settle();
    // The follow-up for the edit made in flight went without waiting out the second.
    expect(tab.server.saves.map((s) => [s.at - START, s.quantity])).toEqual([
      [0, 2],
      [0, 3],
      [0, 4],
    ]);
    tab.server.hold = false;
    tab.server.release();
    expect(await settled).toBe(true);
    expect(tab.server.copy('p').project.quantity).toBe(4);
  });

  it('answers false as soon as a save fails, not after the wait; an unrelated project does not count', async () => {
    const tab = new Tab({ stored: [built('p'), built('q', { isActive: false })] });
    await settle();
    tab.server.failures = [{ code: 'api/server', status: 503, message: 'HTTP 503' }];
    tab.edit(7);
    const settled = tab.sync.settle(['p']);
    await settle();
    expect(await settled).toBe(false);
    expect(tab.world.scheduler.now()).toBe(START);
  });

  it('answers false when the page goes away while it waits', async () => {
    const tab = new Tab({ stored: [built('p')] });
    tab.server.hold = true;
    tab.edit(2);
    const settled = tab.sync.settle(['p']);
    tab.sync.dispose();
    expect(await settled).toBe(false);
  });
});
