import { useEffect } from 'react';
import { ParentFrame } from '../../application/ports/parent-frame';
import { ProjectStore } from '../../application/printing/project-store';
import { useService } from '../hooks/use-service';

/**
 * SPEC §4: leaving with unsaved changes prompts 'Your changes may not be saved if you leave now.'
 * (never inside an iframe); the projects are written locally before the page goes away.
 */
export function LeavePageGuard() {
  const projects = useService(ProjectStore);
  const parent = useService<ParentFrame>(ParentFrame);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      projects.flush();
      const prompt = projects.leavePrompt({ inIframe: parent.embedded, hasProgressItems: false });
      if (prompt === undefined) return;
      event.preventDefault();
      // Browsers show their own text; older ones read returnValue.
      event.returnValue = prompt;
    };
    const onPageHide = () => projects.flush();
    // A hidden tab may be discarded without a pagehide (mobile browsers): write the debounced projects.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') projects.flush();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [projects, parent]);
  return null;
}
