/**
 * The upload's views (issue 36): what the photo picker, the tool and the shell show of photos on
 * their way. The upload's stores are behind src/application/upload's own entry.
 */
export { UploadLeaveGuard } from './upload-leave-guard';
export { UploadNotices } from './upload-notices';
export { UnframedUploads } from './unframed-uploads';
export { OverallUploadBar, UploadProgress } from './upload-progress';
export { PhotoProgressBar } from './photo-progress-bar';
