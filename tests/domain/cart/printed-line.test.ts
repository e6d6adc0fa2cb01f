import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkClaimsTogether,
  checkPrintedLine,
  printedLineMessages,
  printedTilesOf,
  unpaidColours,
  type PaidLine,
  type ProjectFacts,
  type ProjectTileFacts,
} from '../../../src/domain/cart';

const tilesJson = (frames: ReadonlyArray<string | null>) =>
  JSON.stringify(frames.map((frameColor, i) => ({ imagePath: `/files/uploads/${i}.jpg`, ...(frameColor === null ? {} : { frameColor }) })));

/** A printed line as the client writes it: n tiles of `frame`, `copies` copies each. */
const printedLine = (n: number, copies: number, frame = 'Black', extra: Partial<PaidLine> = {}): PaidLine => ({
  printable: true,
  productId: 'tilepix',
  productTitle: 'Photo Tile 8x8',
  frameColor: frame,
  quantity: n * copies,
  attributes: [
    { key: '_projectId', value: 'p-1' },
    { key: '_cartToken', value: 'ct-1' },
    { key: 'Frame', value: frame },
    { key: 'Tiles', value: String(n) },
    { key: 'Copies', value: String(copies) },
    { key: '_tiles', value: tilesJson(Array.from({ length: n }, () => frame)) },
  ],
  ...extra,
});

const storedTile = (i: number, frameColor = 'Black', extra: Partial<ProjectTileFacts> = {}): ProjectTileFacts => ({
  imagePath: `/files/uploads/${i}.jpg`,
  cropTopLeftX: 10,
  cropTopLeftY: 20,
  cropBottomRightX: 110,
  cropBottomRightY: 220,
  frameColor,
  matColor: '#939598FF',
  filter: 'grayScale',
  orientation: 'Landscape',
  ...extra,
});

const project = (n: number, copies: number, frame = 'Black', extra: Partial<ProjectFacts> = {}): ProjectFacts => ({
  id: 'p-1',
  productId: 'tilepix',
  copies,
  tiles: Array.from({ length: n }, (_, i) => storedTile(i, frame)),
  ...extra,
});

const withAttribute = (line: PaidLine, key: string, value: string | null): PaidLine => ({
  ...line,
  attributes: [...line.attributes.filter((a) => a.key !== key), ...(value === null ? [] : [{ key, value }])],
});

const error = (code: string, message: string) => ({ _tag: 'Left', left: { code, message } });

