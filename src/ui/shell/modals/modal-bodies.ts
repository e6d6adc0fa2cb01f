import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { accountStores, printingStores, sharingStores, withFeature } from '../../routing/feature-modules';
import type { ModalBodyProps } from './modal-body';
import { ModalUnavailable } from './modal-unavailable';
import { loadChunk } from '../../../application/loading/chunk-loader';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each body narrows its own request and answer; the host only passes them through
type AnyBody = ComponentType<ModalBodyProps<any, any>>;

/**
 * A body in its own chunk, loaded through the ChunkLoader (retried for 120 s, SPEC §8); if it cannot
 * load, the modal is dismissed rather than left invisible, and the ChunkLoadNotice asks for a reload.
 */
const body = (load: () => Promise<{ default: AnyBody }>): LazyExoticComponent<AnyBody> =>
  lazy(() => loadChunk(load).catch(() => ({ default: ModalUnavailable })));

/**
 * Every modal's body by its request's kind. Each loads when first shown, so none of them is in the
 * home route's JS; the printing ones load with the printing session's stores they read.
 */
export const modalBodies: Readonly<Record<string, LazyExoticComponent<AnyBody>>> = {
  error: body(() => import('./error-modal')),
  confirm: body(() => import('./confirm-modal')),
  video: body(() => import('./video-modal')),
  'low-resolution': body(() => withFeature(printingStores, () => import('../../printing/low-resolution-modal'))),
  photo: body(() => withFeature(printingStores, () => import('../../printing/photo-dialog'))),
  'recovery-link': body(() => import('../../recovery/recovery-link-modal')),
  'convert-prompt': body(() => withFeature(printingStores, () => import('../../printing/convert-prompt-modal'))),
  share: body(() => withFeature(sharingStores, () => import('../../sharing/share-dialog'))),
  'continue-phone': body(() => withFeature(sharingStores, () => import('../../sharing/continue-dialog'))),
  geolocation: body(() => import('../../account/geolocation-notice')),
  login: body(() => withFeature(accountStores, () => import('../../account/login-modal'))),
  'welcome-promo': body(() => import('../../account/welcome-promo-modal')),
  'wall-preview': body(() => import('../../wall/wall-dialog')),
};
