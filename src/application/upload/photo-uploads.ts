import { makeObservableByKind } from '../observable-by-kind';
import { heicUnsupportedMessage, undecodableMessage, unsafeSvgMessage } from '../../domain/imaging/upload-messages';
import type { PhotoRefusal, ProcessedPhoto } from '../ports/photo-processor';
import type { UploadSlot } from '../ports/photo-uploader';
import type { PhotoSource } from '../../domain/project';

/** A picked file: a Blob with its name (a browser `File` is one). */
export interface PickedFile extends Blob {
  readonly name: string;
}

/** Where photos that go through the upload pipeline come from: the device, or fetched query images (with their address). */
export interface UploadOrigin {
  readonly source: PhotoSource;
  readonly sourceUrl?: (file: PickedFile) => string | undefined;
}

/**
 * Where one chosen photo is on its way (issue 31 item 7): being read and prepared on this device,
 * posting its bytes, failed after its retries (waiting for the shopper's retry or removal), or stored.
 */
export type PhotoUploadPhase = 'preparing' | 'uploading' | 'failed' | 'done';

/** One chosen photo as the tool shows it over its frame. */
export interface PhotoUpload {
  readonly id: string;
  readonly name: string;
  /** Its tile, once it has one (at once when its size can be read from its header). */
  readonly tileId?: string;
  readonly phase: PhotoUploadPhase;
  /** 0..1: a share per phase, so a photo that is posting shows more than one still being prepared. */
  readonly progress: number;
}

/** The bar's value per phase: prepared photos are past a quarter, posted ones nearly there. */
const PHASE_PROGRESS: Record<PhotoUploadPhase, number> = { preparing: 0.1, uploading: 0.4, failed: 0, done: 1 };

/** What the store keeps beside a photo's visible state: the file (a retry sends it again) and how to stop it. */
interface Handle {
  readonly file: PickedFile;
  readonly abort: AbortController;
}

/**
 * The photos of this page's uploads, one entry each, in the order chosen: what the tool draws over
 * each frame (progress, Cancel, Retry). A photo leaves the list when it is stored, cancelled or removed.
 * Plain state with no I/O: the UploadStore drives it.
 */
export class PhotoUploads {
  entries: readonly PhotoUpload[] = [];
  private readonly handles = new Map<string, Handle>();

  constructor() {
    makeObservableByKind(this, {
      observableRef: ['entries'],
      computed: ['active'],
      action: ['add', 'update', 'remove'],
    });
  }

  /** The photos still on their way (not failed): the tool's "Uploading 2 of 5 photos". */
  get active(): readonly PhotoUpload[] {
    return this.entries.filter((e) => e.phase === 'preparing' || e.phase === 'uploading');
  }

  add(id: string, name: string, file: PickedFile): AbortSignal {
    const abort = new AbortController();
    this.handles.set(id, { file, abort });
    this.entries = [...this.entries, { id, name, phase: 'preparing', progress: PHASE_PROGRESS.preparing }];
    return abort.signal;
  }

  byId(id: string): PhotoUpload | undefined {
    return this.entries.find((e) => e.id === id);
  }

  byTile(tileId: string): PhotoUpload | undefined {
    return this.entries.find((e) => e.tileId === tileId);
  }

  fileOf(id: string): PickedFile | undefined {
    return this.handles.get(id)?.file;
  }

  /** A fresh signal for a retry (the old one may have been used by a cancelled attempt). */
  renew(id: string): AbortSignal | undefined {
    const handle = this.handles.get(id);
    if (!handle) return undefined;
    const abort = new AbortController();
    this.handles.set(id, { file: handle.file, abort });
    return abort.signal;
  }

  update(id: string, change: { readonly phase?: PhotoUploadPhase; readonly tileId?: string }): void {
    this.entries = this.entries.map((e) =>
      e.id !== id ? e : { ...e, ...change, ...(change.phase === undefined ? {} : { progress: PHASE_PROGRESS[change.phase] }) },
    );
  }

  /** Stops whatever the photo is doing (its POST is aborted) and forgets it. */
  remove(id: string): void {
    this.handles.get(id)?.abort.abort();
    this.handles.delete(id);
    this.entries = this.entries.filter((e) => e.id !== id);
  }

  /** Whether the photo was cancelled (its work then ends without touching the project). */
  isGone(id: string): boolean {
    return !this.handles.has(id);
  }
}

/** A chosen photo's tile from its header: its id, the tenant's refusal, or null (the tile waits for the processed photo). */
export type Preview = { readonly tileId: string } | { readonly refused: string } | null;

/** One photo to send: the file, its slot, its journal id (also its id in `photos`) and its early tile. */
export interface Send {
  readonly file: PickedFile;
  readonly slot: UploadSlot;
  readonly id: string;
  readonly origin: UploadOrigin;
  readonly preview: Promise<Preview>;
  /** The empty frame it goes into (a "+"), else the next frame. */
  readonly frameIndex?: number;
}

/** A processed photo whose bytes were sent (kept after a failure, for Retry). */
export interface Sent {
  readonly id: string;
  readonly tileId: string;
  readonly photo: ProcessedPhoto;
  readonly fileName: string;
  readonly name: string;
}

/** How one photo of a batch ended. */
export type SentOutcome = 'uploaded' | 'failed' | 'cancelled' | { refused: string };

/** The shopper's words for a photo this browser cannot take. */
export const REFUSAL_MESSAGES: Record<PhotoRefusal['code'], (name: string) => string> = {
  'photo/heic-unsupported': heicUnsupportedMessage,
  'photo/undecodable': undecodableMessage,
  'photo/unsafe-svg': unsafeSvgMessage,
};
