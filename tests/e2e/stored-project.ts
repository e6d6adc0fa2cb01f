/**
 * A project as the app keeps it in local storage (the domain's createProject / createTile defaults),
 * for pages opened "after a reload". Written out here because Playwright's loader and the bench
 * cannot import src/domain (fp-ts deep imports under Node ESM); e2e and the printing bench share it.
 */
export interface StoredPhoto {
  readonly path: string;
  readonly width: number;
  readonly height: number;
}

let made = 0;

/**
 * The project's id and cart token are made unique per call (`<id>-<unique>`): the projects are saved to
 * the server as they are edited (issue #15), and runs side by side (desktop, phone) share one server,
 * where the same id under another cart token or revision would be refused.
 */
export function storedProject(
  name: string,
  photos: readonly StoredPhoto[],
  options: { readonly columns?: number; readonly metadata?: Record<string, unknown> } = {},
): Record<string, unknown> {
  const now = Date.now();
  const id = `${name}-${now.toString(36)}-${(made++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const columns = options.columns ?? Math.max(1, photos.length);
  return {
    id,
    status: 'InProgress',
    isActive: true,
    isSplit: false,
    isBatched: false,
    frameColor: 'Black',
    matColor: '#FFFFFF00',
    orientation: 'Portrait',
    filter: 'color',
    quantity: 1,
    tileSpacing: 1,
    productId: 'tilepix',
    cartToken: `${id}-cart`,
    createdAt: now,
    updatedAt: now,
    savedToServer: false,
    hasUnsavedChanges: false,
    ...(options.metadata ? { metadata: options.metadata } : {}),
    tiles: photos.map((photo, i) => ({
      id: `${id}-tile-${i}`,
      positionX: i % columns,
      positionY: Math.floor(i / columns),
      // Centred square crop at scale 1.
      cropTopLeftX: (photo.width - Math.min(photo.width, photo.height)) / 2,
      cropTopLeftY: (photo.height - Math.min(photo.width, photo.height)) / 2,
      imagePath: photo.path,
      scale: 1,
      width: photo.width,
      height: photo.height,
      frameColor: 'Black',
      matColor: '#FFFFFF00',
      filter: 'color',
      orientation: 'Portrait',
      isBatched: false,
      metadata: {},
    })),
  };
}
