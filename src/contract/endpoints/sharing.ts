import {
  ContinueLinkAnswerCodec,
  ContinueLinkRequestCodec,
  ContinueRedeemAnswerCodec,
  ContinueRedeemRequestCodec,
  ShareCreateRequestCodec,
  ShareListAnswerCodec,
  ShareListRequestCodec,
  ShareRevokeRequestCodec,
  ShareSummaryCodec,
} from '../share-calls';
import { SharedDesignAnswerCodec } from '../share';
import { getEndpoint, postEndpoint } from './endpoint';

/** Issue 35: designs shared by link, and the "continue on my phone" link. */
export const sharingEndpoints = {
  getSharedDesign: getEndpoint('v1/shares/:id', SharedDesignAnswerCodec),
  /** The design's Open Graph picture (JPEG, 1200 × 630, ≤ 200 KB). */
  getSharedDesignImage: getEndpoint('v1/shares/:id/image', null),
  createShare: postEndpoint('v1/shares/create', ShareCreateRequestCodec, ShareSummaryCodec),
  listShares: postEndpoint('v1/shares/list', ShareListRequestCodec, ShareListAnswerCodec),
  revokeShare: postEndpoint('v1/shares/revoke', ShareRevokeRequestCodec, null),
  createContinueLink: postEndpoint('v1/projects/continue-link', ContinueLinkRequestCodec, ContinueLinkAnswerCodec),
  redeemContinueLink: postEndpoint('v1/projects/continue', ContinueRedeemRequestCodec, ContinueRedeemAnswerCodec),
} as const;
