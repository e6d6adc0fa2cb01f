import { describe, expect, it } from 'vitest';
import { mergeServerProjects, reconcile, resumeProjects, shouldLoadServerProjectsAfterLogin, type Project, type ServerCopy } from '../../../src/domain/project';
import { project } from '../fixtures';

describe('recovery', () => {
  const copy = (p: Project, serverStatus: Project['status'] = 'Cart'): ServerCopy => ({
    project: { ...p, status: 'Cart', isActive: false, savedToServer: true, hasUnsavedChanges: false },
    serverStatus,
  });

  it('loads server projects with status Cart unless a local copy exists', () => {
    const local = [project('both', { status: 'InProgress', frameColor: 'White', serverVersion: 2 })];
    const server = [copy(project('both', { serverVersion: 2 })), copy(project('remote', { serverVersion: 1 }), 'InProgress')];
    const merged = mergeServerProjects(local, server);
    expect(merged.projects.map((p) => [p.id, p.status, p.frameColor])).toEqual([
      ['both', 'InProgress', 'White'],
      ['remote', 'Cart', 'Black'],
    ]);
    expect(mergeServerProjects([], server, { keepServerStatus: true }).projects.map((p) => p.status)).toEqual(['Cart', 'InProgress']);
    // A resume takes the server's statuses, also over clean local copies (not over unsaved ones).
    const cartCopy = [project('remote', { status: 'Cart', serverVersion: 1 })];
    expect(mergeServerProjects(cartCopy, server, { keepServerStatus: true }).projects.map((p) => p.status)).toEqual(['InProgress', 'Cart']);
    const unsaved = [{ ...cartCopy[0]!, hasUnsavedChanges: true }];
    expect(mergeServerProjects(unsaved, server, { keepServerStatus: true }).projects[0]!.status).toBe('Cart');
  });

  it('matches by id and version: a newer server copy replaces a clean local one (keeping its place), never a duplicate', () => {
    const local = [project('p', { status: 'InProgress', isActive: true, quantity: 1, serverVersion: 1 })];
    const plan = mergeServerProjects(local, [copy(project('p', { quantity: 5, serverVersion: 3, updatedAt: 9_000 }), 'InProgress')]);
    expect(plan.projects).toHaveLength(1);
    expect(plan.projects[0]).toMatchObject({ id: 'p', quantity: 5, serverVersion: 3, isActive: true, status: 'InProgress', hasUnsavedChanges: false });
    expect(plan.supersededIds).toEqual([]);
  });

  it('newer work wins: an older unsaved local edit is superseded; a later one is kept and rebased to be saved again', () => {
    const server = copy(project('p', { quantity: 5, serverVersion: 3, updatedAt: 5_000 }));
    const older = reconcile(project('p', { quantity: 2, serverVersion: 1, updatedAt: 4_000, hasUnsavedChanges: true }), server);
    expect(older).toMatchObject({ superseded: true, resave: false, project: { quantity: 5, serverVersion: 3, hasUnsavedChanges: false } });
    const newer = reconcile(project('p', { quantity: 2, serverVersion: 1, updatedAt: 6_000, hasUnsavedChanges: true }), server);
    expect(newer).toMatchObject({ superseded: false, resave: true, project: { quantity: 2, serverVersion: 3, hasUnsavedChanges: true } });
    const stale = reconcile(project('p', { quantity: 2, serverVersion: 3 }), copy(project('p', { quantity: 9, serverVersion: 2 })));
    expect(stale.project.quantity).toBe(2);
  });

  it('an empty server project is not added', () => {
    expect(mergeServerProjects([], [copy(project('e', { tiles: [], serverVersion: 1 }))]).projects).toEqual([]);
  });

  it('on resume makes the newest InProgress project active and the others Cart', () => {
    const plan = resumeProjects([
      project('old', { updatedAt: 10 }),
      project('newest', { updatedAt: 30, isActive: false }),
      project('mid', { updatedAt: 20 }),
      project('done', { status: 'Completed', updatedAt: 99 }),
    ]);
    expect(plan.activeProjectId).toBe('newest');
    expect(plan.navigateTo).toBe('/printing');
    expect(plan.projects.map((p) => [p.id, p.status, p.isActive])).toEqual([
      ['old', 'Cart', false],
      ['newest', 'InProgress', true],
      ['mid', 'Cart', false],
      ['done', 'Completed', false],
    ]);
  });

  it('changes nothing when nothing is InProgress', () => {
    const list = [project('c', { status: 'Cart' })];
    expect(resumeProjects(list)).toEqual({ projects: list });
  });

  it("loads server projects after login unless the cause was 'resume'", () => {
    expect(shouldLoadServerProjectsAfterLogin('resume')).toBe(false);
    expect(shouldLoadServerProjectsAfterLogin('user')).toBe(true);
  });
});
