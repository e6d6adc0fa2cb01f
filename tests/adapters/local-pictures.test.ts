import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserTileImageLoader } from '../../src/adapters/images/browser-tile-image-loader';
import { LocalPictures, type LocalPicture } from '../../src/adapters/images/local-pictures';

/** createImageBitmap as the loader uses it: records what it decoded and at what size. */
function fakeBitmaps() {
  const decoded: Array<{ source: unknown; width: number; height: number }> = [];
  vi.stubGlobal('createImageBitmap', async (source: unknown, options: { resizeWidth: number; resizeHeight: number }) => {
    decoded.push({ source, width: options.resizeWidth, height: options.resizeHeight });
    return { width: options.resizeWidth, height: options.resizeHeight, close() {} };
  });
  return decoded;
}

/** A photo of this page whose pictures are "made" by recording the edge asked (bytes = the edge). */
function photo(width: number, height: number) {
  const made: number[] = [];
  const picture: LocalPicture = {
    source: new Blob([new Uint8Array(10)]),
    width,
    height,
    make: async (edge) => (made.push(edge), new Blob([new Uint8Array(edge)])),
  };
  return { picture, made };
}

afterEach(() => vi.unstubAllGlobals());

describe('the printing canvas draws photos chosen here from pictures made when drawn (issue 28 item 1)', () => {
  it('never fetches the stored original of a photo of this page; makes one picture per size drawn, shared by its local and stored paths', async () => {
    const decoded = fakeBitmaps();
    const pictures = new LocalPictures();
    const { picture, made } = photo(4000, 3000);
    pictures.keep('local-preview:1', picture);
    const fetched: string[] = [];
    const loader = new BrowserTileImageLoader(async (input) => {
      fetched.push(String(input));
      return new Response(new Blob([new Uint8Array(10)]), { headers: { 'x-amz-meta-width': '800', 'x-amz-meta-height': '600' } });
    }, pictures);

    // Nothing is made until the canvas asks.
    expect(made).toEqual([]);
    const grid = await loader.load('local-preview:1', 512, 'color');
    expect(made).toEqual([512]);
    // The upload landed: the stored path draws the same photo, and the grid picture made already serves.
    pictures.keep('/files/uploads/tilepix/a.jpg', picture);
    const stored = await loader.load('/files/uploads/tilepix/a.jpg', 256, 'color');
    expect(made).toEqual([512]);
    // The tile being edited asks for a sharper one: made once, then it serves the smaller asks too.
    const edit = await loader.load('/files/uploads/tilepix/a.jpg', 2048, 'color');
    await loader.load('local-preview:1', 512, 'color');
    expect(made).toEqual([512, 2048]);
    expect(fetched).toEqual([]);
    expect(grid._tag === 'Right' && [grid.right.naturalWidth, grid.right.naturalHeight, grid.right.bitmap.width, grid.right.bitmap.height]).toEqual([
      4000, 3000, 512, 384,
    ]);
    expect(stored._tag === 'Right' && [stored.right.bitmap.width, stored.right.bitmap.height]).toEqual([256, 192]);
    expect(edit._tag === 'Right' && [edit.right.bitmap.width, edit.right.bitmap.height]).toEqual([2048, 1536]);
    expect(decoded.map((d) => (d.source as Blob).size)).toEqual([512, 512, 2048, 2048]);

    // A photo this page did not upload (a reload, a shared album) is fetched as before.
    const other = await loader.load('/files/uploads/tilepix/b.jpg', 512, 'color');
    expect(fetched).toEqual(['/files/uploads/tilepix/b.jpg']);
    expect(other._tag === 'Right' && [other.right.naturalWidth, other.right.naturalHeight]).toEqual([800, 600]);
  });

  it('makes a photo smaller than asked at its own size, and one picture at a time for two asks at once', async () => {
    const pictures = new LocalPictures();
    const { picture, made } = photo(300, 200);
    pictures.keep('p', picture);
    pictures.keep('q', picture);
    const [a, b] = await Promise.all([pictures.pictureOf('p', 512), pictures.pictureOf('q', 256)]);
    expect(made).toEqual([300]);
    expect([a?.size, b?.size]).toEqual([300, 300]);
    expect(await pictures.pictureOf('unknown', 512)).toBeUndefined();
  });

  it('keeps at most its budget of made pictures, dropping the least recently used first (made again when asked); refuses an empty path', async () => {
    const pictures = new LocalPictures(2500);
    const [a, b, c] = [photo(4000, 3000), photo(4000, 3000), photo(4000, 3000)];
    pictures.keep('a', a.picture);
    pictures.keep('b', b.picture);
    pictures.keep('c', c.picture);
    await pictures.pictureOf('a', 1000);
    await pictures.pictureOf('b', 1000);
    await pictures.pictureOf('a', 1000); // a is now the most recently used
    await pictures.pictureOf('c', 1000); // over 2500 bytes: b goes
    await pictures.pictureOf('a', 1000);
    await pictures.pictureOf('b', 1000);
    expect([a.made, b.made, c.made]).toEqual([[1000], [1000, 1000], [1000]]);
    pictures.keep('', a.picture);
    expect(pictures.get('')).toBeUndefined();
    // A picture larger than the whole budget is handed over but not kept.
    const huge = photo(4000, 3000);
    pictures.keep('huge', huge.picture);
    await pictures.pictureOf('huge', 3000);
    await pictures.pictureOf('huge', 3000);
    expect(huge.made).toEqual([3000, 3000]);
  });

  it('answers a failed making as a decode failure for a local preview, and fetches a stored photo instead', async () => {
    fakeBitmaps();
    const pictures = new LocalPictures();
    const broken: LocalPicture = { source: new Blob([]), width: 10, height: 10, make: async () => Promise.reject(new Error('cannot decode')) };
    pictures.keep('local-preview:9', broken);
    pictures.keep('/files/x.jpg', broken);
    const fetched: string[] = [];
    const loader = new BrowserTileImageLoader(
      async (input) => (
        fetched.push(String(input)),
        new Response(new Blob([new Uint8Array(4)]), { headers: { 'x-amz-meta-width': '10', 'x-amz-meta-height': '10' } })
      ),
      pictures,
    );
    const local = await loader.load('local-preview:9', 512, 'color');
    expect(local._tag === 'Left' && local.left.code).toBe('image/decode');
    const stored = await loader.load('/files/x.jpg', 512, 'color');
    expect(stored._tag).toBe('Right');
    expect(fetched).toEqual(['/files/x.jpg']);
  });
});
