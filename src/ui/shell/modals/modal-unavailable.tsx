import { useEffect } from 'react';
import type { ModalBodyProps } from './modal-body';

/** Stands in for a body whose chunk did not load (or an unknown kind): dismisses it, so nothing waits on it. */
export function ModalUnavailable({ dismiss }: ModalBodyProps) {
  useEffect(() => dismiss(), [dismiss]);
  return null;
}
