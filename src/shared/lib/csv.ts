/** CSV export (RFC 4180) of table rows, for download as a file that spreadsheets open cleanly. */
import Papa from 'papaparse';

export type CsvCell = string | number | null | undefined;

/** Excel takes a file without it for the ANSI code page and garbles Cyrillic. */
export const CSV_BOM = '\uFEFF';

// A spreadsheet runs a cell starting with one of these as a formula, so a lead named '=HYPERLINK(...)' or
// '+cmd|...' could act on the machine of whoever opens the export (OWASP "CSV injection"). A leading single quote
// makes the cell plain text.
const FORMULA_START = /^[=+\-@\t\r]/;
// A plain signed number is not a formula and stays usable as a number ('-1500', '+79161234567').
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

function textOfCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) {
    return '';
  }
  if (typeof cell === 'number') {
    return Number.isFinite(cell) ? String(cell) : '';
  }
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/**
 * Rows joined by CRLF, cells by the delimiter (',' unless given; Excel in a Russian locale expects ';').
 * The delimiter must be one character other than a quote, CR or LF, or the output could not be read back.
 */
export function toCsv(
  rows: ReadonlyArray<ReadonlyArray<CsvCell>>,
  options: { delimiter?: string } = {},
): string {
  const delimiter = options.delimiter ?? ',';
  if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\r' || delimiter === '\n') {
    throw new RangeError(`Unusable CSV delimiter: ${JSON.stringify(delimiter)}`);
  }
  // Papa Parse writes what it reads (the import uses it too): quotes where a cell holds the delimiter, a quote, a
  // line break or edge spaces, and doubles inner quotes.
  return Papa.unparse(
    rows.map((row) => row.map(textOfCell)),
    { delimiter, newline: '\r\n', header: false },
  );
}

/** A Blob ready for download, with the BOM in front (once, even if the text already has it). */
export function csvBlob(text: string): Blob {
  const body = text.startsWith(CSV_BOM) ? text.slice(CSV_BOM.length) : text;
  return new Blob([CSV_BOM, body], { type: 'text/csv;charset=utf-8' });
}
