import { inject, injectable, preDestroy } from 'inversify';
import { isLeft, left, type Either } from 'fp-ts/Either';
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import { interruptedUploadsMessage, partialUploadFailureMessage, UPLOAD_FAILED_TITLE, UPLOAD_START_FAILED_MESSAGE } from '../../domain/imaging/upload-messages';
import { prepareBatches } from '../../domain/imaging/upload-rules';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { FaceDetection, type FaceDetection as FaceDetectionPort } from '../ports/face-detection';
import { LocalRecords, type LocalRecords as Records } from '../ports/local-records';
import { PhotoProcessor, type PhotoProcessor as Processor } from '../ports/photo-processor';
import { PhotoUploader, type PhotoUploader as Uploader, type UploadedPhoto, type UploadFailure, type UploadSlot } from '../ports/photo-uploader';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { mapBounded, uploadWithRetries, type RetryClock } from './upload-with-retries';
import { BatchProgress } from './batch-progress';
import { localPreviewPath, uprightSizeFromHeader } from './local-preview';
import { PhotoUploads, REFUSAL_MESSAGES, type PickedFile, type Preview, type Send, type Sent, type SentOutcome, type UploadOrigin } from './photo-uploads';

export type { PickedFile, UploadOrigin } from './photo-uploads';
import { UploadJournal } from './upload-journal';
import { journalledChoice } from './journalled-choice';
import { TilePreviews } from './tile-previews';
import { ShellStore } from '../shell/shell-store';
import { ProjectTiles, type ProjectTiles as Tiles } from '../ports/project-tiles';

/** Files processed and posted at once: enough to keep the network busy, few enough to bound memory. */
export const UPLOAD_CONCURRENCY = 4;

/**
 * The first photos of a choice, whose pictures are started at once rather than when the canvas asks:
 * the tool opens on them (a 9-frame layout), and their picture is ready as the canvas mounts (issue 31
 * item 7: the first tile within 1 s on a phone). The rest are made when drawn.
 */
export const FIRST_SCREEN_PHOTOS = 9;

/** How long a failed prepare waits before it clears its photos from the journal (see addDeviceFiles). */
export const JOURNAL_SETTLE_MS = 2000;

/** Where the shopper goes when a batch ends: the printing tool, or back to the picker after an error. */
export type UploadOutcome = 'printing' | 'photo-picker';

const DEVICE: UploadOrigin = { source: 'device' };

/**
 * Gets the shopper's photos into the active project (SPEC §4 'Upload'): device files are triaged,
 * processed off the main thread, posted to presigned slots (batches of 100, 3 retries, bounded
 * concurrency) and become tiles flagged uploadingFull that then get their imagePath. Tiles in flight
 * are journalled so that a reload marks them clearly to add again. Photos stored already (albums,
 * query images, designs) are the StoredPhotoAdder's.
 */
@injectable()
export class UploadStore {
  /** Messages about files that did not become tiles (videos, empty, HEIC the browser cannot open…). */
  notices: readonly string[] = [];
  /** Each chosen photo on its way, for the tool's per-photo progress, Cancel and Retry (issue 31 item 7). */
  readonly photos = new PhotoUploads();
  /** Each chosen photo's file, laid over its frame until the canvas draws its picture there (issue 31 item 7). */
  readonly previews = new TilePreviews();

  /** The progress bar's count of the running batches' photos. */
  private readonly counts: BatchProgress;
  private readonly clock: RetryClock;
  private readonly faceFailures = new Set<string>();
  private nextJournalId = 1;
  private readonly journal: UploadJournal;
  private readonly timers = new Set<() => void>();
  private readonly failedSends = new Map<string, Sent>();

  constructor(
    @inject(PhotoUploader) private readonly uploader: Uploader,
    @inject(PhotoProcessor) private readonly processor: Processor,
    @inject(FaceDetection) private readonly faces: FaceDetectionPort,
    @inject(ProjectTiles) private readonly tiles: Tiles,
    @inject(ShellStore) private readonly shell: ShellStore,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(LocalRecords) records: Records,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
  ) {
    this.journal = new UploadJournal(records);
    this.counts = new BatchProgress(scheduler);
    this.clock = { sleep: (ms) => new Promise((resolve) => this.later(ms, resolve)), random: Math.random };
    makeObservable(this, { notices: observableRef, dismissNotices: action, addNotices: action });
    this.recoverInterrupted();
  }

