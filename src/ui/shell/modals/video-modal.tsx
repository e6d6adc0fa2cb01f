import { useEffect, useRef } from 'react';
import type { VideoModalRequest } from '../../../application/shell/video-player';
import { Dialog } from './dialog';
import styles from './dialog.module.css';
import type { ModalBodyProps } from './modal-body';

/**
 * SPEC §2: the global video player. The browser's own controls (keyboard operable: Tab to them,
 * Space to play or pause, arrows to seek); captions when the video has them. Closing pauses the
 * video and releases it (source removed, `load()`), so nothing keeps playing or downloading. The
 * Dialog's own Close button (and backdrop, Escape, swipe) closes it: no second 'Close' below.
 */
export default function VideoModal({ request, dismiss }: ModalBodyProps<VideoModalRequest>) {
  const ref = useRef<HTMLVideoElement>(null);
  const { video } = request;
  useEffect(() => {
    const element = ref.current;
    return () => {
      if (!element) return;
      element.pause();
      element.removeAttribute('src');
      for (const source of Array.from(element.querySelectorAll('source, track'))) source.remove();
      element.load();
    };
  }, []);
  return (
    <Dialog title={video.title} size="wide" onDismiss={dismiss} testId="video-modal">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the <track> is there whenever the video has captions (below) */}
      <video ref={ref} className={styles.video} controls preload="metadata" playsInline aria-label={video.title} tabIndex={0} data-autofocus>
        <source src={video.src} type={video.type} />
        {video.captions && <track kind="captions" src={video.captions.src} srcLang={video.captions.srclang} label={video.captions.label} default />}
        Your browser cannot play this video.
      </video>
    </Dialog>
  );
}
