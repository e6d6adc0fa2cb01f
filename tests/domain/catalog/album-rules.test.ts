import { describe, expect, it } from 'vitest';
import { albumIdOf, albumProblems, MAX_SHARED_IMAGE_BYTES, placeImage, sharedImageKeys, sharedImageSizeProblem } from '../../../src/domain/catalog';

describe('album rules (issue #17 confetti)', () => {
  it('names the album name problems in words', () => {
    expect(albumProblems({ name: '  ' })).toEqual([{ field: 'name', message: 'Album name is required' }]);
    expect(albumProblems({ name: 'x'.repeat(81) })).toEqual([{ field: 'name', message: 'Must be no more than 80 characters' }]);
    expect(albumProblems({ name: 'Beach Days' })).toEqual([]);
  });

  it('makes an album id from its name, unique among the taken ones', () => {
    expect(albumIdOf('Beach Days!', new Set())).toBe('beach-days');
    expect(albumIdOf('Beach Days', new Set(['beach-days', 'beach-days-2']))).toBe('beach-days-3');
    expect(albumIdOf('🎉🎉', new Set())).toBe('album');
    expect(albumIdOf('Café Crème', new Set())).toBe('cafe-creme');
  });

  it('stores a photo under shared/ with _tmb before the extension for its thumbnail', () => {
    expect(sharedImageKeys('beach-days', 'abc', 'jpeg')).toEqual({
      fileName: 'abc.jpg',
      fileNameThumb: 'abc_tmb.jpg',
      key: 'shared/beach-days/abc.jpg',
      keyThumb: 'shared/beach-days/abc_tmb.jpg',
    });
    expect(sharedImageKeys('a', 'b', 'webp').keyThumb).toBe('shared/a/b_tmb.webp');
  });

  it('refuses an empty or too large photo with the figures', () => {
    expect(sharedImageSizeProblem(0)).toBe('That file is empty. Choose a photo.');
    expect(sharedImageSizeProblem(MAX_SHARED_IMAGE_BYTES)).toBeNull();
    expect(sharedImageSizeProblem(12.5 * 1024 * 1024)).toBe('That photo is 12.5 MB; the limit is 10.0 MB. Choose a smaller photo.');
  });

  it('places a photo at a 1-based position, clamped to the album', () => {
    expect(placeImage(['a', 'b', 'c', 'd'], 'd', 1)).toEqual(['d', 'a', 'b', 'c']);
    expect(placeImage(['a', 'b', 'c', 'd'], 'a', 3)).toEqual(['b', 'c', 'a', 'd']);
    expect(placeImage(['a', 'b', 'c'], 'b', 99)).toEqual(['a', 'c', 'b']);
    expect(placeImage(['a', 'b', 'c'], 'b', -4)).toEqual(['b', 'a', 'c']);
    expect(placeImage(['a', 'b'], 'z', 1)).toEqual(['a', 'b']);
  });
});