  /** Photos of the running batches, and how many of them are finished (uploaded, failed or refused). */
  get total(): number {
    return this.counts.total;
  }

  get finished(): number {
    return this.counts.finished;
  }

  /** The progress bar's value, 0..1 (see BatchProgress). */
  get progress(): number {
    return this.counts.progress;
  }

  /** Device photos are still on their way: the progress bar shows and leaving the page prompts. */
  get inProgress(): boolean {
    return this.counts.inProgress;
  }

  dismissNotices(): void {
    this.notices = [];
  }

  /** Messages from the other sources (a query image that could not be fetched, say). */
  addNotices(messages: readonly string[]): void {
    this.notices = [...this.notices, ...messages];
  }

  /**
   * Device files (file input or drop). Resolves when every photo has landed, failed or been cancelled,
   * with where the shopper goes next; failures have already opened the spec's error dialog. `onShown`
   * is called once the first chosen photo has its tile (drawn from the file itself, issue 31 item 7);
   * `frameIndex` puts the first photo into that empty frame (an empty frame's "+", issue 31 item 2).
   */
  async addDeviceFiles(
    files: readonly PickedFile[],
    origin: UploadOrigin = DEVICE,
    where: { onShown?: () => void; frameIndex?: number } = {},
  ): Promise<UploadOutcome> {
    const { onShown, frameIndex } = where;
    const { accepted, ids, notices } = await journalledChoice(files, this.journal, () => `${this.scheduler.now()}-${this.nextJournalId++}`);
    runInAction(() => (this.notices = [...this.notices, ...notices]));
    if (accepted.length === 0) return 'photo-picker';

    this.counts.begin(accepted.length);
    // The tiles of this choice, by the order chosen: each joins in its place, whichever is ready first (issue 31).
    const chosen: Array<string | undefined> = accepted.map(() => undefined);
    const placed = (index: number, tileId: string) => {
      chosen[index] = tileId;
      this.tiles.keepChosenOrder(chosen.filter((id): id is string => id !== undefined));
      onShown?.();
    };
    // Every photo's tile from its header at once, one after the other in the order chosen, while the slots are asked for.
    runInAction(() => accepted.forEach((file, i) => this.photos.add(ids[i]!, file.name, file)));
    let previous: Promise<unknown> = Promise.resolve();
    const previews = accepted.map((file, index) => {
      const shown = previous.then(() =>
        this.showPreview(file, ids[index]!, origin, (tileId) => placed(index, tileId), {
          soon: index < FIRST_SCREEN_PHOTOS,
          ...(index === 0 && frameIndex !== undefined ? { frameIndex } : {}),
        }),
      );
      previous = shown;
      return shown;
    });
    const slots: UploadSlot[] = [];
    for (const quantity of prepareBatches(accepted.length)) {
      const batch = await this.uploader.prepare(quantity);
      if (isLeft(batch) || batch.right.length < quantity) {
        await Promise.all(previews);
        runInAction(() => {
          for (const id of ids) this.dropPhoto(id);
        });
        this.counts.step(this.total - this.finished);
        // Later, not now: a prepare aborted by a reload fails at once, and then the next load must
        // still find these photos journalled (a page that stays runs this timer).
        this.later(JOURNAL_SETTLE_MS, () => this.journal.forget(ids));
        this.shell.showError({ title: UPLOAD_FAILED_TITLE, message: UPLOAD_START_FAILED_MESSAGE });
        if (isLeft(batch)) this.analytics.reportError(new Error(batch.left.message), { where: 'upload/prepare' });
        return 'photo-picker';
      }
      slots.push(...batch.right);
    }

    // A lane is free again once its photo is sent (its tile's completion is awaited after). Nothing is
    // decoded for the upload: the canvas makes pictures of the photos it draws (issue 28).
    const sent = await mapBounded(accepted, UPLOAD_CONCURRENCY, (file, index) =>
      this.sendOne(
        { file, slot: slots[index]!, id: ids[index]!, origin, preview: previews[index]!, ...(index === 0 && frameIndex !== undefined ? { frameIndex } : {}) },
        (tileId) => placed(index, tileId),
      ),
    );
    const results = await Promise.all(sent.map((s) => s.finished));
    const failed = results.filter((r) => r === 'failed').length;
    const refused = results.filter((r): r is { refused: string } => typeof r === 'object').map((r) => r.refused);
    runInAction(() => (this.notices = [...this.notices, ...refused]));
    // A failed photo keeps its tile, marked with Retry and Remove (issue 31 item 7): the shopper stays in the tool.
    if (failed > 0) this.shell.showError({ title: UPLOAD_FAILED_TITLE, message: partialUploadFailureMessage(failed) });
    return results.includes('uploaded') || failed > 0 ? 'printing' : 'photo-picker';
  }

