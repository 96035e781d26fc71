// Formula injection: a spreadsheet may run a text cell that begins with one of these as a formula (`=HYPERLINK(…)`,
// `+cmd|…`, `@SUM(…)`). Such a cell gets a leading apostrophe, which spreadsheets show as text; numbers that are
// real numbers are written as numbers and never pass through here.
const TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** The text as a cell may safely hold it: prefixed with `'` when it begins with = + - @, a tab or a carriage return. */
export function neutralise(text: string): string {
  return text.length > 0 && TRIGGERS.has(text[0]!) ? `'${text}` : text;
}
