import type { Container } from 'inversify';
import { useContext } from 'react';
import { FirstPaintData, type FirstPaintData as FirstPaint } from '../../application/ports/first-paint-data';
import { ContainerContext } from './use-service';

const NONE: readonly string[] = [];

/**
 * Where the store's photos live besides /files/ (S3_BUCKET: from the page's boot data, on the server's
 * render and in the browser alike), for `sizedPictureAddress`. None outside an app (a picture rendered
 * alone, as the fidelity suite does) or on the disk store.
 */
export function usePhotoBases(): readonly string[] {
  return photoBasesOf(useContext(ContainerContext));
}

/** The same outside a render: the server's head reads them from the request's container. */
export function photoBasesOf(container: Container | null | undefined): readonly string[] {
  if (!container?.isBound(FirstPaintData)) return NONE;
  return container.get<FirstPaint>(FirstPaintData).photoBases?.() ?? NONE;
}
