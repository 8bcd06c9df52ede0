/** Sends the visitor to `url` ("Leave" at the age check); its own module so that tests can replace it. */
export function leaveSite(url: string): void {
  window.location.assign(url);
}
