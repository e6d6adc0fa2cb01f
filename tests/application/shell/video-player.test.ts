import { describe, expect, it } from 'vitest';
import { VideoPlayer, type VideoModalRequest } from '../../../src/application/shell/video-player';
import { ModalStore } from '../../../src/application/shell/modal-store';

const REFUSED = 'This video cannot be played: only MP4 and Ogg videos are supported.';

describe('the global video player', () => {
  it('opens the modal for a playable video, and nothing for another type', async () => {
    const modals = new ModalStore();
    const player = new VideoPlayer(modals);
    const refused = player.play({ src: '/files/a.webm', title: 't' });
    expect(refused).toEqual({ _tag: 'Left', left: { code: 'media/not-a-video', message: REFUSED } });
    expect(modals.isOpen).toBe(false);
    const played = player.play({ src: '/files/a.mp4', title: 'How to hang' });
    expect((modals.current?.request as VideoModalRequest).video).toEqual({ src: '/files/a.mp4', type: 'video/mp4', title: 'How to hang' });
    modals.dismiss();
    if (played._tag === 'Right') await played.right;
    expect(modals.isOpen).toBe(false);
  });
});
