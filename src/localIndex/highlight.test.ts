import { describe, expect, it } from 'vitest';
import { highlightPhone, highlightSubstring, highlightWords, splitByRanges } from './highlight';

const marked = (text: string, ranges: ReturnType<typeof highlightPhone>) =>
  splitByRanges(text, ranges)
    .filter((part) => part.marked)
    .map((part) => part.text);

describe('highlight', () => {
  it('marks the typed digits in a formatted phone, across its punctuation', () => {
    const shown = '+7 (916) 123-45-67';
    expect(marked(shown, highlightPhone(shown, '916 123'))).toEqual(['916) 123']);
    expect(marked(shown, highlightPhone(shown, '89161234567'))).toEqual(['7 (916) 123-45-67']);
    expect(marked(shown, highlightPhone(shown, '+7 (916) 123-45-67'))).toEqual(['7 (916) 123-45-67']);
  });

  it('marks the start of each matching word, ё as е', () => {
    const shown = 'Фёдоров Пётр';
    expect(marked(shown, highlightWords(shown, 'петр фед'))).toEqual(['Фёд', 'Пётр']);
  });

  it('marks a part of an e-mail', () => {
    expect(marked('Ann@Example.test', highlightSubstring('Ann@Example.test', 'example'))).toEqual([
      'Example',
    ]);
  });

  it('keeps the whole text in its parts', () => {
    const parts = splitByRanges('abcdef', [{ start: 1, end: 3 }]);
    expect(parts.map((part) => part.text).join('')).toBe('abcdef');
  });
});
