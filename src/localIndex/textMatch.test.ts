import { describe, expect, it } from 'vitest';
import { toLeadRecord } from './leadRecord';
import { normalizeText, phoneHaystack } from './normalize';
import { makeLead } from './testing/fakeCrm';
import { matchesText, parseTextQuery } from './textMatch';

function finds(query: string, changes: Parameters<typeof makeLead>[1]): boolean {
  const parsed = parseTextQuery(query);
  if (!parsed) return false;
  return matchesText(toLeadRecord(makeLead(1, changes)), parsed);
}

describe('phone queries', () => {
  const phone = '79161234567';
  it.each(['916 123', '89161234567', '+7 (916) 123-45-67', '8 916', '+7 916', '4567', '123-45'])(
    'finds %s in +7 916 123-45-67',
    (query) => {
      expect(finds(query, { phone })).toBe(true);
    },
  );

  it('finds a phone stored with the trunk 8 by its +7 form', () => {
    expect(finds('+7 916 123 45 67', { phone: '89161234567' })).toBe(true);
  });

  it('does not find digits the number lacks, nor runs across the two prefixed forms', () => {
    expect(finds('916 124', { phone })).toBe(false);
    expect(finds('4567 8916', { phone })).toBe(false);
  });

  it('matches a short run of digits only at the start of the national number', () => {
    expect(finds('91', { phone })).toBe(true);
    expect(finds('45', { phone })).toBe(false);
  });

  it('keeps other countries as their digits', () => {
    expect(phoneHaystack('+49 30 1234567')).toBe('49301234567');
    expect(finds('30 1234', { phone: '+49 30 1234567' })).toBe(true);
  });

  it('ignores a lead without a phone', () => {
    expect(finds('916', { phone: null })).toBe(false);
  });
});

describe('name and e-mail queries', () => {
  const name = 'Фёдоров Пётр Ivanovich';
  it.each(['фед', 'ФЕДОРОВ', 'петр федоров', 'пётр', 'iv', 'IVANOVICH петр'])('finds "%s" in %s', (query) => {
    expect(finds(query, { name })).toBe(true);
  });

  it('matches the start of a word only', () => {
    expect(finds('доров', { name })).toBe(false);
  });

  it('needs every word', () => {
    expect(finds('петр сидоров', { name })).toBe(false);
  });

  it('finds an e-mail by any part', () => {
    expect(finds('example.te', { name: null, email: 'Ann@Example.test' })).toBe(true);
    expect(finds('ann@', { name: null, email: 'Ann@Example.test' })).toBe(true);
  });

  it('combines a name word with digits of the phone', () => {
    expect(finds('петр 4567', { name, phone: '79161234567' })).toBe(true);
    expect(finds('петр 9999', { name, phone: '79161234567' })).toBe(false);
  });

  it('treats markup in a name as text', () => {
    expect(finds('<b>', { name: '<b>Bold</b> Ltd' })).toBe(true);
    expect(finds('bold', { name: '<b>Bold</b> Ltd' })).toBe(true);
  });

  it('normalises case, ё and spaces', () => {
    expect(normalizeText('  ЁЛКА   Ёж ')).toBe('елка еж');
  });
});
