import type { Either } from 'fp-ts/Either';
import type { Product } from '../../domain/catalog';
import type { ContinueMode, ContinueProblem, SharedDesign } from '../../domain/sharing';
import type { ApiFailure } from './main-api';

/** A shared design as the `/d/{id}` page shows it. */
export interface SharedDesignView {
  readonly id: string;
  readonly design: SharedDesign;
  /** Absent when the catalogue no longer has the design's product. */
  readonly product: Product | null;
  /** The design's picture (the page's og:image). */
  readonly imageUrl: string;
}

/** One of the owner's links. */
export interface ShareLink {
  readonly id: string;
  readonly projectId: string;
  /** `/d/{id}` */
  readonly path: string;
  readonly createdAt: number;
  readonly tiles: number;
  /** The picture a link preview shows for it (its Open Graph image), so the owner sees it before sharing. */
  readonly previewImageUrl: string;
}

/** Issue 35 item 2: designs shared by link (only the server makes, keeps and turns off a link). */
export interface DesignShares {
  /** GET v1/shares/{id}: the design, or null when the link is unknown or was turned off. */
  get(id: string): Promise<Either<ApiFailure, SharedDesignView | null>>;
  /** POST v1/shares/create: a new link to the owner's saved project (its design as it is now). */
  create(projectId: string, cartToken: string): Promise<Either<ApiFailure, ShareLink>>;
  /** POST v1/shares/list: the owner's links not turned off, newest first. */
  list(cartToken: string): Promise<Either<ApiFailure, readonly ShareLink[]>>;
  /** POST v1/shares/revoke: turns one of the owner's links off for good. */
  revoke(id: string, cartToken: string): Promise<Either<ApiFailure, void>>;
}
export const DesignShares = Symbol('DesignShares');

/** A continue link as the desktop shows it: the token, the phone page's path and when it stops working. */
export interface ContinueLink {
  readonly link: string;
  readonly path: string;
  readonly expiresAt: number;
}

/** The server refused a continue link: why. */
export interface ContinueRefused {
  readonly code: 'continue/refused';
  readonly problem: ContinueProblem;
  readonly message: string;
}

/** Issue 35 item 3: "continue on my phone" links. */
export interface ContinueLinks {
  /** POST v1/projects/continue-link: a signed, single-use, 10-minute link to the owner's saved project. */
  create(projectId: string, cartToken: string, mode: ContinueMode): Promise<Either<ApiFailure, ContinueLink>>;
  /** POST v1/projects/continue: opens it under this browser's cart; answers the project id it now has. */
  redeem(link: string, cartToken: string): Promise<Either<ApiFailure | ContinueRefused, string>>;
}
export const ContinueLinks = Symbol('ContinueLinks');
