import { inject, injectable, preDestroy } from 'inversify';
import { isLeft, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { uploadProgress, UPLOAD_PROGRESS_RESET_MS } from '../../domain/imaging';
import {
  heicUnsupportedMessage,
  interruptedUploadsMessage,
  partialUploadFailureMessage,
  triageFile,
  undecodableMessage,
  unsafeSvgMessage,
  UPLOAD_FAILED_TITLE,
  UPLOAD_START_FAILED_MESSAGE,
} from '../../domain/imaging/upload-messages';
import { prepareBatches } from '../../domain/imaging/upload-rules';
import type { PhotoSource } from '../../domain/project';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { FaceDetection, type FaceDetection as FaceDetectionPort } from '../ports/face-detection';
import { ImageSizeProbe, type ImageSizeProbe as Probe } from '../ports/image-size-probe';
import { LocalRecords, type LocalRecord, type LocalRecords as Records } from '../ports/local-records';
import type { SharedImage } from '../ports/main-api';
import { PhotoProcessor, type PhotoProcessor as Processor, type PhotoRefusal, type ProcessedPhoto } from '../ports/photo-processor';
import { PhotoUploader, type PhotoUploader as Uploader, type UploadedPhoto, type UploadFailure, type UploadSlot } from '../ports/photo-uploader';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { mapBounded, uploadWithRetries, type RetryClock } from './upload-with-retries';
import { ShellStore } from '../shell/shell-store';
import { ProjectStore } from '../printing/project-store';

/** A picked file: a Blob with its name (a browser `File` is one). */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  slice(start?: number, end?: number): Blob;
}

/** Files processed and posted at once: enough to keep the network busy, few enough to bound memory. */
export const UPLOAD_CONCURRENCY = 4;

/** How long a failed prepare waits before it clears its photos from the journal (see addDeviceFiles). */
export const JOURNAL_SETTLE_MS = 2000;

/** Where the shopper goes when a batch ends: the printing tool, or back to the picker after an error. */
export type UploadOutcome = 'printing' | 'photo-picker';

/** How one photo of a batch ended. */
type SentOutcome = 'uploaded' | 'failed' | { refused: string };

/** Where photos that go through the upload pipeline come from: the device, or fetched query images (with their address). */
export interface UploadOrigin {
  readonly source: PhotoSource;
  readonly sourceUrl?: (file: PickedFile) => string | undefined;
}
const DEVICE: UploadOrigin = { source: 'device' };

/** A picked photo not yet stored: journalled from acceptance, with its tile once it has one. */
const InFlight = t.readonly(t.intersection([t.type({ id: t.string, name: t.string }), t.partial({ tileId: t.string })]));
type InFlight = t.TypeOf<typeof InFlight>;

/** The photos still processing or uploading, journalled so that a reload can name them. */
const UploadsInFlight: LocalRecord<InFlight[]> = { key: 'uploadsInFlight', codec: t.array(InFlight) };

const REFUSAL_MESSAGES: Record<PhotoRefusal['code'], (name: string) => string> = {
  'photo/heic-unsupported': heicUnsupportedMessage,
  'photo/undecodable': undecodableMessage,
  'photo/unsafe-svg': unsafeSvgMessage,
};

/**
 * Gets the shopper's photos into the active project (SPEC §4 'Upload'): device files are triaged,
 * processed off the main thread, posted to presigned slots (batches of 100, 3 retries, bounded
 * concurrency) and become tiles flagged uploadingFull that then get their imagePath. Shared-album
 * and query photos are already stored and become tiles at once. Tiles in flight are journalled so
 * that a reload marks them clearly to add again.
 */
@injectable()
export class UploadStore {
  /** Photos of the running batches, and how many of them are finished (uploaded, failed or refused). */
  total = 0;
  finished = 0;
  /** Messages about files that did not become tiles (videos, empty, HEIC the browser cannot open…). */
  notices: readonly string[] = [];

