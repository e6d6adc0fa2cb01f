import { useEffect } from 'react';
import { reaction } from 'mobx';
import { ParentFrame } from '../../application/ports/parent-frame';
import { UploadStore } from '../../application/upload';
import { leavePagePrompt } from '../../domain/project';
import { useService } from '../hooks/use-service';

/** SPEC §4: while photos upload, leaving the page prompts (never inside an iframe); leaving keeps the upload journal. */
export function UploadLeaveGuard() {
  const uploads = useService(UploadStore);
  const parent = useService<ParentFrame>(ParentFrame);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Photos on their way are reason enough; unsaved projects are the shell's LeavePageGuard's to name.
      const prompt = leavePagePrompt({ inIframe: parent.embedded, hasProgressItems: true, hasUnsavedChanges: false });
      if (prompt === undefined) return;
      event.preventDefault();
      event.returnValue = prompt;
    };
    // Requests aborted by the unload must not clear the journal of photos in flight.
    const onPageHide = () => uploads.freezeJournal();
    window.addEventListener('pagehide', onPageHide);
    const dispose = reaction(
      () => uploads.inProgress,
      (busy) => {
        if (busy) window.addEventListener('beforeunload', onBeforeUnload);
        else window.removeEventListener('beforeunload', onBeforeUnload);
      },
      { fireImmediately: true },
    );
    return () => {
      dispose();
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [uploads, parent]);
  return null;
}
