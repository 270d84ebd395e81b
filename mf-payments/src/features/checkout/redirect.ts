/** Sends the payer to the provider's hosted checkout page (a full page load, leaving the site). */
export function redirectToProvider(url: string): void {
  window.location.assign(url);
}
