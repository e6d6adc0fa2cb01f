import * as t from 'io-ts';
import { MAX_HANDED_OVER_ITEMS, MAX_HANDED_OVER_VALUE } from '../domain/embed/limits';
import { nullable } from './nullable';

/**
 * The messages between the store in an iframe and the page that embeds it (SPEC §7 "Parent-frame
 * messages"), both directions, with the spec's own message names.
 *
 * One envelope for every message, both ways: a plain object `{ type, source?, protocol?, ...fields }`.
 * - `type`: the spec's message name (`notifyVueCreated`, `changeRoute`…).
 * - `source`: 'tilepix' on every message the store sends (a parent tells ours from others').
 * - `protocol`: `PARENT_FRAME_PROTOCOL`; the store always sends it, a parent may omit it, and a
 *   message naming another version is dropped.
 * The fields are the message's own (below). README 'Embedding' lists each with an example.
 */

/** The protocol these codecs describe. A message may name it (`protocol`); one that names another is dropped. */
export const PARENT_FRAME_PROTOCOL = 1;

/** Every message the store sends carries this source, so the parent can tell ours from others. */
export const MESSAGE_SOURCE = 'tilepix';

/** The envelope fields besides `type`: the source (ours only, on the way out) and the protocol version. */
const Envelope = t.partial({ source: t.string, protocol: t.literal(PARENT_FRAME_PROTOCOL) });

const message = <T extends string, P extends t.Props>(type: T, props: P) => t.intersection([t.type({ type: t.literal(type), ...props }), Envelope]);
const withOptional = <T extends string, P extends t.Props, O extends t.Props>(type: T, props: P, optional: O) =>
  t.intersection([t.type({ type: t.literal(type), ...props }), t.partial(optional), Envelope]);

/** A short identifier (request ids, tile ids): 1 to 64 characters. */
const ShortId = t.refinement(t.string, (s) => s.length >= 1 && s.length <= 64, 'ShortId');
/** An app path or URL as sent by a parent: at most 2,000 characters (checked against the allow-list after decoding). */
const Address = t.refinement(t.string, (s) => s.length >= 1 && s.length <= 2000, 'Address');
const HandedOverValue = t.refinement(t.string, (s) => s.length <= MAX_HANDED_OVER_VALUE, 'HandedOverValue');
const HandedOverItems = t.refinement(t.record(t.string, HandedOverValue), (items) => Object.keys(items).length <= MAX_HANDED_OVER_ITEMS, 'HandedOverItems');

/** The active project as the parent sees it: what it is, not its photos. */
export const ParentProjectCodec = t.type({
  id: t.string,
  productId: t.string,
  status: t.string,
  tileCount: t.number,
  frameColor: t.string,
  filter: t.string,
  matColor: t.string,
});

/** The store's state the parent page mirrors (SPEC §7 "updateState for …"); each field optional. */
export const StoreStateCodec = t.partial({
  activeProject: nullable(ParentProjectCodec),
  activeProjectId: nullable(t.string),
  activeProjectIds: t.array(t.string),
  appSize: t.type({ width: t.number, height: t.number }),
  homeUrl: t.string,
  preventUnload: t.boolean,
  isModalOpen: t.boolean,
  showWelcomePromo: t.boolean,
  cartCount: t.number,
  /**
   * Whether a customer is signed in. false after true means the session ended in the store (logout,
   * or refused): /embed.js then forgets the session it keeps for the parent page (issue 26).
   */
  loggedIn: t.boolean,
});

/** Binary image data, transferred to the parent rather than copied into a string. */
const ImageBytes = new t.Type<ArrayBuffer, ArrayBuffer, unknown>(
  'ImageBytes',
  (u): u is ArrayBuffer => u instanceof ArrayBuffer,
  (u, c) => (u instanceof ArrayBuffer ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** The answer to getBase64Img: the image (an ArrayBuffer, transferred; or a data: URL when asked for 'base64'), or why not. */
const ImageAnswer = t.union([
  t.type({ ok: t.literal(true), mimeType: t.string, data: t.union([ImageBytes, t.string]) }),
  t.type({ ok: t.literal(false), error: t.keyof({ 'not-found': null, 'too-large': null, failed: null }) }),
]);

/** Store → parent. */
export const MessageToParentCodec = t.union([
  message('navigate', { url: t.string }),
  message('notifyProjectsSaved', { deletedProjectIds: t.array(t.string), remainingProjectIds: t.array(t.string) }),
  message('updateState', { state: StoreStateCodec }),
  message('notifyVueCreated', {}),
  withOptional('uploadComplete', {}, { count: t.number }),
  message('notifyPathChanged', { path: t.string, title: t.string }),
  withOptional('localImgPreviewReady', {}, { count: t.number }),
  message('showFrame', {}),
  message('hideFullscreen', {}),
  t.intersection([message('getBase64Img', { requestId: t.string }), ImageAnswer]),
  // Analytics events forwarded to the parent's own tag manager (the analytics issue turns it on).
  message('analyticsEvent', { event: t.string, params: t.record(t.string, t.union([t.string, t.number, t.boolean])) }),
]);
export type MessageToParentWire = t.TypeOf<typeof MessageToParentCodec>;

/**
 * The parent's updateState fields the store reads (SPEC §7; others are kept out: unknown keys are
 * ignored). `homeUrl`: where the parent's home is (sent back in the store's state);
 * `showWelcomePromo: true`: show the welcome offer in the embed; `activeProjectId`: the project the
 * parent's builder opened, made active; `isModalOpen: false`: the parent closed its full-screen frame,
 * so the store's open dialogs close too. The store owns the rest of its state (cart count, sign-in,
 * size, project list, preventUnload): what a parent says of them has no meaning here and is ignored.
 */
export const ParentStateCodec = t.partial({ homeUrl: Address, showWelcomePromo: t.boolean, activeProjectId: ShortId, isModalOpen: t.boolean });

/** Parent → store. */
export const MessageFromParentCodec = t.union([
  message('changeRoute', { path: Address }),
  message('updateState', { state: ParentStateCodec }),
  message('receiveLocalStorage', { items: HandedOverItems }),
  message('open', { what: t.literal('profile') }),
  message('startUpload', {}),
  message('clearDevicePhotos', {}),
  withOptional('getBase64Img', { requestId: ShortId }, { tileId: ShortId, as: t.keyof({ arrayBuffer: null, base64: null }) }),
  message('notifyBuilderClosed', {}),
]);
export type MessageFromParentWire = t.TypeOf<typeof MessageFromParentCodec>;
export type MessageFromParentType = MessageFromParentWire['type'];
