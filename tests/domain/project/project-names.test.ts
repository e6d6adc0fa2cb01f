import { describe, expect, it } from 'vitest';
import {
  addAllProjectsLabel,
  addThisProjectLabel,
  cartChoiceText,
  otherCartReadyProjects,
  projectName,
  projectNumbers,
  tilesOf,
} from '../../../src/domain/project';
import { project, tile } from '../fixtures';

describe('project names and the cart choice (issue 31 item 4)', () => {
  it('numbers projects by creation, so a name stays when another project leaves the list', () => {
    const a = project('a', { createdAt: 10 });
    const b = project('b', { createdAt: 20, status: 'Cart' });
    const c = project('c', { createdAt: 30 });
    const tie = project('d', { createdAt: 30 });
    expect([...projectNumbers([c, a, b, tie])]).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ]);
    expect(projectNumbers([c, a]).get('c')).toBe(2);
    expect(projectNumbers([tie, c]).get('c')).toBe(1);
    expect(projectName(3)).toBe('Project 3');
  });

  it('offers the other projects with photos that are ready, and words the choice', () => {
    const active = project('a', { tiles: [tile('a1'), tile('a2')] });
    const ready = project('b', { tiles: [tile('b1')], quantity: 2 });
    const empty = project('c', { tiles: [] });
    const uploading = project('d', { tiles: [tile('d1', { uploadingFull: true })] });
    const carted = project('e', { status: 'Cart' });
    const others = otherCartReadyProjects([active, ready, empty, uploading, carted], 'a');
    expect(others.map((p) => p.id)).toEqual(['b']);
    expect(cartChoiceText(others)).toBe('You have 1 other project with photos. It stays here unless you add it too.');
    expect(cartChoiceText([ready, ready])).toBe('You have 2 other projects with photos. They stay here unless you add them too.');
    expect(addThisProjectLabel(2)).toBe('Add this project · 2 tiles');
    expect(addThisProjectLabel(1)).toBe('Add this project · 1 tile');
    expect(tilesOf([active, ...others])).toBe(4);
    expect(addAllProjectsLabel(2, 4)).toBe('Add all 2 projects · 4 tiles');
  });
});
