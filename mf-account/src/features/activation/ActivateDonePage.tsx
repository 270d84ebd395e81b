import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Actions, EmptyState, LinkButton, media, Page } from 'shared-ui';
import { settingsAtom, pathTo, userAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { GetPremiumCard } from './GetPremiumCard';
import { MembersOverview } from './MembersOverview';
import { SignupProfileCard } from './SignupProfileCard';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > section:last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
`;

/**
 * Where the activation link ends on success. A member who is logged in here sees the profile the signup
 * made, Premium (while they have not bought yet) and a first look at members; a visitor who opened the
 * link elsewhere gets the way in.
 */
export default function ActivateDonePage() {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const user = useAtomValue(userAtom);
  return (
    <Page title={t('activateDone.title')} lead={t('activateDone.lead')}>
      {user ? (
        <Cards>
          <SignupProfileCard user={user} />
          {!user.paid_user && <GetPremiumCard />}
          <MembersOverview country={user.profile.country} />
        </Cards>
      ) : (
        <EmptyState
          title={
            settings
              ? t('activateDone.empty.titleWithSite', { site: settings.name })
              : t('activateDone.empty.title')
          }
          description={t('activateDone.empty.description')}
          action={
            <Actions>
              <LinkButton to={pathTo('profile')}>{t('activateDone.empty.profile')}</LinkButton>
              <LinkButton to={pathTo('members')} variant="outline">
                {t('activateDone.empty.members')}
              </LinkButton>
            </Actions>
          }
        />
      )}
    </Page>
  );
}
