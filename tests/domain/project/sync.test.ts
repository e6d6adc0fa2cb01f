import { describe, expect, it } from 'vitest';
import { landSave, LEAVE_PAGE_PROMPT, leavePagePrompt, markSaved, projectsNeedingSave, serverDeletions, unmarkSaved } from '../../../src/domain/project';
import { project } from '../fixtures';

describe('project sync', () => {
  it("prompts 'Your changes may not be saved if you leave now.' outside iframes only", () => {
    expect(LEAVE_PAGE_PROMPT).toBe('Your changes may not be saved if you leave now.');
    expect(leavePagePrompt({ hasUnsavedChanges: true, hasProgressItems: false, inIframe: false })).toBe(LEAVE_PAGE_PROMPT);
    expect(leavePagePrompt({ hasUnsavedChanges: false, hasProgressItems: true, inIframe: false })).toBe(LEAVE_PAGE_PROMPT);
    expect(leavePagePrompt({ hasUnsavedChanges: true, hasProgressItems: true, inIframe: true })).toBeUndefined();
    expect(leavePagePrompt({ hasUnsavedChanges: false, hasProgressItems: false, inIframe: false })).toBeUndefined();
  });

  it('saves changed projects and marks them saved', () => {
    const list = [project('a', { hasUnsavedChanges: true }), project('b')];
    expect(projectsNeedingSave(list).map((p) => p.id)).toEqual(['a']);
    const saved = markSaved(list, ['a']);
    expect(saved[0]).toMatchObject({ savedToServer: true, hasUnsavedChanges: false });
    expect(saved[1]).toBe(list[1]);
  });

  it('deletes on the server only saved projects not marked to skip, then unmarks them', () => {
    const removed = [project('saved', { savedToServer: true }), project('local'), project('old-cart', { savedToServer: true })];
    expect(serverDeletions(removed, ['old-cart'])).toEqual(['saved']);
    expect(unmarkSaved(removed[0]!).savedToServer).toBe(false);
  });
});

describe('landSave', () => {
  it('clears the unsaved flag only when the project is still the value that was sent; the revision moves on either way', () => {
    const sent = project('a', { hasUnsavedChanges: true, serverVersion: 1 });
    expect(landSave([sent], sent, 2)[0]).toMatchObject({ hasUnsavedChanges: false, savedToServer: true, serverVersion: 2 });
    const editedSince = { ...sent, quantity: 3 };
    expect(landSave([editedSince], sent, 2)[0]).toMatchObject({ hasUnsavedChanges: true, savedToServer: true, serverVersion: 2, quantity: 3 });
  });
});
