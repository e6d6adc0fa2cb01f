/** The shopper's answer to 'convert frames to black?' (pharmacy tenant). */
export type ConvertChoice = 'undecided' | 'convert' | 'decline';

/**
 * The prompt's texts. The spec names the prompt and the app-resume message but not their
 * words; these are ours.
 */
export const CONVERT_PROMPT_TEXT = {
  title: 'Black frames only',
  body: 'Prints picked up in store come in black frames. Convert your frames to black?',
  convert: 'Convert to black',
  decline: 'No thanks',
  declined: 'No problem! Open the TilePix app to resume your projects with their original frame colors.',
} as const;

/** The convert prompt's state. */
export interface ConvertPromptState {
  readonly open: boolean;
  readonly choice: ConvertChoice;
}

/** What happens to the prompt. */
export type ConvertPromptEvent = { readonly type: 'open' } | { readonly type: 'choose'; readonly choice: 'convert' | 'decline' } | { readonly type: 'close' };

/** What the caller must do. */
export type ConvertPromptEffect = { readonly type: 'convertAllToBlack' } | { readonly type: 'storeChoice'; readonly choice: ConvertChoice };

/** A transition's result. */
export interface ConvertPromptTransition {
  readonly state: ConvertPromptState;
  readonly effects: readonly ConvertPromptEffect[];
}

/** Closed, undecided. */
export const initialConvertPrompt: ConvertPromptState = { open: false, choice: 'undecided' };

/** Prompt only when conversion is needed and the shopper has not answered before. */
export const shouldShowConvertPrompt = (storedChoice: ConvertChoice | undefined, conversionNeeded: boolean): boolean =>
  conversionNeeded && (storedChoice === undefined || storedChoice === 'undecided');

/** The convert prompt as a reducer: converting sets every frame to Black; the choice is stored on close. */
export const convertPromptReducer = (state: ConvertPromptState, event: ConvertPromptEvent): ConvertPromptTransition => {
  switch (event.type) {
    case 'open':
      return { state: { open: true, choice: 'undecided' }, effects: [] };
    case 'choose':
      return {
        state: { ...state, choice: event.choice },
        effects: event.choice === 'convert' ? [{ type: 'convertAllToBlack' }] : [],
      };
    case 'close':
      return state.open ? { state: { ...state, open: false }, effects: [{ type: 'storeChoice', choice: state.choice }] } : { state, effects: [] };
  }
};

/** The message shown after declining (the app-resume message), if any. */
export const convertPromptMessage = (state: ConvertPromptState): string | undefined => (state.choice === 'decline' ? CONVERT_PROMPT_TEXT.declined : undefined);
