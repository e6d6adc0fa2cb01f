import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserTileImageLoader } from '../../src/adapters/images/browser-tile-image-loader';
import { LocalPictures } from '../../src/adapters/images/local-pictures';

/** createImageBitmap as the loader uses it: records what it decoded and at what size. */
function fakeBitmaps() {
  const decoded: Array<{ source: unknown; width: number; height: number }> = [];
  vi.stubGlobal('createImageBitmap', async (source: unknown, options: { resizeWidth: number; resizeHeight: number }) => {
    decoded.push({ source, width: options.resizeWidth, height: options.resizeHeight });
    return { width: options.resizeWidth, height: options.resizeHeight, close() {} };
  });
  return decoded;
}

afterEach(() => vi.unstubAllGlobals());

describe('the printing canvas draws photos uploaded here from their local derivative (issue 28 item 1)', () => {
  it('never fetches the stored original of a photo whose derivative this page made, and reports the stored size', async () => {
    const decoded = fakeBitmaps();
    const pictures = new LocalPictures();
    const preview = new Blob([new Uint8Array(1000)], { type: 'image/jpeg' });
    pictures.keep('/files/uploads/tilepix/a.jpg', { preview, width: 4000, height: 3000 });
    const fetched: string[] = [];
    const loader = new BrowserTileImageLoader(async (input) => {
      fetched.push(String(input));
      return new Response(new Blob([new Uint8Array(10)]), { headers: { 'x-amz-meta-width': '800', 'x-amz-meta-height': '600' } });
    }, pictures);

    const edit = await loader.load('/files/uploads/tilepix/a.jpg', 2048, 'color');
    const grid = await loader.load('/files/uploads/tilepix/a.jpg', 512, 'color');
    expect(fetched).toEqual([]);
    expect(edit._tag === 'Right' && [edit.right.naturalWidth, edit.right.naturalHeight, edit.right.bitmap.width, edit.right.bitmap.height]).toEqual([4000, 3000, 2048, 1536]);
    expect(grid._tag === 'Right' && [grid.right.bitmap.width, grid.right.bitmap.height]).toEqual([512, 384]);
    expect(decoded.map((d) => d.source)).toEqual([preview, preview]);

    // A photo this page did not upload (a reload, a shared album) is fetched as before.
    const other = await loader.load('/files/uploads/tilepix/b.jpg', 512, 'color');
    expect(fetched).toEqual(['/files/uploads/tilepix/b.jpg']);
    expect(other._tag === 'Right' && [other.right.naturalWidth, other.right.naturalHeight]).toEqual([800, 600]);
  });

  it('keeps at most its budget of bytes, dropping the least recently used first; refuses an empty path', () => {
    const pictures = new LocalPictures(2500);
    const blob = () => new Blob([new Uint8Array(1000)]);
    pictures.keep('a', { preview: blob(), width: 1, height: 1 });
    pictures.keep('b', { preview: blob(), width: 1, height: 1 });
    expect(pictures.get('a')).toBeDefined(); // a is now the most recently used
    pictures.keep('c', { preview: blob(), width: 1, height: 1 });
    expect([pictures.get('a'), pictures.get('b'), pictures.get('c')].map((p) => p !== undefined)).toEqual([true, false, true]);
    pictures.keep('', { preview: blob(), width: 1, height: 1 });
    expect(pictures.get('')).toBeUndefined();
    pictures.keep('huge', { preview: new Blob([new Uint8Array(3000)]), width: 1, height: 1 });
    expect(pictures.get('huge')).toBeUndefined();
    expect(pictures.get('a')).toBeDefined();
  });
});
