import { triageFile } from '../../domain/imaging/upload-messages';
import type { PickedFile } from './photo-uploads';
import type { UploadJournal } from './upload-journal';

/** The photos of one choice the triage accepted (with their journal ids), and its messages for the others. */
export interface TriagedChoice {
  readonly accepted: readonly PickedFile[];
  readonly ids: readonly string[];
  readonly notices: readonly string[];
}

/**
 * Journals a choice of device photos before anything is awaited — a reload while their headers are
 * read (slow on a busy phone) still names every photo chosen — then triages each by its header. The
 * refused ones leave the journal at once; a file that cannot be read (gone from the disk since it was
 * chosen) takes the whole choice out of the journal and throws: the choice adds nothing.
 */
export async function journalledChoice(files: readonly PickedFile[], journal: UploadJournal, newId: () => string): Promise<TriagedChoice> {
  const chosenIds = files.map(newId);
  journal.change((list) => [...list, ...files.map((file, i) => ({ id: chosenIds[i]!, name: file.name }))]);
  const accepted: PickedFile[] = [];
  const ids: string[] = [];
  const notices: string[] = [];
  const refusedIds: string[] = [];
  try {
    for (const [i, file] of files.entries()) {
      const triage = triageFile(file.name, file.size, new Uint8Array(await file.slice(0, 16).arrayBuffer()));
      if (triage.kind === 'accept') {
        accepted.push(file);
        ids.push(chosenIds[i]!);
      } else {
        notices.push(triage.message);
        refusedIds.push(chosenIds[i]!);
      }
    }
  } catch (error) {
    journal.forget(chosenIds);
    throw error;
  }
  if (refusedIds.length > 0) journal.forget(refusedIds);
  return { accepted, ids, notices };
}
