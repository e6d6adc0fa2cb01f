import { describe, expect, it } from 'vitest';
import { fileExtension, mediaKind, shouldSkipUpload, thumbnailName, UPLOAD_PROGRESS_RESET_MS, uploadProgress } from '../../../src/domain/imaging';

describe('media', () => {
  it.each([
    ['clip.mp4', 'video'],
    ['clip.OGG', 'video'],
    ...['jpg', 'jpeg', 'gif', 'png', 'apng', 'svg', 'bmp', 'ico', 'webp'].map((e) => [`photo.${e}`, 'image']),
    ['https://cdn/x/photo.JPG?v=2#top', 'image'],
    ['doc.pdf', 'unknown'],
    ['noext', 'unknown'],
    ['dir.v2/file', 'unknown'],
  ])('%s is %s', (name, kind) => {
    expect(mediaKind(name)).toBe(kind);
  });

  it('reads extensions', () => {
    expect(fileExtension('a.b.PNG')).toBe('png');
    expect(fileExtension('')).toBe('');
  });

  it('skips zero-byte uploads', () => {
    expect(shouldSkipUpload(0)).toBe(true);
    expect(shouldSkipUpload(1)).toBe(false);
  });

  it('names thumbnails with _tmb before the extension', () => {
    expect(thumbnailName('photo.jpg')).toBe('photo_tmb.jpg');
    expect(thumbnailName('a.b.png')).toBe('a.b_tmb.png');
    expect(thumbnailName('photo')).toBe('photo_tmb');
    expect(thumbnailName('.hidden')).toBe('.hidden_tmb');
  });

  it('starts progress at half a photo, steps per photo, resets after 1 s', () => {
    expect(uploadProgress(4, 0)).toBe(0.125);
    expect(uploadProgress(4, 1)).toBe(0.375);
    expect(uploadProgress(4, 4)).toBe(1);
    expect(uploadProgress(4, 9)).toBe(1);
    expect(uploadProgress(4, -1)).toBe(0.125);
    expect(uploadProgress(0, 0)).toBe(0);
    expect(UPLOAD_PROGRESS_RESET_MS).toBe(1000);
  });
});