describe('checkPrintedLine: does a line add up (cart mutations)', () => {
  it("passes every honest line: n tiles x c copies = quantity, in the variant's frame colour", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 50 }), fc.constantFrom('Black', 'White', 'Gray'), (n, copies, frame) => {
        expect(checkPrintedLine(printedLine(n, copies, frame))).toEqual({
          _tag: 'Right',
          right: { projectId: 'p-1', cartToken: 'ct-1', frameColor: frame, tileCount: n, copies },
        });
      }),
    );
  });

  it('refuses any quantity that is not tiles x copies, whatever the shopper writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 400 }), (n, copies, quantity) => {
        fc.pre(quantity !== n * copies);
        const line = { ...printedLine(n, copies), quantity };
        expect(checkPrintedLine(line)).toEqual(error('printed-line/count', printedLineMessages.count(n, copies, quantity)));
      }),
    );
  });

  it('refuses more entries than the quantity pays for (12 White entries on a 1-tile line) and fewer', () => {
    const twelve = withAttribute({ ...printedLine(1, 1) }, '_tiles', tilesJson(Array.from({ length: 12 }, () => 'Black')));
    expect(checkPrintedLine(withAttribute(twelve, 'Tiles', null))).toEqual(
      error('printed-line/count', "12 tiles x 1 copy make 12, not the line's quantity of 1."),
    );
    const fewer = withAttribute(withAttribute(printedLine(3, 1), '_tiles', tilesJson(['Black'])), 'Tiles', '1');
    expect(checkPrintedLine(fewer)).toEqual(error('printed-line/count', "1 tile x 1 copy make 1, not the line's quantity of 3."));
    // Without a Copies attribute the copies are the quantity's whole number of them: 2 tiles do not make 3.
    const odd = withAttribute({ ...printedLine(2, 1), quantity: 3 }, 'Copies', null);
    expect(checkPrintedLine(odd)).toEqual(error('printed-line/count', "2 tiles x 2 copies make 4, not the line's quantity of 3."));
    expect(checkPrintedLine(withAttribute({ ...printedLine(2, 3) }, 'Copies', null))._tag).toBe('Right');
    expect(checkPrintedLine(withAttribute(printedLine(2, 1), 'Copies', '0'))).toEqual(
      error('printed-line/count', "2 tiles x 0 copies make 0, not the line's quantity of 2."),
    );
    // The visible Tiles attribute must say what the list holds.
    expect(checkPrintedLine(withAttribute(printedLine(2, 1), 'Tiles', '12'))).toEqual(error('printed-line/tiles', printedLineMessages.unreadableTiles));
  });

  it("refuses a tile or Frame in another colour than the line's variant", () => {
    const white = withAttribute(printedLine(2, 1), '_tiles', tilesJson(['Black', 'White']));
    expect(checkPrintedLine(white)).toEqual(error('printed-line/frame', "Tile 2 has a White frame, not the line's Black."));
    const none = withAttribute(printedLine(1, 1), '_tiles', tilesJson([null]));
    expect(checkPrintedLine(none)).toEqual(error('printed-line/frame', "Tile 1 has a missing frame, not the line's Black."));
    expect(checkPrintedLine(withAttribute(printedLine(1, 1), 'Frame', 'Gray'))).toEqual(
      error('printed-line/frame', "Tile 1 has a Gray frame, not the line's Black."),
    );
    // Colour names compare as the catalogue's variant names do: without case.
    expect(checkPrintedLine(withAttribute(printedLine(1, 1), 'Frame', 'black'))._tag).toBe('Right');
  });

  it('refuses tiles or a project on a product that is not printed (wall pad, membership, gift tile)', () => {
    for (const productTitle of ['Wall Pad Kit', 'Membership', 'Gift Tile']) {
      const pad = { ...printedLine(1, 1), printable: false, productTitle };
      expect(checkPrintedLine(pad)).toEqual(error('printed-line/not-printed', printedLineMessages.notPrinted(productTitle)));
      expect(checkPrintedLine(withAttribute(withAttribute(pad, '_tiles', null), '_projectId', 'p-1'))._tag).toBe('Left');
      expect(checkPrintedLine({ ...pad, attributes: [{ key: 'Frame', value: 'Black' }] })).toEqual({ _tag: 'Right', right: null });
    }
  });

  it('refuses a printed line without a project or with unreadable tiles', () => {
    expect(checkPrintedLine(withAttribute(printedLine(1, 1), '_projectId', null))).toEqual(
      error('printed-line/no-project', 'A Photo Tile 8x8 line names the project it prints.'),
    );
    expect(checkPrintedLine(withAttribute(printedLine(1, 1), '_projectId', ''))._tag).toBe('Left');
    for (const bad of [null, 'not json', '{}', '[]', '[1]', '[{"imagePath":""}]', '[{"crop":[0,0,1,1]}]']) {
      expect(checkPrintedLine(withAttribute(printedLine(1, 1), '_tiles', bad))).toEqual(error('printed-line/tiles', printedLineMessages.unreadableTiles));
    }
    expect(checkPrintedLine(withAttribute(printedLine(1, 1), '_cartToken', null))).toMatchObject({ _tag: 'Right', right: { cartToken: '' } });
  });
});

describe('checkClaimsTogether', () => {
  it("refuses a project's colour on two lines; other colours of one project and other projects pass", () => {
    const claim = (projectId: string, frameColor: string) => ({ projectId, frameColor });
    expect(checkClaimsTogether([claim('p-1', 'Black'), null, claim('p-1', 'White'), claim('p-2', 'Black'), claim('p-1', 'black')])).toEqual([
      { index: 4, error: { code: 'printed-line/twice', message: "Project p-1's black tiles are on two lines." } },
    ]);
  });
});

