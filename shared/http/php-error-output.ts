// PHP prints an error as `<severity>: <message> in <file> on line <n>` (its display format), with
// `html_errors` on as `<br />\n<b>Warning</b>:  … in <b>/path/file.php</b> on line <b>12</b><br />`,
// in the CLI or a log as `PHP Warning:  … in /path/file.php on line 12`. An uncaught exception's
// message spans lines and ends with `thrown in <file> on line <n>`. That whole shape is matched, not
// a leading word: a review or a reply may well start with "Warning: she arrived late".
const SEVERITY = String.raw`(?:PHP\s+)?(?:Fatal error|Recoverable fatal error|Catchable fatal error|Parse error|Warning|Notice|Deprecated|Strict Standards)`;
// An absolute path (Unix or Windows), or what PHP prints for code that has no file.
const FILE = String.raw`(?:(?:[A-Za-z]:)?[\\/][^<>\n]*?|Unknown|Standard input code|Command line code|php shell code)`;
const PHP_ERROR_SHAPE = new RegExp(
  String.raw`^\s*(?:<br\s*\/?>\s*)*(?:<b>\s*)?${SEVERITY}\s*(?:<\/b>\s*)?:[\s\S]*?\sin\s+(?:<b>)?${FILE}(?:<\/b>)?\s+on\s+line\s+(?:<b>)?\d+(?:<\/b>)?`,
);
// With html_errors on, PHP starts every error with exactly this line break and bold severity; the
// pair identifies its output even when the answer was cut before the file and line. Review text
// never starts that way: written or pasted text has no line break before its first word.
const PHP_HTML_ERROR_PREFIX = new RegExp(String.raw`^\s*<br\s*\/?>\r?\n<b>${SEVERITY}<\/b>:`);

/**
 * Tells whether an answer starts with PHP's error output rather than what the script meant to send:
 * such an answer arrives with HTTP 200 but is malformed for every caller (HTML or free-form answers).
 * Only the start is looked at: PHP prints a failing script's errors before its own output, and a
 * review may quote such a line further down.
 */
export function isPhpErrorOutput(text: string): boolean {
  return PHP_HTML_ERROR_PREFIX.test(text) || PHP_ERROR_SHAPE.test(text);
}
