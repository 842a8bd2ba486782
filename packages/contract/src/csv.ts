const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV field: quoted when it holds a comma, quote or line break (quotes doubled), and a leading
 * = + - @ tab or carriage return is defused so a spreadsheet never runs it as a formula. A plain
 * number such as -199.00 (a net loss) is no formula and is left a number.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV with RFC 4180 line endings, every field through `csvField`. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
