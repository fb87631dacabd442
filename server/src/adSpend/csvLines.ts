// Delimited text (RFC 4180) as records of cells, each with the physical line of the file it starts on, so
// that what is wrong with a record can be told by the line a spreadsheet or an editor shows.

/** One record: its cells as written (quotes removed, doubled quotes undone) and the 1-based line it starts on. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** What stops the text from being read at all. */
export interface CsvProblem {
  line: number;
  message: string;
}

/**
 * Splits `text` into records at CRLF, LF or a lone CR, and each record into cells at `delimiter`. A cell that
 * starts with `"` is quoted: it runs to the next lone `"` and may hold the delimiter, line breaks (kept as LF)
 * and `""` for a quote. Text between a closing quote and the next delimiter is kept as it is, as spreadsheets
 * do; a quote that is never closed is the one problem, since everything after it would be one cell.
 * A blank line is a record with one empty cell.
 */
export function csvRecords(text: string, delimiter: ',' | '\t'): CsvRecord[] | CsvProblem {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let cellStart = true;
  let line = 1;
  let recordLine = 1;
  let index = 0;
  /** The length of the line break at `at` (2 for CRLF), or 0. */
  const breakAt = (at: number) => (text[at] === '\r' ? (text[at + 1] === '\n' ? 2 : 1) : text[at] === '\n' ? 1 : 0);

  while (index < text.length) {
    const char = text[index];
    if (cellStart && char === '"') {
      const quoteLine = line;
      index++;
      for (;;) {
        if (index >= text.length) return { line: quoteLine, message: `Line ${quoteLine}: a quoted cell is never closed (a " is missing)` };
        const lineBreak = breakAt(index);
        if (lineBreak) {
          cell += '\n';
          line++;
          index += lineBreak;
        } else if (text[index] === '"' && text[index + 1] === '"') {
          cell += '"';
          index += 2;
        } else if (text[index] === '"') {
          index++;
          break;
        } else {
          cell += text[index++];
        }
      }
      cellStart = false;
      continue;
    }
    const lineBreak = breakAt(index);
    if (lineBreak) {
      records.push({ line: recordLine, cells: [...cells, cell] });
      cells = [];
      cell = '';
      cellStart = true;
      index += lineBreak;
      recordLine = ++line;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
      cellStart = true;
      index++;
    } else {
      cell += char;
      cellStart = false;
      index++;
    }
  }
  // The last record, when the text does not end with a line break.
  if (index > 0 && !breakAt(text.length - 1)) records.push({ line: recordLine, cells: [...cells, cell] });
  return records;
}
