import { left, right, type Either } from 'fp-ts/Either';
import { domainError, type DomainError } from '../errors';
import { fileExtension, mediaKind } from './media';

/** A video the global player can play (SPEC §2 video player modal, §5 media rules: mp4 or ogg). */
export interface PlayableVideo {
  readonly src: string;
  /** The source's media type, from its extension. */
  readonly type: 'video/mp4' | 'video/ogg';
  readonly title: string;
  /** A WebVTT captions file, when the video has one. */
  readonly captions?: { readonly src: string; readonly label: string; readonly srclang: string };
}

export type VideoRefused = DomainError<'media/not-a-video'>;

/** Only our own paths and http(s) addresses: never javascript:, data: or other schemes. */
const isSafeAddress = (src: string): boolean => /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(src);

/**
 * Checks a video to play: an mp4 or ogg address (by extension, SPEC §5) that is a same-site path
 * or an http(s) URL; captions only from a .vtt address of the same kind. Anything else is refused
 * with a message, and nothing is opened.
 */
export const playableVideo = (video: {
  readonly src: string;
  readonly title: string;
  readonly captionsSrc?: string;
  readonly captionsLabel?: string;
}): Either<VideoRefused, PlayableVideo> => {
  const src = video.src.trim();
  if (!isSafeAddress(src) || mediaKind(src) !== 'video') {
    return left(domainError('media/not-a-video', 'This video cannot be played: only MP4 and Ogg videos are supported.'));
  }
  const captions = video.captionsSrc?.trim();
  const usableCaptions = captions !== undefined && isSafeAddress(captions) && fileExtension(captions) === 'vtt';
  return right({
    src,
    type: fileExtension(src) === 'mp4' ? 'video/mp4' : 'video/ogg',
    title: video.title,
    ...(usableCaptions ? { captions: { src: captions, label: video.captionsLabel ?? 'English', srclang: 'en' } } : {}),
  });
};
