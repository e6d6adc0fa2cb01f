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
  SharedDesignAnswerCodec,
} from '../share';
import { endpoint } from './endpoint';

/** Issue 35: designs shared by link, and the "continue on my phone" link. */
export const sharingEndpoints = {
  getSharedDesign: endpoint({ method: 'GET', path: 'v1/shares/:id', query: null, body: null, answer: SharedDesignAnswerCodec }),
  /** The design's Open Graph picture (JPEG, 1200 × 630, ≤ 200 KB). */
  getSharedDesignImage: endpoint({ method: 'GET', path: 'v1/shares/:id/image', query: null, body: null, answer: null }),
  createShare: endpoint({ method: 'POST', path: 'v1/shares/create', query: null, body: ShareCreateRequestCodec, answer: ShareSummaryCodec }),
  listShares: endpoint({ method: 'POST', path: 'v1/shares/list', query: null, body: ShareListRequestCodec, answer: ShareListAnswerCodec }),
  revokeShare: endpoint({ method: 'POST', path: 'v1/shares/revoke', query: null, body: ShareRevokeRequestCodec, answer: null }),
  createContinueLink: endpoint({
    method: 'POST',
    path: 'v1/projects/continue-link',
    query: null,
    body: ContinueLinkRequestCodec,
    answer: ContinueLinkAnswerCodec,
  }),
  redeemContinueLink: endpoint({
    method: 'POST',
    path: 'v1/projects/continue',
    query: null,
    body: ContinueRedeemRequestCodec,
    answer: ContinueRedeemAnswerCodec,
  }),
} as const;
