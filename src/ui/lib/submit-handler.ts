import type { FormEvent } from 'react';

/** A form's submit handler: the browser does not send the form nor leave the page; `action` (a store's) does the work. */
export const submitHandler = (action: () => unknown) => (event: FormEvent) => {
  event.preventDefault();
  void action();
};
