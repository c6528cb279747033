import Papa from 'papaparse';

export const CSV_SEPARATORS = [',', ';', '\t'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

export function isCsvSeparator(value: string): value is CsvSeparator {
  return (CSV_SEPARATORS as readonly string[]).includes(value);
}

// Enough rows to see a pattern; quoted line breaks make a row span several lines, which Papa Parse handles.
const SAMPLE_ROWS = 20;

/**
 * The separator that splits the first rows into the same number of cells (Papa Parse's guess among comma,
 * semicolon and tab); comma when nothing splits them, as for a one-column file.
 */
export function detectSeparator(text: string): CsvSeparator {
  const guessed = Papa.parse<string[]>(text, {
    preview: SAMPLE_ROWS,
    delimitersToGuess: [...CSV_SEPARATORS],
    skipEmptyLines: 'greedy',
  }).meta.delimiter;
  return isCsvSeparator(guessed) ? guessed : ',';
}
