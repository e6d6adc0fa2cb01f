import { fileExtension, mediaKind } from './media';
import { playableVideo, type PlayableVideo } from './video';

// Apart from video.ts, which the video player reads on every page: only the catalogue's product views
// read this (issue 27's JS budget: a module is placed whole in the shared chunk).

/**
 * The videos among a product's media (SPEC §5: media is told by extension): each mp4/ogg, with the
 * .vtt of the same name as its captions when the list has one.
 */
export const videosAmong = (urls: readonly string[], title: string): readonly PlayableVideo[] => {
  const base = (u: string) => u.replace(/[?#].*$/s, '').replace(/\.[^./]+$/, '');
  return urls.flatMap((src) => {
    if (mediaKind(src) !== 'video') return [];
    const captionsSrc = urls.find((u) => fileExtension(u) === 'vtt' && base(u) === base(src));
    const checked = playableVideo({ src, title, ...(captionsSrc ? { captionsSrc } : {}) });
    return checked._tag === 'Right' ? [checked.right] : [];
  });
};
