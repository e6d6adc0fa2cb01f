import { describe, expect, it } from 'vitest';
import {
  heicUnsupportedMessage,
  interruptedUploadsMessage,
  partialUploadFailureMessage,
  triageFile,
  undecodableMessage,
  unsafeSvgMessage,
  UPLOAD_FAILED_TITLE,
  UPLOAD_PROGRESS_LABEL,
  UPLOAD_START_FAILED_MESSAGE,
} from '../../../src/domain/imaging/upload-messages';

const heic = new Uint8Array([0, 0, 0, 24, ...[...'ftypheic'].map((c) => c.charCodeAt(0))]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

describe('upload wording (SPEC §2, §8)', () => {
  it('uses the exact texts', () => {
    expect(UPLOAD_PROGRESS_LABEL).toBe('Photos being uploaded\u2026');
    expect(UPLOAD_FAILED_TITLE).toBe('Photo Upload Failed');
    expect(UPLOAD_START_FAILED_MESSAGE).toBe('Unable to start uploading photos');
    expect(partialUploadFailureMessage(2)).toBe('2 of your photos failed to upload.');
  });
  it('names the files it could not take', () => {
    expect(heicUnsupportedMessage('a.heic')).toMatch(/^a\.heic is a HEIC photo this browser cannot open/);
    expect(undecodableMessage('b.png')).toBe('b.png could not be opened as a photo.');
    expect(unsafeSvgMessage('c.svg')).toMatch(/^c\.svg is an SVG/);
    expect(interruptedUploadsMessage(['a.jpg'])).toBe('1 photo was still uploading when the page closed. Please add it again: a.jpg.');
    expect(interruptedUploadsMessage(['a.jpg', 'b.jpg'])).toBe('2 photos were still uploading when the page closed. Please add them again: a.jpg, b.jpg.');
  });
});

describe('triageFile', () => {
  it('skips zero-byte files', () => expect(triageFile('a.jpg', 0, jpeg)).toEqual({ kind: 'skip', message: 'a.jpg is empty and was skipped.' }));
  it('recognises HEIC by its bytes, whatever the name', () => {
    expect(triageFile('IMG_1.HEIC', 10, heic)).toEqual({ kind: 'accept', format: 'heif' });
    expect(triageFile('photo.jpg', 10, heic)).toEqual({ kind: 'accept', format: 'heif' });
  });
  it('refuses videos and unknown files with a clear message', () => {
    expect(triageFile('clip.mp4', 10, jpeg)).toEqual({ kind: 'refuse', message: 'clip.mp4 is a video. Tiles are printed from photos, so it was not added.' });
    expect(triageFile('clip.ogg', 10, jpeg).kind).toBe('refuse');
    expect(triageFile('notes.txt', 10, jpeg)).toMatchObject({ kind: 'refuse', message: expect.stringMatching(/^notes\.txt is not a photo/) });
  });
  it('accepts images by extension, SVG apart', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.gif', 'a.png', 'a.apng', 'a.bmp', 'a.ico', 'a.webp'])
      expect(triageFile(name, 5, jpeg)).toEqual({ kind: 'accept', format: 'raster' });
    expect(triageFile('logo.svg', 5, jpeg)).toEqual({ kind: 'accept', format: 'svg' });
  });
});
