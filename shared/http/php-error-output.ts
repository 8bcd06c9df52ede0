// PHP prints its errors before the script's own output, as `<br />\n<b>Fatal error</b>: …` (HTML
// errors on) or `PHP Fatal error: …` / `Fatal error: …` (plain text). Only the start of an answer
// is looked at: a review that quotes "<b>Warning</b>:" inside its own markup is no PHP error.
const PHP_ERROR_START =
  /^\s*(?:<br\s*\/?>\s*)*(?:<b>\s*)?(?:PHP\s+)?(?:Fatal error|Parse error|Catchable fatal error|Warning|Notice|Deprecated)\s*(?:<\/b>\s*)?:/i;

/**
 * Tells whether an answer is PHP's error output rather than what the script meant to send: such
 * an answer arrives with HTTP 200 but is malformed for every caller (HTML or free-form answers).
 */
export function isPhpErrorOutput(text: string): boolean {
  return PHP_ERROR_START.test(text);
}
