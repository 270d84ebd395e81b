/**
 * Imported first by the browser script: files the page refers to (the video's poster) resolve from the
 * deployed version's folder, the parent of the script's `ssr/` folder, exactly as the server wrote them
 * into the markup, so the hydrated attributes match the rendered ones.
 */
declare let __webpack_public_path__: string;

const script = typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);
if (typeof __webpack_public_path__ !== 'undefined' && script?.src) {
  __webpack_public_path__ = new URL('../', script.src).pathname;
}
