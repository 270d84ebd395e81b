import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Actions, Alert, EmptyState, LinkButton, Page, parseRouteId } from 'shared-ui';
import { isLoggedInAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

/**
 * A member's profile (also /likes/m/:id). Visitors may see the preview (SPEC section 6); photos,
 * details and the like, gift and block actions arrive with the profile feature.
 */
export default function MemberProfilePage() {
  const { t } = useTranslation(namespace);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const memberId = parseRouteId(useParams().id);

  if (memberId === null) {
    return (
      <Page title={t('profile.notFound.title')}>
        <EmptyState
          title={t('profile.notFound.emptyTitle')}
          description={t('profile.notFound.description')}
          action={<LinkButton to="/members">{t('profile.browse')}</LinkButton>}
        />
      </Page>
    );
  }

  return (
    <Page title={t('profile.title', { id: memberId })} lead={t('profile.lead')}>
      {!loggedIn && (
        <Alert tone="info" action={<Link to="/login">{t('auth.login')}</Link>}>
          {t('profile.visitorNote')}
        </Alert>
      )}
      <EmptyState
        title={t('profile.empty.title')}
        description={t('profile.empty.description', { id: memberId })}
        action={
          <Actions>
            <LinkButton to={`/members/${memberId}/chat`}>{t('profile.empty.message')}</LinkButton>
            <LinkButton to="/members" variant="outline">
              {t('profile.browse')}
            </LinkButton>
          </Actions>
        }
      />
    </Page>
  );
}
