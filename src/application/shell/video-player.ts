import { inject, injectable } from 'inversify';
import { isLeft, right, type Either } from 'fp-ts/Either';
import { playableVideo, type PlayableVideo, type VideoRefused } from '../../domain/imaging';
import { ModalStore, type ModalRequest } from './modal-store';

/** The global video player modal's request (SPEC §2). */
export interface VideoModalRequest extends ModalRequest {
  readonly kind: 'video';
  readonly video: PlayableVideo;
}

/**
 * The one video player for every page (SPEC §2 "A global video player modal"): checks the video
 * (mp4/ogg, safe address) and shows it in the modal; resolves when it closes. A refused video opens
 * nothing and answers why.
 */
@injectable()
export class VideoPlayer {
  constructor(@inject(ModalStore) private readonly modals: ModalStore) {}

  play(video: {
    readonly src: string;
    readonly title: string;
    readonly captionsSrc?: string;
    readonly captionsLabel?: string;
  }): Either<VideoRefused, Promise<void>> {
    const checked = playableVideo(video);
    if (isLeft(checked)) return checked;
    return right(this.playChecked(checked.right));
  }

  /** A video already checked (e.g. found among a product's media by `videosAmong`). */
  playChecked(video: PlayableVideo): Promise<void> {
    const request: VideoModalRequest = { kind: 'video', video };
    return this.modals.open(request, undefined);
  }
}