  /**
   * Stops a photo still on its way, or drops one whose upload failed: its POST is aborted and its
   * tile goes (the frames after it move up, as when a photo is removed); the rest carry on.
   */
  cancel(tileId: string): void {
    const entry = this.photos.byTile(tileId);
    if (!entry) return;
    // A photo still on its way counts as finished when its send ends (it sees it is gone); a failed one was counted already.
    this.failedSends.delete(entry.id);
    runInAction(() => this.dropPhoto(entry.id));
    this.journal.forget([entry.id]);
  }

  /** Sends a failed photo again, into a fresh slot (the old one may have expired); resolves with how it ended. */
  async retry(tileId: string): Promise<'uploaded' | 'failed' | 'cancelled'> {
    const entry = this.photos.byTile(tileId);
    const kept = entry ? this.failedSends.get(entry.id) : undefined;
    const signal = entry && kept && entry.phase === 'failed' ? this.photos.renew(entry.id) : undefined;
    if (!entry || !kept || !signal) return 'cancelled';
    this.failedSends.delete(entry.id);
    this.counts.begin(1);
    runInAction(() => this.photos.update(entry.id, { phase: 'uploading' }));
    const slot = await this.uploader.prepare(1);
    const uploaded: Either<UploadFailure, UploadedPhoto> =
      isLeft(slot) || slot.right.length === 0
        ? left(isLeft(slot) ? slot.left : { code: 'upload/prepare', message: 'No upload slot was given.' })
        : await uploadWithRetries(this.uploader, slot.right[0]!, kept.photo.full, kept.fileName, this.clock, signal);
    const outcome = this.photos.isGone(entry.id) ? 'cancelled' : await this.finishOne({ ...kept, id: entry.id, tileId }, uploaded);
    if (outcome !== 'failed') this.journal.forget([entry.id]);
    this.counts.step(1);
    return typeof outcome === 'object' ? 'failed' : outcome;
  }

  /**
   * A chosen JPEG's tile at once, drawn from the file itself until its upload lands (issue 31 item 7):
   * its size comes from its header; a picture of it is made off the main thread when the canvas draws it.
   * Null when the header says nothing (the tile then comes with the processed photo).
   */
  private async showPreview(
    file: PickedFile,
    id: string,
    origin: UploadOrigin,
    placed: (tileId: string) => void,
    where: { soon: boolean; frameIndex?: number },
  ): Promise<Preview> {
    const { frameIndex } = where;
    const size = await uprightSizeFromHeader(file).catch(() => null);
    if (size === null || this.photos.isGone(id)) return null;
    const path = localPreviewPath(id);
    // Known before its tile shows: the canvas asks for its picture at once.
    await this.processor.keepLocal(path, file, size, { soon: where.soon });
    if (this.photos.isGone(id)) return null;
    const sourceUrl = origin.sourceUrl?.(file);
    return runInAction(() => {
      const added = this.tiles.addTile(
        { imagePath: '', ...size, source: origin.source, ...(sourceUrl ? { sourceUrl } : {}), uploading: true, localPreview: path },
        frameIndex,
      );
      if (isLeft(added)) return { refused: added.left.message };
      this.photos.update(id, { tileId: added.right.id });
      this.previews.show(added.right.id, file);
      this.journal.placed(id, added.right.id);
      placed(added.right.id);
      return { tileId: added.right.id };
    });
  }

