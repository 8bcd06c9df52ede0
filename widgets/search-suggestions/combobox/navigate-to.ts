/** Goes to `url` (already checked by safeUrl); its own module so that tests can watch it. */
export function navigateTo(url: string): void {
  location.assign(url);
}
