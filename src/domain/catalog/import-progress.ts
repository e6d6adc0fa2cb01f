/** Where a long import is: the upload's bytes, then the server's rows checked or written. */
export interface ImportStep {
  readonly phase: 'uploading' | 'checking' | 'writing';
  readonly done: number;
  readonly total: number;
}

const count = (n: number) => n.toLocaleString('en-US');

/** How far the step is, 0..100 (whole percent, never past 100; an empty step is done). */
export const importStepPercent = (step: ImportStep): number => (step.total <= 0 ? 100 : Math.min(100, Math.floor((step.done / step.total) * 100)));

/** The step in words: 'Sending the file: 40 %', 'Checking rows: 1,000 of 5,000', 'Writing products: 2,500 of 5,000 rows'. */
export function importStepText(step: ImportStep): string {
  if (step.phase === 'uploading') return `Sending the file: ${importStepPercent(step)} %`;
  if (step.phase === 'checking') return `Checking rows: ${count(step.done)} of ${count(step.total)}`;
  return `Writing products: ${count(step.done)} of ${count(step.total)} rows`;
}
