import { Outlet } from 'shared-ui/router';
import { ActivationReminder } from '../activation-reminder/ActivationReminder';
import { Disclaimer } from '../footer/Disclaimer';
import { EnrichProfileAlert } from '../enrich-profile/EnrichProfileAlert';
import { Footer } from '../footer/Footer';
import { OfflineBanner } from '../offline/OfflineBanner';
import { PushAlert } from '../push/PushAlert';
import { TabBar } from '../navigation/TabBar';
import { TopNavigation } from '../navigation/TopNavigation';
import { SignupModalHost } from '../signup-modal/SignupModalHost';
import { SiteEntryWarning } from '../site-entry-warning/SiteEntryWarning';
import { TimeBonusBanner } from '../time-bonus/TimeBonusBanner';
import { Main, Page, SkipLink, WarningsHeader } from './LayoutParts';

/** Top navigation, warnings, content, footer, disclaimer, the entry warning and the signup modal. */
export function DefaultLayout() {
  return (
    <Page data-layout="default">
      <SkipLink />
      <TopNavigation />
      <WarningsHeader>
        <OfflineBanner />
        <TimeBonusBanner />
        <ActivationReminder />
        <EnrichProfileAlert />
        <PushAlert />
      </WarningsHeader>
      <Main id="main-content" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <Disclaimer />
      <TabBar />
      <SiteEntryWarning />
      <SignupModalHost />
    </Page>
  );
}