  private cancelReset: (() => void) | undefined;
  private readonly clock: RetryClock;
  private readonly faceFailures = new Set<string>();
  private nextJournalId = 1;
  private journalFrozen = false;
  private readonly timers = new Set<() => void>();

  constructor(
    @inject(PhotoUploader) private readonly uploader: Uploader,
    @inject(PhotoProcessor) private readonly processor: Processor,
    @inject(FaceDetection) private readonly faces: FaceDetectionPort,
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(ShellStore) private readonly shell: ShellStore,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(LocalRecords) private readonly records: Records,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
    @inject(ImageSizeProbe) private readonly probe: Probe,
  ) {
    this.clock = { sleep: (ms) => new Promise((resolve) => this.later(ms, resolve)), random: Math.random };
    makeObservable<UploadStore, 'begin' | 'step'>(this, {
      total: observable,
      finished: observable,
      notices: observableRef,
      progress: computed,
      inProgress: computed,
      dismissNotices: action,
      addNotices: action,
      begin: action,
      step: action,
    });
    this.recoverInterrupted();
  }

  /** The progress bar's value, 0..1 (the domain's rule: half a share at once, then a share per photo). */
  get progress(): number {
    return uploadProgress(this.total, this.finished);
  }

  /** Device photos are still on their way: the progress bar shows and leaving the page prompts. */
  get inProgress(): boolean {
    return this.total > 0 && this.finished < this.total;
  }

  dismissNotices(): void {
    this.notices = [];
  }

  /** Messages from the other sources (a query image that could not be fetched, say). */
  addNotices(messages: readonly string[]): void {
    this.notices = [...this.notices, ...messages];
  }

  /**
   * Device files (file input or drop). Resolves when every photo has landed or failed, with where
   * the shopper goes next; failures have already opened the spec's error dialog.
   */
  async addDeviceFiles(files: readonly PickedFile[], origin: UploadOrigin = DEVICE): Promise<UploadOutcome> {
    const notices: string[] = [];
    const accepted: PickedFile[] = [];
    for (const file of files) {
      const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
      const triage = triageFile(file.name, file.size, head);
      if (triage.kind === 'accept') accepted.push(file);
      else notices.push(triage.message);
    }
    runInAction(() => (this.notices = [...this.notices, ...notices]));
    if (accepted.length === 0) return 'photo-picker';

    this.begin(accepted.length);
    const ids = accepted.map(() => `${this.scheduler.now()}-${this.nextJournalId++}`);
    this.journal((list) => [...list, ...accepted.map((file, i) => ({ id: ids[i]!, name: file.name }))]);
    const slots: UploadSlot[] = [];
    for (const quantity of prepareBatches(accepted.length)) {
      const batch = await this.uploader.prepare(quantity);
      if (isLeft(batch) || batch.right.length < quantity) {
        this.step(this.total - this.finished);
        // Later, not now: a prepare aborted by a reload fails at once, and then the next load must
        // still find these photos journalled (a page that stays runs this timer).
        this.later(JOURNAL_SETTLE_MS, () => this.journal((list) => list.filter((entry) => !ids.includes(entry.id))));
        this.shell.showError({ title: UPLOAD_FAILED_TITLE, message: UPLOAD_START_FAILED_MESSAGE });
        if (isLeft(batch)) this.analytics.reportError(new Error(batch.left.message), { where: 'upload/prepare' });
        return 'photo-picker';
      }
      slots.push(...batch.right);
    }

    // A lane is free again once its photo is sent; the photo's derivatives may still be in the
    // worker, and are awaited after (so the network never waits for a preview: issue 28).
    // The tiles of this choice, by the order chosen: each joins when its photo is processed, in its place (issue 31).
    const chosen: Array<string | undefined> = accepted.map(() => undefined);
    const placed = (index: number, tileId: string) => {
      chosen[index] = tileId;
      this.projects.photos.keepChosenOrder(chosen.filter((id): id is string => id !== undefined));
    };
    const sent = await mapBounded(accepted, UPLOAD_CONCURRENCY, (file, index) => this.sendOne(file, slots[index]!, ids[index]!, origin, (tileId) => placed(index, tileId)));
    const results = await Promise.all(sent.map((s) => s.finished));
    const failed = results.filter((r) => r === 'failed').length;
    const refused = results.filter((r): r is { refused: string } => typeof r === 'object').map((r) => r.refused);
    runInAction(() => (this.notices = [...this.notices, ...refused]));
    if (failed > 0) {
      this.shell.showError({ title: UPLOAD_FAILED_TITLE, message: partialUploadFailureMessage(failed) });
      return 'photo-picker';
    }
    return results.includes('uploaded') ? 'printing' : 'photo-picker';
  }

