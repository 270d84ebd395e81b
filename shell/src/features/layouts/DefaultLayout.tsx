import { Outlet } from 'shared-ui/router';
import { AskSlot } from '../asks';
import { Disclaimer } from '../footer/Disclaimer';
import { Footer } from '../footer/Footer';
import { OfflineBanner } from '../offline/OfflineBanner';
import { TabBar } from '../navigation/TabBar';
import { TopNavigation } from '../navigation/TopNavigation';
import { SignupModalHost } from '../signup-modal/SignupModalHost';
import { SiteEntryWarning } from '../site-entry-warning';
import { Page, ScreenTallMain, SkipLink, WarningsHeader } from './LayoutParts';

/** Top navigation, warnings (the offline status and at most one ask), content, footer, disclaimer, the entry warning and the signup modal. */
export function DefaultLayout() {
  return (
    <Page data-layout="default">
      <SkipLink />
      <TopNavigation />
      <WarningsHeader>
        <OfflineBanner />
        <AskSlot />
      </WarningsHeader>
      <ScreenTallMain id="main-content" tabIndex={-1}>
        <Outlet />
      </ScreenTallMain>
      <Footer />
      <Disclaimer />
      <TabBar />
      <SiteEntryWarning />
      <SignupModalHost />
    </Page>
  );
}
