import fc from 'fast-check';
import { isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { isSingleScript, mailboxOf, MIXED_SCRIPT_MESSAGE, normaliseEmail } from '../../../src/domain/account';

const ok = (raw: string) => {
  const result = normaliseEmail(raw);
  if (!isRight(result)) throw new Error(`refused ${raw}: ${result.left.message}`);
  return result.right;
};
const refused = { _tag: 'Left', left: { code: 'email/mixed-script', message: MIXED_SCRIPT_MESSAGE } };

/** Addresses as people type them: ASCII letters, digits, dots, plus-tags, any case. */
const localPart = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9.+_-]{0,20}$/);
const domain = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}\.(com|net|org|co\.uk)$/);
const address = fc.tuple(localPart, domain).map(([l, d]) => `${l}@${d}`);
/** Characters nobody sees: zero-width space/joiner/non-joiner, soft hyphen, word joiner, BOM, variation selector. */
const invisible = fc.constantFrom('\u200b', '\u200c', '\u200d', '\u00ad', '\u2060', '\ufeff', '\ufe0f', '\u180e');

describe('normaliseEmail (issue 26 item 16): one spelling per address', () => {
  it('folds case, surrounding spaces, full-width forms and the root dot of the domain', () => {
    expect(ok('  Pat.Lee@Example.COM ')).toBe('pat.lee@example.com');
    expect(ok('ｐａｔ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('pat@example.com');
    expect(ok('pat@example.com.')).toBe('pat@example.com');
    expect(ok('pat@example.com..')).toBe('pat@example.com');
    expect(ok('no-at-sign')).toBe('no-at-sign');
  });

  it('drops each class of invisible character: zero-width space, soft hyphen, joiners, BOM', () => {
    expect(ok('ad\u200bmin@tilepix.test')).toBe('admin@tilepix.test');
    expect(ok('ad\u00admin@tilepix.test')).toBe('admin@tilepix.test');
    expect(ok('admin@tile\u200dpix.test')).toBe('admin@tilepix.test');
    expect(ok('\ufeffadmin@tilepix.test\u2060')).toBe('admin@tilepix.test');
  });

  it('refuses a local part or a domain label that mixes alphabets, with a clear message', () => {
    expect(normaliseEmail('\u0430dmin@tilepix.test')).toEqual(refused); // Cyrillic а
    expect(normaliseEmail('admin@tilep\u0456x.test')).toEqual(refused); // Cyrillic і
    expect(normaliseEmail('p\u03bfp@example.com')).toEqual(refused); // Greek ο
    expect(normaliseEmail('pat@\u0440\u0430ypal.com')).toEqual(refused);
  });

  it('keeps single-script addresses of any alphabet, and the mixes a writing system uses', () => {
    expect(ok('ИВАН@пример.рф')).toBe('иван@пример.рф');
    expect(ok('josé.müller@example.de')).toBe('josé.müller@example.de');
    expect(ok('山田たろう@例え.jp')).toBe('山田たろう@例え.jp');
    expect(ok('kim한국@example.kr')).toBe('kim한국@example.kr');
    expect(isSingleScript('ሰላም')).toBe(true);
    // A script the list does not name stands alone, but not beside a listed one.
    expect(isSingleScript('𐌰𐌱')).toBe(true);
    expect(isSingleScript('a𐌰')).toBe(false);
    expect(isSingleScript('한ひ')).toBe(false);
  });

  it('property: normalising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (raw) => {
        const once = normaliseEmail(raw);
        if (isRight(once)) expect(normaliseEmail(once.right)).toEqual(once);
      }),
    );
  });

  it('property: invisible characters and case anywhere give the same address', () => {
    fc.assert(
      fc.property(address, fc.array(fc.tuple(fc.nat(60), invisible), { maxLength: 4 }), fc.boolean(), (email, inserts, upper) => {
        let noisy = upper ? email.toUpperCase() : email;
        for (const [at, char] of inserts) {
          const i = at % (noisy.length + 1);
          noisy = noisy.slice(0, i) + char + noisy.slice(i);
        }
        expect(ok(`${noisy}.`)).toBe(email.toLowerCase());
      }),
    );
  });

  it('property: one Cyrillic lookalike in a Latin local part is always refused', () => {
    const lookalikes: Record<string, string> = { a: '\u0430', e: '\u0435', o: '\u043e', p: '\u0440', c: '\u0441', x: '\u0445' };
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{0,6}[aeopcx][a-z]{0,6}$/), (local) => {
        const swapped = local.replace(/[aeopcx]/, (ch) => lookalikes[ch]!);
        const hasLatin = /[a-z]/.test(swapped);
        expect(isRight(normaliseEmail(`${swapped}@example.com`))).toBe(!hasLatin);
      }),
    );
  });
});

describe('mailboxOf (issue 26 item 4): one welcome offer per inbox', () => {
  it('drops the plus-tag everywhere, and the dots where the provider ignores them', () => {
    expect(mailboxOf('pat+shop@example.com')).toBe('pat@example.com');
    expect(mailboxOf('p.a.t@example.com')).toBe('p.a.t@example.com');
    expect(mailboxOf('p.a.t+x+y@gmail.com')).toBe('pat@gmail.com');
    expect(mailboxOf('pat@googlemail.com')).toBe('pat@gmail.com');
    expect(mailboxOf('+tag@example.com')).toBe('+tag@example.com');
    expect(mailboxOf('no-at-sign')).toBe('no-at-sign');
  });

  it('property: every plus-tag and Gmail dot variant of an address is one mailbox', () => {
    const gmailLocal = fc.stringMatching(/^[a-z0-9]{1,12}$/);
    fc.assert(
      fc.property(
        gmailLocal,
        fc.array(fc.nat(12), { maxLength: 4 }),
        fc.option(fc.stringMatching(/^[a-z0-9.]{0,8}$/)),
        fc.constantFrom('gmail.com', 'googlemail.com'),
        (local, dots, tag, host) => {
          let dotted = local;
          for (const at of dots) {
            const i = 1 + (at % dotted.length);
            dotted = dotted.slice(0, i) + '.' + dotted.slice(i);
          }
          const variant = ok(`${dotted.toUpperCase()}${tag === null ? '' : `+${tag}`}@${host}`);
          expect(mailboxOf(variant)).toBe(`${local}@gmail.com`);
        },
      ),
    );
  });
});
