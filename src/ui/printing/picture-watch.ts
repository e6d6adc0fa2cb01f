/**
 * What the tool's drawing surfaces (the WebGL canvas and the 2D first draw) tell about the frames that
 * show their picture: while `waiting`, each draw names them (issue 31 item 7: the previews of chosen
 * files lie over their frames until then). The upload's TilePreviews is one.
 */
export interface PictureWatch {
  readonly waiting: boolean;
  drawn(tileIds: readonly string[]): void;
}
