import { describe, expect, it } from 'vitest';
import { statesOfZip, US_STATES, usState, usStateName, zipStateMismatch } from '../../../src/domain/validation';
import { ZIP_PREFIX_STATES } from '../../../src/domain/validation/zip-state-data';

describe('US states and territories (issue 32 item 3)', () => {
  it('lists the 50 states, DC, 5 territories, 3 freely associated states and 3 military codes, each once, all valid codes', () => {
    expect(US_STATES).toHaveLength(50 + 1 + 5 + 3 + 3);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(US_STATES.length);
    for (const s of US_STATES) expect(usState(s.code)).toBeUndefined();
    expect(usStateName('or')).toBe('Oregon');
    expect(usStateName('XX')).toBeUndefined();
  });

  it('names every state the ZIP table serves', () => {
    const served = new Set(ZIP_PREFIX_STATES.split(' ').flatMap((run) => (run.split(':')[1] ?? '').split('/')));
    for (const code of served) expect(usStateName(code), code).toBeDefined();
  });
});

describe('ZIP–state consistency', () => {
  it.each([
    ['97201', 'OR'],
    ['10001', 'NY'],
    ['60601', 'IL'],
    ['00901', 'PR'],
    ['96910', 'GU'],
    ['20001', 'DC'],
    ['99501', 'AK'],
    ['09001', 'AE'],
    ['97201-1234', 'OR'],
    [' 68102 ', 'ne'],
    // A prefix that crosses a state line accepts each of its states.
    ['73949', 'TX'],
    ['73949', 'OK'],
  ])('%s is in %s', (zip, state) => {
    expect(zipStateMismatch(zip, state)).toBeUndefined();
  });

  it('says which state a ZIP code is in', () => {
    expect(zipStateMismatch('97201', 'NY')).toBe('This ZIP code is in Oregon, not New York');
    expect(zipStateMismatch('60601', 'IN')).toBe('This ZIP code is in Illinois, not Indiana');
  });

  it('a prefix of several states names none of them', () => {
    expect(statesOfZip('20588')).toEqual(['DC', 'MD', 'VA']);
    expect(zipStateMismatch('20588', 'CA')).toBe('This ZIP code is not in California');
  });

  it('leaves what other rules judge alone: a malformed ZIP, an unknown state, an unassigned prefix', () => {
    expect(zipStateMismatch('9720', 'NY')).toBeUndefined();
    expect(zipStateMismatch('97201', 'ZZ')).toBeUndefined();
    expect(zipStateMismatch('', 'NY')).toBeUndefined();
    expect(statesOfZip('00000')).toEqual([]);
    expect(zipStateMismatch('00000', 'NY')).toBeUndefined();
  });
});
