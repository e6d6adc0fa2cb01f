import { useEffect } from 'react';
import { ConvertPromptStore } from '../../application/printing/convert-prompt-store';
import { useService } from '../hooks/use-service';

/**
 * Starts the pharmacy tenant's convert-frames-to-black prompt (SPEC §4) for the visit: it watches the
 * projects and asks once when a black-only tenant holds non-black frames. Mounted on every page with
 * the printing session's stores (the store decides whether this tenant needs it).
 */
export function ConvertPromptWatch() {
  const prompt = useService(ConvertPromptStore);
  useEffect(() => prompt.start(), [prompt]);
  return null;
}