describe('printedTilesOf: the tiles a line prints, from its stored project', () => {
  it("prints the project's tiles of the line's colour, in the variant's colour, with the stored crop", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 20 }), (n, copies) => {
        const tiles = printedTilesOf(printedLine(n, copies), project(n, copies));
        expect(tiles._tag === 'Right' && tiles.right.length).toBe(n);
      }),
    );
    expect(printedTilesOf(printedLine(1, 2), project(1, 2))).toEqual({
      _tag: 'Right',
      right: [
        {
          imagePath: '/files/uploads/0.jpg',
          crop: [10, 20, 100, 200],
          frameColor: 'Black',
          matColor: '#939598FF',
          filter: 'grayScale',
          orientation: 'Landscape',
        },
      ],
    });
    const plain = { ...project(1, 1), tiles: [storedTile(0, 'black', { cropBottomRightX: undefined, matColor: '', filter: 'x', orientation: 'y' })] };
    expect(printedTilesOf(printedLine(1, 1), plain)).toEqual({
      _tag: 'Right',
      right: [{ imagePath: '/files/uploads/0.jpg', crop: null, frameColor: 'Black', matColor: '#FFFFFF00', filter: 'color', orientation: 'Portrait' }],
    });
  });

  it('prints a turned photo turned (issue 31 item 6); a rotation that is not a quarter turn prints unturned', () => {
    const turned = { ...project(1, 1), tiles: [storedTile(0, 'Black', { rotation: 270 })] };
    const result = printedTilesOf(printedLine(1, 1), turned);
    expect(result._tag === 'Right' && result.right[0]!.rotation).toBe(270);
    const odd = printedTilesOf(printedLine(1, 1), { ...project(1, 1), tiles: [storedTile(0, 'Black', { rotation: 45 })] });
    expect(odd._tag === 'Right' && 'rotation' in odd.right[0]!).toBe(false);
  });

  it('a project of two colours prints each colour on its own line', () => {
    const mixed = { ...project(0, 2), tiles: [storedTile(0, 'Black'), storedTile(1, 'White'), storedTile(2, 'Black')] };
    const black = printedTilesOf(printedLine(2, 2, 'Black'), mixed);
    const white = printedTilesOf(printedLine(1, 2, 'White'), mixed);
    expect(black._tag === 'Right' && black.right.map((t) => t.imagePath)).toEqual(['/files/uploads/0.jpg', '/files/uploads/2.jpg']);
    expect(white._tag === 'Right' && white.right.map((t) => t.imagePath)).toEqual(['/files/uploads/1.jpg']);
    expect(unpaidColours(mixed, ['Black', 'white'])).toBeNull();
    expect(unpaidColours(mixed, ['Black'])).toEqual({ code: 'printed-line/unpaid', message: "Project p-1's White tiles are on no line." });
  });

  it('prints nothing for a line that is not printed', () => {
    const pad: PaidLine = { printable: false, productId: 'wallPadKit', productTitle: 'Wall Pad Kit', frameColor: 'Default', quantity: 3, attributes: [] };
    expect(printedTilesOf(pad, null)).toEqual({ _tag: 'Right', right: [] });
    expect(printedTilesOf({ ...pad, attributes: [{ key: '_tiles', value: tilesJson(['Black']) }] }, null)._tag).toBe('Left');
  });

  it('refuses a line whose project is missing, another, of another product, or does not add up', () => {
    const line = printedLine(2, 1);
    expect(printedTilesOf(line, null)).toEqual(error('printed-line/project', "Project p-1 is not one of this cart's projects."));
    expect(printedTilesOf(line, { ...project(2, 1), id: 'p-2' })).toEqual(error('printed-line/project', "Project p-1 is not one of this cart's projects."));
    expect(printedTilesOf(line, project(2, 1, 'Black', { productId: 'largeTile12x12' }))).toEqual(
      error('printed-line/project', 'Project p-1 is not a Photo Tile 8x8 project.'),
    );
    // The line lists 2 tiles x 1 copy; the project holds 1 tile x 2 copies: the same quantity, other prints.
    expect(printedTilesOf(line, project(1, 2))).toEqual(error('printed-line/count', "1 tile x 2 copies make 2, not the line's quantity of 2."));
    expect(printedTilesOf(line, project(3, 1))).toEqual(error('printed-line/count', "3 tiles x 1 copy make 3, not the line's quantity of 2."));
    expect(printedTilesOf(line, project(2, 1, 'White'))).toEqual(error('printed-line/count', "0 tiles x 1 copy make 0, not the line's quantity of 2."));
    const blank = { ...project(2, 1), tiles: [storedTile(0), storedTile(1, 'Black', { imagePath: '' })] };
    expect(printedTilesOf(line, blank)).toEqual(error('printed-line/project', 'Tile 2 of project p-1 has no photo.'));
    expect(printedTilesOf({ ...line, quantity: 3 }, project(2, 1))._tag).toBe('Left');
  });
});
