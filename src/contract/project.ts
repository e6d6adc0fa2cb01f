import * as t from 'io-ts';
import { withRotation } from '../domain/admin/print-file';
import { PROJECT_DEFAULTS, TILE_STATE, tileCrop, usesSingleImage, type Project, type Tile } from '../domain/project';
import type { ImagePx } from '../domain/units';
import { nullable } from './nullable';

/** Tile fields that only make sense in this browser and are never sent. */
type LocalTileField = 'file' | 'uploadingFull' | 'locallyCreated' | 'croppedImageUrl' | 'state';

/** A tile as the server stores it: full crop corners and state always 'Framed'. */
export interface ServerTile extends Omit<Tile, LocalTileField | 'cropBottomRightX' | 'cropBottomRightY'> {
  readonly cropBottomRightX: ImagePx;
  readonly cropBottomRightY: ImagePx;
  readonly state: typeof TILE_STATE;
}

/** A project as POST v1/projects/save sends it (no local bookkeeping flags). */
export interface ServerProject extends Omit<Project, 'tiles' | 'savedToServer' | 'hasUnsavedChanges' | 'serverVersion'> {
  readonly tiles: readonly ServerTile[];
}

const toServerTile = (tile: Tile, aspect: number): ServerTile => {
  const crop = tileCrop(tile, aspect);
  const { file: _f, uploadingFull: _u, locallyCreated: _l, croppedImageUrl: _c, state: _s, ...kept } = tile;
  return {
    ...kept,
    cropBottomRightX: (crop.x + crop.width) as ImagePx,
    cropBottomRightY: (crop.y + crop.height) as ImagePx,
    state: TILE_STATE,
  };
};

/**
 * The server format of a project: tiles without an imagePath (still uploading) are dropped
 * unless the project uses a single image; every tile is sent with state 'Framed'. The revision the
 * local copy is based on (`serverVersion`) travels beside it, as the save's `baseVersion`.
 */
export const toServerProject = (project: Project, aspect = 1): ServerProject => {
  const { savedToServer: _s, hasUnsavedChanges: _h, serverVersion: _v, tiles, ...rest } = project;
  const single = usesSingleImage(project);
  return {
    ...rest,
    tiles: tiles.filter((t) => single || (t.imagePath !== undefined && t.imagePath !== '')).map((t) => toServerTile(t, aspect)),
  };
};

/**
 * A project as loaded from the server: saved, clean, inactive, in the Cart (recovery decides
 * otherwise when a local copy exists); split-loaded projects get tileSpacing 0.5. A versioned
 * server project keeps its revision as `serverVersion` (the wire's `version` is not a project field).
 */
export const fromServerProject = (server: ServerProject | VersionedServerProject): Project => ({
  ...withoutVersion(server),
  ...('version' in server && typeof server.version === 'number' ? { serverVersion: server.version } : {}),
  status: 'Cart',
  isActive: false,
  tileSpacing: server.isSplit ? PROJECT_DEFAULTS.splitTileSpacing : (server.tileSpacing ?? PROJECT_DEFAULTS.tileSpacing),
  // A tile saved before photos turned has no rotation (0); anything but a quarter turn is dropped.
  tiles: server.tiles.map(({ state: _s, rotation, ...tile }) => ({ ...tile, ...withRotation(rotation) })),
  savedToServer: true,
  hasUnsavedChanges: false,
});

const withoutVersion = (server: ServerProject | VersionedServerProject): ServerProject => {
  if (!('version' in server)) return server;
  const { version: _v, ...rest } = server;
  return rest;
};

/**
 * The shape check of a server project on the wire (POST v1/projects/get answers, POST v1/projects/save
 * bodies): ids and tiles are required, the other fields pass through as `ServerProject` describes them.
 * The server-projects issue (#15) tightens this to every field once the server stores projects.
 */
const ServerProjectShape = t.type({
  id: t.string,
  productId: t.string,
  cartToken: t.string,
  tiles: t.array(t.type({ id: t.string, positionX: t.number, positionY: t.number })),
});

export const ServerProjectCodec = new t.Type<ServerProject, ServerProject, unknown>(
  'ServerProject',
  (u): u is ServerProject => ServerProjectShape.is(u),
  (u, c) => {
    const shape = ServerProjectShape.validate(u, c);
    return shape._tag === 'Left' ? shape : t.success(u as ServerProject);
  },
  t.identity,
);

/**
 * The server's revision of a stored project. Every save names the revision it was based on
 * (`baseVersion`, null for a project the server has never stored) and is answered with the new one;
 * a save based on an older revision is refused with 409 and the current project (never a silent
 * overwrite, never a duplicate).
 */
export const ProjectVersionCodec = t.type({ version: t.number });

/** A server project with the revision the server holds. */
export const VersionedServerProjectCodec = t.intersection([ServerProjectCodec, ProjectVersionCodec]);
export type VersionedServerProject = t.TypeOf<typeof VersionedServerProjectCodec>;

/**
 * POST v1/projects/get: the caller's projects not yet completed. A signed-in customer gets their own;
 * the optional cartToken names this browser's anonymous projects, which a signed-in customer adopts
 * (and an anonymous caller reads). `userId`: an admin reads another customer's projects (SPEC §6).
 */
export const ProjectsGetRequestCodec = t.intersection([t.type({ abandoned: t.literal(true) }), t.partial({ cartToken: t.string, userId: t.string })]);
export const ProjectsGetAnswerCodec = t.type({ projects: t.array(VersionedServerProjectCodec) });

/** POST v1/projects/save: a server-format project and the revision it was based on; answered with the new revision. */
export const ProjectSaveRequestCodec = t.intersection([ServerProjectCodec, t.type({ baseVersion: nullable(t.number) })]);
export type ProjectSaveRequest = t.TypeOf<typeof ProjectSaveRequestCodec>;

/** The 409 answer to a stale save: the spec's error body and the project as the server holds it. */
export const ProjectConflictCodec = t.type({ customerMessage: t.string, current: VersionedServerProjectCodec });
export type ProjectConflict = t.TypeOf<typeof ProjectConflictCodec>;

/** POST v1/projects/delete. */
export const ProjectDeleteRequestCodec = t.type({ projectId: t.string, cartToken: t.string });

/**
 * POST v1/projects/recover (issue 26): a recovery email's signed link (`/recover?link=`), redeemed once
 * by the signed-in customer it was written for; answered with the cart token it brings back.
 */
export const ProjectRecoverRequestCodec = t.type({ link: t.string });
export const ProjectRecoverAnswerCodec = t.type({ cartToken: t.string });

/** Why the server refused a recovery link (the answer's `code`, with status 400, 410, 410 and 403). */
export const RECOVERY_LINK_REFUSALS = ['recovery/invalid', 'recovery/expired', 'recovery/used', 'recovery/foreign'] as const;
export type RecoveryLinkRefusal = (typeof RECOVERY_LINK_REFUSALS)[number];
