import { describe, expect, it } from 'vitest';
import { projectsForLocalStorage } from '../../../src/domain/project';
import { project, tile } from '../fixtures';

describe('local persistence filter', () => {
  it('keeps only tiles with stored image paths, without local-only fields', () => {
    const p = project('p', {
      tiles: [tile('a', { file: {}, croppedImageUrl: 'blob:1', uploadingFull: false }), tile('b', { imagePath: undefined }), tile('c', { imagePath: '' })],
    });
    const [kept] = projectsForLocalStorage([p]);
    expect(kept?.tiles.map((t) => t.id)).toEqual(['a']);
    expect(kept?.tiles[0]).not.toHaveProperty('file');
    expect(kept?.tiles[0]).not.toHaveProperty('croppedImageUrl');
    expect(kept?.tiles[0]).not.toHaveProperty('uploadingFull');
  });

  it('drops split projects without a single image path', () => {
    const list = [
      project('ok', { isSplit: true, singleImagePath: 'big.jpg' }),
      project('no', { isSplit: true }),
      project('blank', { isSplit: true, singleImagePath: '' }),
    ];
    expect(projectsForLocalStorage(list).map((p) => p.id)).toEqual(['ok']);
  });

  it("drops another user's projects and keeps anonymous ones", () => {
    const list = [project('mine', { userId: 'u1' }), project('theirs', { userId: 'u2' }), project('anon')];
    expect(projectsForLocalStorage(list, 'u1').map((p) => p.id)).toEqual(['mine', 'anon']);
    expect(projectsForLocalStorage(list).map((p) => p.id)).toEqual(['anon']);
  });
});