  /**
   * Sends one photo: resolves once its bytes are posted (or it failed, was refused or cancelled), with
   * `finished` for the rest: its tile's completion.
   */
  private async sendOne(send: Send, placed: (tileId: string) => void): Promise<{ finished: Promise<SentOutcome> }> {
    const { file, id, origin } = send;
    const settle = (outcome: SentOutcome): SentOutcome => {
      // A failed photo stays journalled: its tile has no stored photo, so a reload names it to add again.
      if (outcome !== 'failed') this.journal.forget([id]);
      if (typeof outcome === 'object') runInAction(() => this.dropPhoto(id));
      this.counts.step(1);
      return outcome;
    };
    const ended = (outcome: SentOutcome) => ({ finished: Promise.resolve(settle(outcome)) });
    try {
      const early = await send.preview;
      if (early && 'refused' in early) return ended(early);
      if (this.photos.isGone(id)) return ended('cancelled');
      const processed = await this.processor.process(file, file.name);
      if (this.photos.isGone(id)) return ended('cancelled');
      if (isLeft(processed)) return ended({ refused: REFUSAL_MESSAGES[processed.left.code](file.name) });
      const photo = processed.right;
      let tileId = early?.tileId;
      if (tileId === undefined) {
        const sourceUrl = origin.sourceUrl?.(file);
        const added = this.tiles.addTile(
          { imagePath: '', width: photo.width, height: photo.height, source: origin.source, ...(sourceUrl ? { sourceUrl } : {}), uploading: true },
          send.frameIndex,
        );
        if (isLeft(added)) return ended({ refused: added.left.message });
        tileId = added.right.id;
        const placedId = tileId;
        runInAction(() => this.photos.update(id, { tileId: placedId }));
        placed(tileId);
        this.journal.placed(id, placedId);
      }
      runInAction(() => this.photos.update(id, { phase: 'uploading' }));
      const fileName = file.name.replace(/\.[^.]*$/, '') + '.jpg';
      const signal = this.photos.renew(id);
      const uploaded = await uploadWithRetries(this.uploader, send.slot, photo.full, fileName, this.clock, signal);
      if (this.photos.isGone(id)) return ended('cancelled');
      return {
        finished: this.finishOne({ id, tileId, photo, fileName, name: file.name }, uploaded).then(
          settle,
          (error: unknown) => (settle('failed'), Promise.reject(error)),
        ),
      };
    } catch (error) {
      settle('failed');
      throw error;
    }
  }

  /** A sent photo's end: failed (its tile kept for Retry or removal), else its tile takes the stored path. */
  private async finishOne(sent: Sent, uploaded: Either<UploadFailure, UploadedPhoto>): Promise<SentOutcome> {
    const { id, tileId, photo } = sent;
    if (this.photos.isGone(id)) return 'cancelled';
    if (isLeft(uploaded)) {
      this.failedSends.set(id, sent);
      runInAction(() => this.photos.update(id, { phase: 'failed' }));
      this.analytics.reportError(new Error(uploaded.left.message), { where: 'upload/post' });
      return 'failed';
    }
    const stored = { imagePath: uploaded.right.location, width: photo.width, height: photo.height };
    // Before the tile takes the path: the canvas keeps drawing from the file (the picture already made
    // for its local preview serves), never fetching the stored original.
    void this.processor.keepLocal(stored.imagePath, this.photos.fileOf(id) ?? photo.full, stored);
    runInAction(() => {
      this.tiles.completeUpload(tileId, stored);
      this.photos.remove(id);
    });
    void this.detectFaces(tileId, uploaded.right.key);
    return 'uploaded';
  }

  /** Forgets a photo of this page's uploads and takes its tile out of the project, if it is still there. */
  private dropPhoto(id: string): void {
    const tileId = this.photos.byId(id)?.tileId;
    this.photos.remove(id);
    if (tileId !== undefined) this.previews.forget(tileId);
    if (tileId !== undefined && this.tiles.holds(tileId)) this.tiles.removeTile(tileId);
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
    if (found.right.length > 0) this.tiles.cropTileToFaces(tileId, found.right);
  }

  /** The page is going away (pagehide): see UploadJournal.freeze. */
  freezeJournal(): void {
    this.journal.freeze();
  }

  /** Photos still processing or uploading when the page closed: their bytes are gone, so their tiles go and their names are shown. */
  private recoverInterrupted(): void {
    const interrupted = this.journal.read();
    if (interrupted.length === 0) return;
    for (const entry of interrupted) if (entry.tileId !== undefined && this.tiles.holds(entry.tileId)) this.tiles.removeTile(entry.tileId);
    this.journal.clear();
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
    this.counts.dispose();
    for (const cancel of this.timers) cancel();
    this.timers.clear();
  }
}
