// The site-entry warning's surface for the rest of the shell: the warning the layouts draw, and what the
// server's drawing tells it about the visitor.
export { LEAVE_URL, SiteEntryWarning } from './SiteEntryWarning';
export { EnteredOnServerProvider } from './entered-on-server';