  /** Shared-album photos are stored already (keys under shared/): they become tiles at once, no progress bar. */
  addAlbumPhotos(images: readonly SharedImage[]): Promise<number> {
    return this.addStored(images.map((image) => ({ url: image.full, width: image.width, height: image.height })), 'Confetti');
  }

  /**
   * Stored photos by address (shared albums, query images, artists' designs). A missing size is read
   * with HEAD from the x-amz-meta-width/height headers; a photo whose size cannot be read is skipped
   * with a notice. Resolves with how many tiles were added.
   */
  async addStored(
    photos: ReadonlyArray<{ url: string; width?: number | undefined; height?: number | undefined; variantId?: string }>,
    source: PhotoSource,
  ): Promise<number> {
    const sized = await Promise.all(
      photos.map(async (photo) => {
        if (photo.width && photo.height) return { ...photo, width: photo.width, height: photo.height };
        const size = await this.probe.size(photo.url);
        return isLeft(size) ? { ...photo, failure: size.left.message } : { ...photo, ...size.right };
      }),
    );
    let added = 0;
    runInAction(() => {
      for (const photo of sized) {
        if ('failure' in photo) {
          this.notices = [...this.notices, undecodableMessage(photo.url)];
          continue;
        }
        const result = this.projects.photos.addTile({
          imagePath: photo.url,
          width: photo.width,
          height: photo.height,
          source,
          sourceUrl: photo.url,
          ...(photo.variantId ? { variantId: photo.variantId } : {}),
        });
        if (isLeft(result)) {
          this.notices = [...this.notices, result.left.message];
          break;
        }
        added++;
      }
    });
    return added;
  }

  /**
   * Sends one photo: resolves once its bytes are posted (or it failed or was refused), with `finished`
   * for the rest: its derivatives, made beside the upload, then its tile's completion.
   */
  private async sendOne(
    file: PickedFile,
    slot: UploadSlot,
    journalId: string,
    origin: UploadOrigin,
    placed: (tileId: string) => void,
  ): Promise<{ finished: Promise<SentOutcome> }> {
    const settle = (outcome: SentOutcome): SentOutcome => {
      this.journal((list) => list.filter((entry) => entry.id !== journalId));
      this.step(1);
      return outcome;
    };
    try {
      const processed = await this.processor.process(file as unknown as Blob, file.name);
      if (isLeft(processed)) return { finished: Promise.resolve(settle({ refused: REFUSAL_MESSAGES[processed.left.code](file.name) })) };
      const photo = processed.right;
      const sourceUrl = origin.sourceUrl?.(file);
      const added = this.projects.photos.addTile({ imagePath: '', width: photo.width, height: photo.height, source: origin.source, ...(sourceUrl ? { sourceUrl } : {}), uploading: true });
      if (isLeft(added)) return { finished: Promise.resolve(settle({ refused: added.left.message })) };
      const tileId = added.right.id;
      placed(tileId);
      this.journal((list) => list.map((entry) => (entry.id === journalId ? { ...entry, tileId } : entry)));
      const uploaded = await uploadWithRetries(this.uploader, slot, photo.full, file.name.replace(/\.[^.]*$/, '') + '.jpg', this.clock);
      return { finished: this.finishOne(file, tileId, photo, uploaded).then(settle, (error: unknown) => (settle('failed'), Promise.reject(error))) };
    } catch (error) {
      settle('failed');
      throw error;
    }
  }

