/** Sends the browser to another site (a module of its own, so tests can stand in for the navigation). */
export function leaveSite(url: string): void {
  window.location.assign(url);
}
