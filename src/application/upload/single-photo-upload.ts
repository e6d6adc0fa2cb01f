import { inject, injectable } from 'inversify';
import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { triageFile, UPLOAD_START_FAILED_MESSAGE } from '../../domain/imaging/upload-messages';
import type { PhotoInput } from '../../domain/printing/photo-input';
import { PhotoProcessor, type PhotoProcessor as Processor } from '../ports/photo-processor';
import { PhotoUploader, type PhotoUploader as Uploader } from '../ports/photo-uploader';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { REFUSAL_MESSAGES, type PickedFile } from './photo-uploads';
import { uploadWithRetries } from './upload-with-retries';

/** What the shopper reads when a photo chosen in a dialog could not be stored. */
export const SINGLE_UPLOAD_FAILED_MESSAGE = 'Your photo could not be uploaded. Please try again.';

/**
 * One photo from this device stored before it goes anywhere (issue 31 item 2: the split dialog
 * uploads the photo it then previews the grid on): checked, prepared off the main thread, posted with
 * the pipeline's retries; the canvas then draws it from the file (a picture made when it is drawn). No tile is added.
 */
@injectable()
export class SinglePhotoUpload {
  constructor(
    @inject(PhotoUploader) private readonly uploader: Uploader,
    @inject(PhotoProcessor) private readonly processor: Processor,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
  ) {}

  /** The stored photo, or the shopper's words for why it was not stored. */
  async upload(file: PickedFile): Promise<Either<string, PhotoInput>> {
    const triage = triageFile(file.name, file.size, new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (triage.kind !== 'accept') return left(triage.message);
    const processed = await this.processor.process(file, file.name);
    if (isLeft(processed)) return left(REFUSAL_MESSAGES[processed.left.code](file.name));
    const photo = processed.right;
    const slots = await this.uploader.prepare(1);
    if (isLeft(slots) || slots.right.length === 0) return left(UPLOAD_START_FAILED_MESSAGE);
    const clock = { sleep: (ms: number) => new Promise<void>((resolve) => this.scheduler.after(ms, resolve)), random: Math.random };
    const fileName = file.name.replace(/\.[^.]*$/, '') + '.jpg';
    const uploaded = await uploadWithRetries(this.uploader, slots.right[0]!, photo.full, fileName, clock);
    if (isLeft(uploaded)) return left(SINGLE_UPLOAD_FAILED_MESSAGE);
    const stored = { imagePath: uploaded.right.location, width: photo.width, height: photo.height };
    void this.processor.keepLocal(stored.imagePath, file, stored);
    return right({ ...stored, source: 'device' });
  }
}
