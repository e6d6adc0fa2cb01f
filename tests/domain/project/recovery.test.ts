import { describe, expect, it } from 'vitest';
import { mergeServerProjects, resumeProjects, shouldLoadServerProjectsAfterLogin } from '../../../src/domain/project';
import { project } from '../fixtures';

describe('recovery', () => {
  it('loads server projects with status Cart unless a local copy exists', () => {
    const local = [project('both', { status: 'InProgress', frameColor: 'White' })];
    const server = [project('both', { status: 'Cart' }), project('remote', { status: 'Cart' })];
    const merged = mergeServerProjects(local, server);
    expect(merged.map((p) => [p.id, p.status, p.frameColor])).toEqual([
      ['both', 'InProgress', 'White'],
      ['remote', 'Cart', 'Black'],
    ]);
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
