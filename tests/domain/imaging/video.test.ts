import { describe, expect, it } from 'vitest';
import { playableVideo, videosAmong } from '../../../src/domain/imaging';

const REFUSED = 'This video cannot be played: only MP4 and Ogg videos are supported.';

describe('the video rule (SPEC §5: mp4 and ogg)', () => {
  it('plays mp4 and ogg, typed by extension, whatever the query', () => {
    expect(playableVideo({ src: '/files/how-to.mp4', title: 'How to hang' })).toEqual({
      _tag: 'Right',
      right: { src: '/files/how-to.mp4', type: 'video/mp4', title: 'How to hang' },
    });
    expect(playableVideo({ src: 'https://cdn.example/a.OGG?v=2', title: 't' })).toMatchObject({ right: { type: 'video/ogg' } });
  });

  it.each([
    '/files/a.webm',
    '/files/a.mov',
    '/files/a.jpg',
    'javascript:alert(1)//.mp4',
    'data:video/mp4;base64,AAAA.mp4',
    '//evil.example/a.mp4',
    'ftp://x/a.mp4',
    '/files/a.mp4 onerror=x',
    '',
  ])('refuses %j', (src) => {
    expect(playableVideo({ src, title: 't' })).toEqual({ _tag: 'Left', left: { code: 'media/not-a-video', message: REFUSED } });
  });

  it('captions only from a .vtt address', () => {
    expect(playableVideo({ src: '/v.mp4', title: 't', captionsSrc: '/v.vtt' })).toMatchObject({
      right: { captions: { src: '/v.vtt', srclang: 'en', label: 'English' } },
    });
    expect(playableVideo({ src: '/v.mp4', title: 't', captionsSrc: 'javascript:x.vtt' })).not.toHaveProperty('right.captions');
    expect(playableVideo({ src: '/v.mp4', title: 't', captionsSrc: '/v.srt' })).not.toHaveProperty('right.captions');
  });

  it("finds a product's videos among its media, with the captions of the same name", () => {
    expect(videosAmong(['/a.jpg', '/how.mp4', '/how.vtt', '/b.ogg', '/c.webm'], 'Tile: video')).toEqual([
      { src: '/how.mp4', type: 'video/mp4', title: 'Tile: video', captions: { src: '/how.vtt', label: 'English', srclang: 'en' } },
      { src: '/b.ogg', type: 'video/ogg', title: 'Tile: video' },
    ]);
  });
});
