/**
 * Reloads the page so that the server renders it with the cookies just written (language, sort,
 * filters). One function, so that tests can replace it and count the reloads.
 */
export function reloadPage(): void {
  window.location.reload();
}