  /** A sent photo's end: refused when this browser cannot draw it after all, else its tile takes the stored path. */
  private async finishOne(file: PickedFile, tileId: string, photo: ProcessedPhoto, uploaded: Either<UploadFailure, UploadedPhoto>): Promise<SentOutcome> {
    const derivatives = await photo.derivatives;
    if (isLeft(derivatives)) {
      this.projects.photos.removeTile(tileId);
      return { refused: REFUSAL_MESSAGES[derivatives.left.code](file.name) };
    }
    if (isLeft(uploaded)) {
      this.projects.photos.removeTile(tileId);
      this.analytics.reportError(new Error(uploaded.left.message), { where: 'upload/post' });
      return 'failed';
    }
    const stored = { imagePath: uploaded.right.location, width: photo.width, height: photo.height };
    // Before the tile takes the path: its first picture is drawn from the derivative, not the original.
    void this.processor.keepLocal(stored.imagePath, derivatives.right, stored);
    this.projects.photos.completeUpload(tileId, stored);
    void this.detectFaces(tileId, uploaded.right.key);
    return 'uploaded';
  }

  /** SPEC §8: a face-detection failure is logged only. */
  private async detectFaces(tileId: string, key: string): Promise<void> {
    const found = await this.faces.detect(key);
    if (isLeft(found)) {
      // Logged once per distinct reason: 100 photos against a server without a detector are one fact.
      if (!this.faceFailures.has(found.left.message)) {
        this.faceFailures.add(found.left.message);
        this.analytics.reportError(new Error(`Face detection: ${found.left.message}`), { where: 'upload/face-detection' });
      }
      return;
    }
    if (found.right.length > 0) this.projects.photos.cropTileToFaces(tileId, found.right);
  }

  private begin(count: number): void {
    this.cancelReset?.();
    this.cancelReset = undefined;
    if (!this.inProgress) {
      this.total = 0;
      this.finished = 0;
    }
    this.total += count;
  }

  private step(count: number): void {
    this.finished = Math.min(this.total, this.finished + count);
    if (this.finished === this.total) {
      // SPEC §4: the bar resets to 0 one second after finishing.
      this.cancelReset = this.scheduler.after(UPLOAD_PROGRESS_RESET_MS, () =>
        runInAction(() => {
          this.total = 0;
          this.finished = 0;
          this.cancelReset = undefined;
        }),
      );
    }
  }

  private readJournal(): InFlight[] {
    return this.records.read(UploadsInFlight) ?? [];
  }

  /**
   * The page is going away (pagehide): requests the browser now aborts must not count as finished,
   * so the journal keeps what is in flight for the next load to name.
   */
  freezeJournal(): void {
    this.journalFrozen = true;
  }

  private journal(change: (list: InFlight[]) => InFlight[]): void {
    if (this.journalFrozen) return;
    const next = change(this.readJournal());
    if (next.length === 0) this.records.remove(UploadsInFlight.key);
    else this.records.write(UploadsInFlight, next);
  }

  /** Photos still processing or uploading when the page closed: their bytes are gone, so their tiles go and their names are shown. */
  private recoverInterrupted(): void {
    const interrupted = this.readJournal();
    if (interrupted.length === 0) return;
    const present = new Set(this.projects.active.tiles.map((tile) => tile.id));
    for (const entry of interrupted) if (entry.tileId !== undefined && present.has(entry.tileId)) this.projects.photos.removeTile(entry.tileId);
    this.records.remove(UploadsInFlight.key);
    this.notices = [interruptedUploadsMessage(interrupted.map((e) => e.name))];
  }

  /** A timer this store owns: cancelled by dispose() (a retry waiting on it then never resumes). */
  private later(ms: number, task: () => void): void {
    const cancel = this.scheduler.after(ms, () => {
      this.timers.delete(cancel);
      task();
    });
    this.timers.add(cancel);
  }

  @preDestroy()
  dispose(): void {
    this.cancelReset?.();
    for (const cancel of this.timers) cancel();
    this.timers.clear();
  }
}
