import { describe, expect, it } from 'vitest';
import {
  DISPLAY_PICTURE_PX,
  isSizedPictureEdge,
  pictureEdgeOf,
  SIZED_PICTURE_EDGES,
  sizedEdgeAtLeast,
  sizedPictureAddress,
  sizedPictureSources,
} from '../../../src/domain/imaging/sized-picture';

const image = { width: 4000, height: 3000 };

describe('display-size derivatives (issue 28 item 4)', () => {
  it('knows the ladder of edges and nothing else', () => {
    expect(SIZED_PICTURE_EDGES).toEqual([256, 512, 800, 1200, 1600, 2048]);
    expect(isSizedPictureEdge(800)).toBe(true);
    expect(isSizedPictureEdge(801)).toBe(false);
  });

  it('rounds a need up to the ladder, and caps it at 2048', () => {
    expect(sizedEdgeAtLeast(1)).toBe(256);
    expect(sizedEdgeAtLeast(800)).toBe(800);
    expect(sizedEdgeAtLeast(801)).toBe(1200);
    expect(sizedEdgeAtLeast(9000)).toBe(2048);
  });

  it('gives the shown part of the photo about 800 px: a whole photo 800, a half crop 1600, a split piece 2048', () => {
    expect(DISPLAY_PICTURE_PX).toBe(800);
    expect(pictureEdgeOf({ image, source: { x: 0, y: 0, width: 4000, height: 3000 } })).toBe(800);
    expect(pictureEdgeOf({ image, source: { x: 500, y: 0, width: 3000, height: 3000 } })).toBe(1200);
    expect(pictureEdgeOf({ image, source: { x: 0, y: 0, width: 2000, height: 1500 } })).toBe(1600);
    expect(pictureEdgeOf({ image, source: { x: 0, y: 0, width: 1333, height: 1000 } })).toBe(2048);
    expect(pictureEdgeOf({ image, source: { x: 0, y: 0, width: 4000, height: 3000 } }, 200)).toBe(256);
  });

  it('survives an empty source (no division by zero)', () => {
    expect(pictureEdgeOf({ image: { width: 0, height: 0 }, source: { x: 0, y: 0, width: 0, height: 0 } })).toBe(256);
  });

  it('addresses the derivative of the store’s own files only', () => {
    expect(sizedPictureAddress('/files/uploads/tilepix/a b.jpg', 800)).toBe('/api/v1/images/sized?src=%2Ffiles%2Fuploads%2Ftilepix%2Fa%20b.jpg&edge=800');
    expect(sizedPictureAddress('https://images.example.com/a.jpg', 800)).toBe('https://images.example.com/a.jpg');
    expect(sizedPictureAddress('blob:http://localhost/1', 800)).toBe('blob:http://localhost/1');
    expect(sizedPictureAddress('', 800)).toBe('');
  });

  it("on S3 also names the derivative of a photo under one of the bucket's bases, and nothing that only looks like one", () => {
    const bases = ['http://127.0.0.1:9000/tilepix/', 'https://cdn.example.com/'];
    expect(sizedPictureAddress('http://127.0.0.1:9000/tilepix/uploads/tilepix/a.jpg', 512, bases)).toBe(
      '/api/v1/images/sized?src=http%3A%2F%2F127.0.0.1%3A9000%2Ftilepix%2Fuploads%2Ftilepix%2Fa.jpg&edge=512',
    );
    expect(sizedPictureAddress('https://cdn.example.com/uploads/tilepix/a.jpg', 256, bases)).toBe(
      '/api/v1/images/sized?src=https%3A%2F%2Fcdn.example.com%2Fuploads%2Ftilepix%2Fa.jpg&edge=256',
    );
    expect(sizedPictureAddress('/files/uploads/tilepix/a.jpg', 256, bases)).toBe('/api/v1/images/sized?src=%2Ffiles%2Fuploads%2Ftilepix%2Fa.jpg&edge=256');
    // Another bucket on the same host, the base itself, a base not ending in '/': drawn as they are.
    for (const other of ['http://127.0.0.1:9000/tilepix-other/a.jpg', 'https://cdn.example.com/', 'https://cdn.example.com.evil/a.jpg']) {
      expect(sizedPictureAddress(other, 512, bases)).toBe(other);
    }
    expect(sizedPictureAddress('https://cdn.example.com/a.jpg', 512, ['https://cdn.example.com'])).toBe('https://cdn.example.com/a.jpg');
  });

  it('describes a picture drawn at a layout-decided size by its derivatives, widest last, with a fallback src', () => {
    const ladder = { edges: [512, 800, 1200] as const, fallback: 800 as const };
    expect(sizedPictureSources('/files/products/a b.png', ladder)).toEqual({
      src: '/api/v1/images/sized?src=%2Ffiles%2Fproducts%2Fa%20b.png&edge=800',
      srcSet:
        '/api/v1/images/sized?src=%2Ffiles%2Fproducts%2Fa%20b.png&edge=512 512w, ' +
        '/api/v1/images/sized?src=%2Ffiles%2Fproducts%2Fa%20b.png&edge=800 800w, ' +
        '/api/v1/images/sized?src=%2Ffiles%2Fproducts%2Fa%20b.png&edge=1200 1200w',
    });
    expect(sizedPictureSources('https://cdn.example.com/p/a.png', { edges: [256], fallback: 256 }, ['https://cdn.example.com/'])).toEqual({
      src: '/api/v1/images/sized?src=https%3A%2F%2Fcdn.example.com%2Fp%2Fa.png&edge=256',
      srcSet: '/api/v1/images/sized?src=https%3A%2F%2Fcdn.example.com%2Fp%2Fa.png&edge=256 256w',
    });
  });

  it('draws a picture that is not one of the store’s files as it is: no srcset', () => {
    const ladder = { edges: [512, 800] as const, fallback: 512 as const };
    for (const other of ['https://images.example.com/a.jpg', 'blob:http://localhost/1', 'data:image/png;base64,AAAA', '']) {
      expect(sizedPictureSources(other, ladder)).toEqual({ src: other });
    }
  });
});
