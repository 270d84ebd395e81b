import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LoginRequired, Page } from 'shared-ui';
import { userAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { PartnerCards } from '../partners';
import { InviteLink } from './InviteLink';
import { OwnPhotos } from './OwnPhotos';
import { AboutMeSection } from './sections/AboutMeSection';
import { BasicsSection } from './sections/BasicsSection';
import { DetailsSection } from './sections/DetailsSection';
import { InterestsSection } from './sections/InterestsSection';
import { LocationSection } from './sections/LocationSection';

/**
 * The member's own profile, photos first, then one section per part of the profile (about me, basics,
 * interests, details, location), each read-only until its Edit button turns it into its own small form.
 * The resell partners' cards follow the location on a site that resells; the invite link closes the page.
 * Invisible mode lives in the settings' privacy screen.
 */
export default function OwnProfilePage() {
  const { t } = useTranslation(namespace);
  const user = useAtomValue(userAtom);
  return (
    <Page title={t('profile.title')} lead={t('profile.lead')}>
      <LoginRequired namespace={namespace}>
        {user && (
          <>
            <OwnPhotos />
            <AboutMeSection user={user} />
            <BasicsSection user={user} />
            <InterestsSection user={user} />
            <DetailsSection user={user} />
            <LocationSection user={user} />
            <PartnerCards title={t('ownProfile.location.partners')} />
            <InviteLink code={user.invite_code} />
          </>
        )}
      </LoginRequired>
    </Page>
  );
}
