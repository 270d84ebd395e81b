/** A full reload: the one way to restart the shell and every remote in a new language. */
export function reloadPage(): void {
  window.location.reload();
}
