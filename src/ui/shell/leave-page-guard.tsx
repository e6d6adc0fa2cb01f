import { useEffect } from 'react';
import { ParentFrame } from '../../application/ports/parent-frame';
import { ProjectStore } from '../../application/printing/project-store';
import { ProjectSync } from '../../application/printing/project-sync';
import { useService } from '../hooks/use-service';

/**
 * SPEC §4: leaving with unsaved changes prompts 'Your changes may not be saved if you leave now.'
 * (never inside an iframe): only while a change has not landed on the server. The projects are
 * written locally before the page goes away, and the unsaved ones sent to the server (keepalive)
 * when the tab is hidden or closed. Mounted on every page, it also starts the server sync.
 */
export function LeavePageGuard() {
  const projects = useService(ProjectStore);
  const sync = useService(ProjectSync);
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
    const leaving = () => {
      projects.flush();
      sync.flush();
    };
    const onPageHide = leaving;
    // A hidden tab may be discarded without a pagehide (mobile browsers): write and send what is unsaved.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [projects, sync, parent]);
  return null;
}
