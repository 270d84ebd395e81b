import type { Language } from 'contract/constants';
import type { Settings } from 'contract';
import { fillIn, escapeHtml } from './frame';
import {
  ENTRY_WARNING_HIDE_KEY,
  ENTRY_WARNING_LIMITED_COUNTRIES,
  rememberSiteEntryForServer,
  shouldShowSiteEntryWarning,
} from './siteEntryRules';
import { LANDER_FRAME_TEXTS } from './texts';

/** Where Leave takes the visitor: away from the adult site altogether. */
export const ENTRY_WARNING_LEAVE_URL = 'https://www.google.com/';

export type EntryWarningSettings = Pick<
  Settings,
  'enable_site_entry_popup' | 'geoip_country' | 'minimum_age'
> & { primary_color?: string | null };

const STYLE = `
.lp-entry{position:fixed;inset:0;z-index:1000;display:grid;place-items:center;padding:16px;background:rgba(17,17,17,.6)}
.lp-entry__box{box-sizing:border-box;max-width:28rem;width:100%;padding:24px;border-radius:12px;background:#fff;color:#1f1f1f;font:16px/1.5 system-ui,sans-serif;box-shadow:0 12px 40px rgba(0,0,0,.35)}
.lp-entry__box h2{margin:0 0 12px;font-size:1.25rem}
.lp-entry__box p{margin:0 0 20px}
.lp-entry__actions{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:8px}
.lp-entry__actions button{min-height:44px;padding:0 20px;border-radius:999px;font:inherit;font-weight:700;cursor:pointer}
.lp-entry__leave{border:2px solid #5c5c5c;background:#fff;color:#1f1f1f}
.lp-entry__enter{border:2px solid var(--lp-brand,#c2360f);background:var(--lp-brand,#c2360f);color:#fff}
.lp-entry button:focus-visible{outline:3px solid #1565c0;outline-offset:2px}
`;

function dismissed(storage: Storage | null): boolean {
  try {
    return storage?.getItem(ENTRY_WARNING_HIDE_KEY) != null;
  } catch {
    return false;
  }
}

/**
 * The adult-content warning of a server-rendered lander (the lander layout: visitors from NL and DE only),
 * by the same rules as the shell's: a modal that only Enter (remembered with the time, under the same key)
 * or Leave closes; Escape and clicks beside it do nothing. Nothing is shown in installed-app mode.
 */
export function mountSiteEntryWarning(input: {
  settings: EntryWarningSettings;
  locale: Language;
  doc?: Document;
}): HTMLElement | null {
  const doc = input.doc ?? document;
  const view = doc.defaultView;
  const storage = (() => {
    try {
      return view?.localStorage ?? null;
    } catch {
      return null;
    }
  })();
  const open = shouldShowSiteEntryWarning({
    loggedIn: false,
    standalone: view?.matchMedia?.('(display-mode: standalone)').matches ?? false,
    setting: input.settings.enable_site_entry_popup,
    country: input.settings.geoip_country,
    dismissed: dismissed(storage),
    limitTo: ENTRY_WARNING_LIMITED_COUNTRIES,
  });
  if (!open) return null;

  const texts = LANDER_FRAME_TEXTS[input.locale].siteEntry;
  const style = doc.createElement('style');
  style.textContent = STYLE;
  doc.head.append(style);
  const overlay = doc.createElement('div');
  overlay.className = 'lp-entry';
  if (input.settings.primary_color) overlay.style.setProperty('--lp-brand', input.settings.primary_color);
  overlay.innerHTML = `<div class="lp-entry__box" role="dialog" aria-modal="true" aria-labelledby="lp-entry-title" aria-describedby="lp-entry-text">
<h2 id="lp-entry-title">${escapeHtml(texts.title)}</h2>
<p id="lp-entry-text">${escapeHtml(fillIn(texts.message, { minimumAge: input.settings.minimum_age || 18 }))}</p>
<div class="lp-entry__actions"><button type="button" class="lp-entry__leave">${escapeHtml(texts.leave)}</button><button type="button" class="lp-entry__enter">${escapeHtml(texts.enter)}</button></div>
</div>`;
  const enter = overlay.querySelector<HTMLButtonElement>('.lp-entry__enter')!;
  const leave = overlay.querySelector<HTMLButtonElement>('.lp-entry__leave')!;
  enter.addEventListener('click', () => {
    const now = String(Math.floor(Date.now() / 1000));
    try {
      storage?.setItem(ENTRY_WARNING_HIDE_KEY, now);
    } catch {
      // Private modes may refuse storage: the warning then comes back on the next page, as it should.
    }
    rememberSiteEntryForServer(doc, now);
    overlay.remove();
    style.remove();
  });
  leave.addEventListener('click', () => view?.location.assign(ENTRY_WARNING_LEAVE_URL));
  // Focus stays inside the dialog: Tab cycles between its two buttons.
  overlay.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    (doc.activeElement === enter ? leave : enter).focus();
  });
  doc.body.append(overlay);
  enter.focus();
  return overlay;
}
