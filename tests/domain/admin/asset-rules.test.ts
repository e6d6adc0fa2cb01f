import { describe, expect, it } from 'vitest';
import { assetFileProblem, MAX_ASSET_BYTES, megabytes } from '../../../src/domain/admin/asset-rules';

describe('asset rules', () => {
  it('refuses an empty file, one over 20 MB and a type that is not JPEG, PNG or WebP, in words', () => {
    expect(assetFileProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe('This file is empty: choose an image.');
    expect(assetFileProblem({ name: 'a.png', type: 'image/png', size: MAX_ASSET_BYTES + 1 })).toBe('This image is 20.0 MB: images can be at most 20 MB.');
    expect(assetFileProblem({ name: 'b.jpg', type: 'image/jpeg', size: 25 * 1024 * 1024 })).toBe('This image is 25.0 MB: images can be at most 20 MB.');
    expect(assetFileProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe(
      'This file is not an image we can use: upload a JPEG, PNG or WebP image.',
    );
  });

  it('lets JPEG, PNG, WebP up to 20 MB through, and a file the browser gave no type (the server reads its bytes)', () => {
    expect(assetFileProblem({ name: 'a.webp', type: 'image/webp', size: MAX_ASSET_BYTES })).toBeNull();
    expect(assetFileProblem({ name: 'a', type: '', size: 10 })).toBeNull();
    expect(megabytes(1536 * 1024)).toBe('1.5 MB');
  });
});
