/** Adds `token` to a space-separated list such as `aria-describedby`, once. */
export function withToken(list: string | null, token: string): string {
  const tokens = (list ?? '').split(/\s+/).filter(Boolean);
  return tokens.includes(token) ? tokens.join(' ') : [...tokens, token].join(' ');
}

/** Removes every `token` from a space-separated list such as `aria-describedby`. */
export function withoutToken(list: string | null, token: string): string {
  return (list ?? '')
    .split(/\s+/)
    .filter((item) => item && item !== token)
    .join(' ');
}
