import { describe, expect, it } from 'vitest';
import {
  CONVERT_PROMPT_TEXT,
  convertPromptMessage,
  convertPromptReducer as reduce,
  initialConvertPrompt,
  shouldShowConvertPrompt,
} from '../../../src/domain/account';

describe('convert prompt', () => {
  it('prompts when conversion is needed and nothing was decided', () => {
    expect(shouldShowConvertPrompt(undefined, true)).toBe(true);
    expect(shouldShowConvertPrompt('undecided', true)).toBe(true);
    expect(shouldShowConvertPrompt('decline', true)).toBe(false);
    expect(shouldShowConvertPrompt(undefined, false)).toBe(false);
  });

  it('converts all to black on convert, and stores the choice on close', () => {
    const open = reduce(initialConvertPrompt, { type: 'open' }).state;
    expect(open).toEqual({ open: true, choice: 'undecided' });
    const converted = reduce(open, { type: 'choose', choice: 'convert' });
    expect(converted).toEqual({ state: { open: true, choice: 'convert' }, effects: [{ type: 'convertAllToBlack' }] });
    expect(reduce(converted.state, { type: 'close' })).toEqual({
      state: { open: false, choice: 'convert' },
      effects: [{ type: 'storeChoice', choice: 'convert' }],
    });
  });

  it('shows the app-resume message on decline', () => {
    const declined = reduce({ open: true, choice: 'undecided' }, { type: 'choose', choice: 'decline' });
    expect(declined.effects).toEqual([]);
    expect(convertPromptMessage(declined.state)).toBe(CONVERT_PROMPT_TEXT.declined);
    expect(convertPromptMessage(initialConvertPrompt)).toBeUndefined();
    expect(reduce(declined.state, { type: 'close' }).effects).toEqual([{ type: 'storeChoice', choice: 'decline' }]);
  });

  it('ignores closing a closed prompt', () => {
    expect(reduce(initialConvertPrompt, { type: 'close' })).toEqual({ state: initialConvertPrompt, effects: [] });
  });
});
