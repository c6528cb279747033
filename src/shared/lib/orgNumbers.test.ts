import { describe, expect, it } from 'vitest';
import { checkInn, checkKpp, checkOgrn } from './orgNumbers';

/** Every variant of `value` with exactly one digit replaced by another, the last (check) digit included. */
function singleDigitChanges(value: string): string[] {
  const variants: string[] = [];
  for (let position = 0; position < value.length; position += 1) {
    for (let digit = 0; digit <= 9; digit += 1) {
      if (String(digit) !== value[position]) {
        variants.push(value.slice(0, position) + digit + value.slice(position + 1));
      }
    }
  }
  return variants;
}

describe('checkInn', () => {
  it.each([
    ['7707083893', 'Sberbank'],
    ['7736207543', 'Yandex'],
    ['7728168971', 'Alfa-Bank'],
    ['7707049388', 'Rostelecom'],
    ['0105017467', 'region 01, made up with a correct check digit'],
  ])('accepts the legal-entity INN %s (%s)', (inn) => {
    expect(checkInn(inn)).toBeNull();
  });

  it('accepts a 12-digit INN of an individual', () => {
    expect(checkInn('500100732259')).toBeNull();
  });

  // For these numbers no single changed digit happens to keep both sums right (checked when they were chosen).
  it.each(['7707083893', '7736207543', '500100732259'])('rejects every one-digit change of %s', (inn) => {
    const variants = singleDigitChanges(inn);
    expect(variants).toHaveLength(inn.length * 9);
    for (const variant of variants) {
      expect([variant, checkInn(variant)]).toEqual([variant, 'checksum']);
    }
  });

  it('rejects swapped digits', () => {
    expect(checkInn('7707038893')).toBe('checksum');
    expect(checkInn('500100732295')).toBe('checksum');
  });

  it.each(['', '7', '770708389', '77070838931', '50010073225', '5001007322590'])(
    'rejects the length of %j',
    (inn) => {
      expect(checkInn(inn)).toBe('length');
    },
  );

  it.each([
    '770708389O',
    '7707 083893',
    ' 7707083893',
    '7707083893\n',
    '+707083893',
    '７７０７０８３８９３',
    'abc',
  ])('rejects non-digits in %j', (inn) => {
    expect(checkInn(inn)).toBe('notDigits');
  });
});

describe('checkKpp', () => {
  it.each(['773601001', '770701001', '7736AB001', '77360Z001'])('accepts %s', (kpp) => {
    expect(checkKpp(kpp)).toBeNull();
  });

  it.each(['', '77360100', '7736010011', '7736 01001'])('rejects the length of %j', (kpp) => {
    expect(checkKpp(kpp)).toBe('length');
  });

  it.each(['7736ab001', '77A601001', '773601A01', '7736-1001', 'АБВГДЕЁЖЗ', '7736ЖЖ001'])(
    'rejects the format of %j',
    (kpp) => {
      expect(checkKpp(kpp)).toBe('format');
    },
  );
});

describe('checkOgrn', () => {
  it.each([
    ['1027700132195', 'OGRN of Sberbank'],
    ['1027739850962', 'OGRN'],
    ['1027700229193', 'OGRN'],
    ['304500116000157', 'OGRNIP'],
  ])('accepts %s (%s)', (ogrn) => {
    expect(checkOgrn(ogrn)).toBeNull();
  });

  it.each(['1027700132195', '1027739850962', '304500116000157'])(
    'rejects every one-digit change of %s',
    (ogrn) => {
      for (const variant of singleDigitChanges(ogrn)) {
        expect([variant, checkOgrn(variant)]).toEqual([variant, 'checksum']);
      }
    },
  );

  it('uses modulus 11 for 13 digits and 13 for 15, never the other', () => {
    // Made-up body 31677460010044: mod 13 → 4, mod 11 → 2. For Sberbank's OGRN body mod 11 → 5, mod 13 → 3.
    expect(checkOgrn('316774600100444')).toBeNull();
    expect(checkOgrn('316774600100442')).toBe('checksum');
    expect(checkOgrn('1027700132193')).toBe('checksum');
  });

  it.each(['', '102770013219', '10277001321950', '3045001160001570', '1'])(
    'rejects the length of %j',
    (ogrn) => {
      expect(checkOgrn(ogrn)).toBe('length');
    },
  );

  it.each(['102770013219O', '1027700 132195', '1.02770013e12', '-1027700132195'])(
    'rejects non-digits in %j',
    (ogrn) => {
      expect(checkOgrn(ogrn)).toBe('notDigits');
    },
  );
});
