import { describe, expect, it } from 'vitest';
import {
  activateProject,
  activeProject,
  changeCartToken,
  createProject,
  isEmptyProject,
  removeProject,
  startNewProject,
  tileUnits,
  touchProject,
} from '../../../src/domain/project';
import { project, seed } from '../fixtures';

describe('project', () => {
  it('is created empty, active and InProgress with the defaults', () => {
    expect(createProject(seed('p1', 5, { userId: 'u1' }))).toEqual({
      id: 'p1',
      status: 'InProgress',
      isActive: true,
      isSplit: false,
      isBatched: false,
      frameColor: 'Black',
      matColor: '#FFFFFF00',
      orientation: 'Portrait',
      filter: 'color',
      quantity: 1,
      tileSpacing: 1,
      tiles: [],
      productId: 'tilepix',
      cartToken: 'cart-1',
      userId: 'u1',
      createdAt: 5,
      updatedAt: 5,
      savedToServer: false,
      hasUnsavedChanges: false,
    });
    const withOptions = createProject(seed('p', 1, { options: { frameColor: 'White', matColor: '#939598FF', orientation: 'Landscape', filter: 'grayScale' } }));
    expect([withOptions.frameColor, withOptions.matColor, withOptions.orientation, withOptions.filter]).toEqual([
      'White',
      '#939598FF',
      'Landscape',
      'grayScale',
    ]);
    expect(createProject(seed('p')).userId).toBeUndefined();
  });

  it('is empty without tiles and without a single image', () => {
    expect(isEmptyProject(createProject(seed('p')))).toBe(true);
    expect(isEmptyProject(project('p'))).toBe(false);
    expect(isEmptyProject({ ...createProject(seed('p')), singleImagePath: 'x.jpg' })).toBe(false);
  });

  it('counts tiles times quantity and records edits', () => {
    expect(tileUnits({ ...project('p'), quantity: 3 })).toBe(3);
    expect(touchProject(project('p'), 99)).toMatchObject({ updatedAt: 99, hasUnsavedChanges: true });
  });

  it('activates exactly one project', () => {
    const list = activateProject([project('a'), project('b', { isActive: false })], 'b');
    expect(list.map((p) => p.isActive)).toEqual([false, true]);
    expect(activeProject(list)?.id).toBe('b');
    expect(activeProject([])).toBeUndefined();
  });
});

describe('starting a new project', () => {
  it('removes empty projects and deactivates the others', () => {
    const empty = createProject(seed('empty'));
    const plan = startNewProject([project('a'), empty, project('b', { isActive: false })], seed('new', 50));
    expect(plan.removedIds).toEqual(['empty']);
    expect(plan.projects.map((p) => [p.id, p.isActive])).toEqual([
      ['a', false],
      ['b', false],
      ['new', true],
    ]);
  });
});

describe('removing a project', () => {
  it('creates a fresh default when the last project goes', () => {
    const plan = removeProject([project('only')], 'only', seed('fresh', 9));
    expect(plan.removedIds).toEqual(['only']);
    expect(plan.created?.id).toBe('fresh');
    expect(plan.projects).toEqual([plan.created]);
  });

  it('activates the most recently edited InProgress project when the active one goes', () => {
    const list = [
      project('active', { updatedAt: 100 }),
      project('old', { isActive: false, updatedAt: 10 }),
      project('recent', { isActive: false, updatedAt: 50 }),
      project('cart', { isActive: false, status: 'Cart', updatedAt: 90 }),
    ];
    const plan = removeProject(list, 'active', seed('fresh'));
    expect(plan.created).toBeUndefined();
    expect(plan.projects.map((p) => [p.id, p.isActive])).toEqual([
      ['old', false],
      ['recent', true],
      ['cart', false],
    ]);
  });

  it('leaves the others alone when an inactive one goes, or nothing InProgress remains', () => {
    const a = project('a');
    const b = project('b', { isActive: false });
    expect(removeProject([a, b], 'b', seed('f')).projects).toEqual([a]);
    const cart = project('c', { isActive: false, status: 'Cart' });
    expect(removeProject([a, cart], 'a', seed('f')).projects).toEqual([cart]);
  });

  it('ignores unknown ids', () => {
    const list = [project('a')];
    expect(removeProject(list, 'zzz', seed('f'))).toEqual({ projects: list, removedIds: [] });
  });
});

describe('changing the cart token', () => {
  it('replaces all projects with a fresh one and marks old ids to skip server deletion', () => {
    const plan = changeCartToken([project('a'), project('b')], seed('fresh', 1, { cartToken: 'cart-2' }));
    expect(plan.skipServerDeletionIds).toEqual(['a', 'b']);
    expect(plan.projects).toHaveLength(1);
    expect(plan.projects[0]).toMatchObject({ id: 'fresh', cartToken: 'cart-2', isActive: true, tiles: [] });
  });
});

describe('single-image projects', () => {
  it('use a single image when they have a single image path', async () => {
    const { usesSingleImage } = await import('../../../src/domain/project');
    expect(usesSingleImage({ singleImagePath: 'big.jpg' })).toBe(true);
    expect(usesSingleImage({ singleImagePath: '' })).toBe(false);
    expect(usesSingleImage({})).toBe(false);
  });
});
