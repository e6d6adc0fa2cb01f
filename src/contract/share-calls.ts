import * as t from 'io-ts';

/**
 * The owner's calls about shared designs and "continue on my phone" links (issue 35 items 2 and 3)
 * on the wire; the shared design itself is share.ts, which every page's boot block decodes (these
 * only the calls' own chunk and the server read: issue 27's JS budget).
 */

/** POST v1/shares/create: the owner's project (saved on the server) and the cart token that reaches it. */
export const ShareCreateRequestCodec = t.type({ projectId: t.string, cartToken: t.string });
export const ShareSummaryCodec = t.type({ id: t.string, projectId: t.string, path: t.string, createdAt: t.number, tiles: t.number });
export type ShareSummary = t.TypeOf<typeof ShareSummaryCodec>;
/** POST v1/shares/list: the caller's links not revoked (a customer's; an anonymous cart's by its token). */
export const ShareListRequestCodec = t.type({ cartToken: t.string });
export const ShareListAnswerCodec = t.type({ shares: t.array(ShareSummaryCodec) });
/** POST v1/shares/revoke: 204; another's or unknown id: 404 (never says which). */
export const ShareRevokeRequestCodec = t.type({ id: t.string, cartToken: t.string });

/** POST v1/projects/continue-link: a signed, single-use, 10-minute link to open a project on the phone. */
export const ContinueLinkRequestCodec = t.type({ projectId: t.string, cartToken: t.string, mode: t.keyof({ move: null, copy: null }) });
export const ContinueLinkAnswerCodec = t.type({ link: t.string, path: t.string, expiresAt: t.number });
/** POST v1/projects/continue: the phone redeems it under its own cart token; answered with the project it now has. */
export const ContinueRedeemRequestCodec = t.type({ link: t.string, cartToken: t.string });
export const ContinueRedeemAnswerCodec = t.type({ projectId: t.string, mode: t.keyof({ move: null, copy: null }) });
