import { lazy, type ComponentType } from 'react';
import type { Container } from 'inversify';
import { accountStores, perContainer, printingStores, sharingStores, withFeature, type Feature } from '../../routing/feature-modules';
import type { ModalBodyProps } from './modal-body';
import { ModalUnavailable } from './modal-unavailable';
import { loadChunk } from '../../../application/loading/chunk-loader';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each body narrows its own request and answer; the host only passes them through
type AnyBody = ComponentType<ModalBodyProps<any, any>>;

/**
 * A body in its own chunk, loaded through the ChunkLoader (retried for 120 s, SPEC §8); if it cannot
 * load, the modal is dismissed rather than left invisible, and the ChunkLoadNotice asks for a reload.
 */
const body = (load: () => Promise<{ default: AnyBody }>): AnyBody => lazy(() => loadChunk(load).catch(() => ({ default: ModalUnavailable })));

/** A body that reads a feature's stores: they bind into the container the modal renders in, with the body's code. */
const featureBody = (feature: Feature, load: () => Promise<{ default: AnyBody }>): AnyBody =>
  perContainer((container: Container) => body(() => withFeature(container, feature, load)));

/**
 * Every modal's body by its request's kind. Each loads when first shown, so none of them is in the
 * home route's JS; the printing ones load with the printing session's stores they read.
 */
export const modalBodies: Readonly<Record<string, AnyBody>> = {
  error: body(() => import('./error-modal')),
  confirm: body(() => import('./confirm-modal')),
  video: body(() => import('./video-modal')),
  'low-resolution': featureBody(printingStores, () => import('../../printing/low-resolution-modal')),
  photo: featureBody(printingStores, () => import('../../printing/photo-dialog')),
  'recovery-link': body(() => import('../../recovery/recovery-link-modal')),
  'convert-prompt': featureBody(printingStores, () => import('../../printing/convert-prompt-modal')),
  share: featureBody(sharingStores, () => import('../../sharing/share-dialog')),
  'continue-phone': featureBody(sharingStores, () => import('../../sharing/continue-dialog')),
  geolocation: body(() => import('../../account/geolocation-notice')),
  login: featureBody(accountStores, () => import('../../account/login-modal')),
  'welcome-promo': body(() => import('../../account/welcome-promo-modal')),
  'wall-preview': body(() => import('../../wall/wall-dialog')),
};
