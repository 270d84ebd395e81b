/**
 * The "Plain" look: light paper, black ink, a large heavy headline, one black call to action; the site's
 * brand colour draws the rule above the headline and the logo. The site's font, Nunito (the shell serves
 * and the document preloads it; the server page declares it, the shell's page has it), the system's while
 * it is not there. Every rule is scoped to `.lpp`, so the same CSS can sit in the shell's page.
 */
export const LANDER_CSS = `
.lpp{--lpp-accent:#c2360f;--lpp-ink:#151515;--lpp-muted:#4a4641;--lpp-line:#d9d2c6;--lpp-paper:#f7f3ec;background:var(--lpp-paper);color:var(--lpp-ink);font:400 1.0625rem/1.55 "Nunito Variable",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;-webkit-font-smoothing:antialiased}
.lpp[data-lander=tinderswipe]{--lpp-paper:#fbf0ed}
.lpp[data-lander=whoneedsstrings]{--lpp-paper:#edf2f6}
.lpp *,.lpp *::before{box-sizing:border-box}
.lpp-body{max-width:48rem;margin:0 auto;padding:40px 20px 56px}
.lpp-kicker{display:flex;flex-wrap:wrap;gap:4px 16px;margin:0 0 20px;padding-top:14px;border-top:6px solid var(--lpp-accent);font-size:.8125rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase}
.lpp-kicker span+span{color:var(--lpp-muted)}
.lpp-headline{margin:0 0 20px;font-size:clamp(2.25rem,8vw,4.25rem);font-weight:800;line-height:1.04;letter-spacing:-.02em;overflow-wrap:break-word}
.lpp-whole{white-space:nowrap}
.lpp-faces{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:8px;margin:0 0 28px;padding:0;list-style:none}
.lpp-faces li{position:relative;aspect-ratio:1/1;overflow:hidden;background:var(--lpp-line)}
.lpp-faces a{display:block;width:100%;height:100%;text-decoration:none}
.lpp-faces img{display:block;width:100%;height:100%;object-fit:cover}
.lpp-face-name{position:absolute;inset:auto 0 0;padding:20px 6px 6px;overflow:hidden;background:linear-gradient(180deg,transparent,rgba(0,0,0,.78));color:#fff;font-size:.875rem;font-weight:700;line-height:1.2;text-overflow:ellipsis;white-space:nowrap;pointer-events:none}
.lpp-face-fictional{position:absolute;top:4px;left:4px;max-width:calc(100% - 8px);padding:1px 6px;overflow:hidden;background:#fff;color:var(--lpp-ink);font-size:.75rem;font-weight:700;text-overflow:ellipsis;white-space:nowrap}
.lpp-tagline{max-width:36ch;margin:0 0 32px;color:var(--lpp-muted);font-size:1.25rem}
.lpp-cta{display:inline-flex;align-items:center;justify-content:center;min-height:52px;padding:0 32px;border:2px solid var(--lpp-ink);border-radius:0;background:var(--lpp-ink);color:#fff;font-family:inherit;font-size:1.0625rem;font-weight:700;line-height:1.2;text-decoration:none;cursor:pointer}
.lpp-cta:hover{background:transparent;color:var(--lpp-ink)}
.lpp a:focus-visible,.lpp button:focus-visible{outline:3px solid #1565c0;outline-offset:3px}
.lpp-login{margin:16px 0 0;color:var(--lpp-muted)}
.lpp a:not(.lpp-cta){color:var(--lpp-ink);font-weight:700;text-underline-offset:3px}
.lpp-points{display:grid;margin:48px 0 0;padding:0;list-style:none;counter-reset:lpp}
.lpp-points li{display:flex;gap:16px;align-items:baseline;padding:14px 0;border-top:1px solid var(--lpp-line);counter-increment:lpp}
.lpp-points li::before{content:counter(lpp,decimal-leading-zero);color:var(--lpp-muted);font-size:.875rem;font-weight:700}
.lpp-age{display:flex;gap:12px;align-items:center;margin:40px 0 0;color:var(--lpp-muted);font-size:.875rem}
.lpp-age-badge{display:inline-grid;flex:none;place-items:center;width:44px;height:44px;border:2px solid var(--lpp-ink);border-radius:50%;color:var(--lpp-ink);font-weight:700}
.lpp-fictional{margin:16px 0 0;padding:12px 16px;border-left:4px solid var(--lpp-ink);background:#fff;font-size:.875rem}
@media (min-width:768px){.lpp-body{padding:72px 32px 80px}.lpp-points{grid-template-columns:repeat(3,1fr);gap:24px}.lpp-points li{flex-direction:column;gap:6px}}
`;

/** The server page's frame: logo bar and footer around the lander, and the page itself. */
export const PAGE_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0}
.lpp-page{display:flex;flex-direction:column;min-height:100vh}
.lpp-page>main{flex:1}
.lpp-bar,.lpp-footer{border-color:var(--lpp-line);border-style:solid;border-width:0}
.lpp-bar{border-bottom-width:1px}
.lpp-footer{border-top-width:1px;font-size:.875rem}
.lpp-row{display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center;justify-content:space-between;max-width:48rem;margin:0 auto;padding:12px 20px}
.lpp a.lpp-logo{display:inline-flex;gap:8px;align-items:center;min-height:44px;color:var(--lpp-accent);font-size:1.375rem;font-weight:700;letter-spacing:-.01em;text-decoration:none;white-space:nowrap}
.lpp-logo img{flex:none;width:32px;height:32px;border-radius:8px}
.lpp-footer ul{display:flex;flex-wrap:wrap;gap:8px 20px;margin:0;padding:0;list-style:none}
.lpp-footer a{display:inline-block;padding:8px 0}
.lpp-footer .lpp-row{padding-block:20px}
@media (min-width:768px){.lpp-row{padding-inline:32px}}
`;

/** CSS text without line breaks around rules (what goes into a `<style>`). */
export const minify = (css: string): string => css.trim().replace(/\n+/g, '');
