import * as t from 'io-ts';

/**
 * The messages between the store in an iframe and the page that embeds it (SPEC §7 "Parent-frame
 * messages"), both directions, with the spec's own message names. The embed issue wires every one
 * of them; today the ParentFrame adapter sends and accepts the subset its port names.
 */

/** The protocol these codecs describe. A message may name it (`protocol`); one that names another is dropped. */
export const PARENT_FRAME_PROTOCOL = 1;

/** Every message the store sends carries this source, so the parent can tell ours from others. */
export const MESSAGE_SOURCE = 'tilepix';

/** The envelope fields besides `type`: the source (ours only, on the way out) and the protocol version. */
const Envelope = t.partial({ source: t.string, protocol: t.literal(PARENT_FRAME_PROTOCOL) });

const message = <T extends string, P extends t.Props>(type: T, props: P) =>
  t.intersection([t.type({ type: t.literal(type), ...props }), Envelope]);

/** The store's state the parent page mirrors (SPEC §7 "updateState for …"); each field optional. */
export const StoreStateCodec = t.partial({
  activeProject: t.unknown,
  activeProjectId: t.union([t.string, t.null]),
  activeProjectIds: t.array(t.string),
  appSize: t.type({ width: t.number, height: t.number }),
  homeUrl: t.string,
  preventUnload: t.boolean,
  isModalOpen: t.boolean,
  showWelcomePromo: t.boolean,
  cartCount: t.number,
  loggedIn: t.boolean,
});

/** Store → parent. */
export const MessageToParentCodec = t.union([
  message('navigate', { url: t.string }),
  message('notifyProjectsSaved', { deletedProjectIds: t.array(t.string), remainingProjectIds: t.array(t.string) }),
  message('updateState', { state: StoreStateCodec }),
  message('notifyVueCreated', {}),
  message('uploadComplete', {}),
  message('notifyPathChanged', { path: t.string, title: t.string }),
  message('localImgPreviewReady', {}),
  message('showFrame', {}),
  message('hideFullscreen', {}),
]);
export type MessageToParentWire = t.TypeOf<typeof MessageToParentCodec>;

/** Parent → store. `updateState` carries many fields of the parent's own; the embed issue types them. */
export const MessageFromParentCodec = t.union([
  message('changeRoute', { path: t.string }),
  message('updateState', { state: t.record(t.string, t.unknown) }),
  message('receiveLocalStorage', { items: t.record(t.string, t.string) }),
  message('open', { what: t.literal('profile') }),
  message('startUpload', {}),
  message('clearDevicePhotos', {}),
  message('getBase64Img', {}),
  message('notifyBuilderClosed', {}),
]);
export type MessageFromParentWire = t.TypeOf<typeof MessageFromParentCodec>;
export type MessageFromParentType = MessageFromParentWire['type'];
