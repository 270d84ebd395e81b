import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'shared-ui/router';
import styled from 'styled-components';
import { EmptyState, LinkButton, Page, parseRouteId, Spinner } from 'shared-ui';
import type { MemberPhoto, MemberResponse } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { RetryAlert } from '../../components/RetryAlert';
import { FictionalNotice } from '../member-cards/FictionalNotice';
import { cachedProfilesAtom } from '../member-cards/profile-cache';
import { LoginPrompt } from '../visitor/LoginPrompt';
import { BlockedView } from './BlockedView';
import { PhotoOverview } from './PhotoOverview';
import { PhotoViewer } from './PhotoViewer';
import { ProfileActions } from './ProfileActions';
import { ProfileDetails } from './ProfileDetails';
import { ProfileHeader } from './ProfileHeader';
import { SuggestionRow } from './SuggestionRow';
import { useMemberProfile } from './useMemberProfile';
import { pathTo } from 'shared-ui/kernel';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px;
  color: ${({ theme }) => theme.colors.primary};
`;

function NotFound() {
  const { t } = useTranslation(namespace);
  return (
    <Page title={t('profile.notFound.title')}>
      <EmptyState
        title={t('profile.notFound.emptyTitle')}
        description={t('profile.notFound.description')}
        action={<LinkButton to={pathTo('members')}>{t('profile.browse')}</LinkButton>}
      />
    </Page>
  );
}

/** A loaded profile; a member the viewer blocked shows only name and main image, with unblock. */
function MemberProfileView({
  data,
  onChange,
  onReload,
}: {
  data: MemberResponse;
  onChange: (change: (data: MemberResponse) => MemberResponse) => void;
  onReload: () => void;
}) {
  if (data.blocked) {
    return (
      <Page title={data.profile.name}>
        <BlockedView profile={data.profile} onUnblocked={onReload} />
      </Page>
    );
  }
  return <ShownProfile data={data} onChange={onChange} />;
}

/** Header with like, message, gift and block, photos, details, related and similar. */
function ShownProfile({
  data,
  onChange,
}: {
  data: Extract<MemberResponse, { blocked: false }>;
  onChange: (change: (data: MemberResponse) => MemberResponse) => void;
}) {
  const { t } = useTranslation(namespace);
  const { profile } = data;
  const [viewing, setViewing] = useState<number | null>(null);
  const [photoPrompt, setPhotoPrompt] = useState(false);
  const visible = profile.photos.filter((photo) => !photo.locked && photo.filename);
  const open = (photo: MemberPhoto) => setViewing(visible.indexOf(photo));
  const mainIndex = visible.findIndex((photo) => photo.main);

  return (
    <Page title={profile.name}>
      {profile.fictional && <FictionalNotice form="singular" />}
      <ProfileHeader profile={profile} onOpenPhoto={mainIndex >= 0 ? () => setViewing(mainIndex) : undefined}>
        <ProfileActions
          profile={profile}
          like={data.like}
          onLikeChange={(like) =>
            onChange((previous) => (previous.blocked ? previous : { ...previous, like }))
          }
          // Blocking deletes the likes between the two; what stays is what the API shows
          // of a blocked member: name and main image.
          onBlocked={() =>
            onChange(() => ({
              blocked: true,
              profile: { id: profile.id, name: profile.name, main_image: profile.main_image },
            }))
          }
        />
      </ProfileHeader>
      <PhotoOverview
        photos={profile.photos}
        photoCount={profile.photo_count}
        name={profile.name}
        memberId={profile.id}
        onOpen={open}
        onLoginNeeded={() => setPhotoPrompt(true)}
      />
      <ProfileDetails profile={profile} />
      <SuggestionRow title={t('profile.related')} profiles={data.related} />
      <SuggestionRow title={t('profile.similar')} profiles={data.similar} />
      <PhotoViewer photos={visible} index={viewing} name={profile.name} onIndex={setViewing} />
      <LoginPrompt
        reason={photoPrompt ? 'photos' : null}
        memberId={profile.id}
        onClose={() => setPhotoPrompt(false)}
      />
    </Page>
  );
}

function MemberProfileLoader({ id }: { id: number }) {
  const { t } = useTranslation(namespace);
  const { load, reload, update } = useMemberProfile(id);
  // The card seen in a list: the header shows at once while the whole profile loads.
  const cached = useAtomValue(cachedProfilesAtom).get(id);

  switch (load.status) {
    case 'ready':
      return <MemberProfileView data={load.data} onChange={update} onReload={reload} />;
    case 'notFound':
      return <NotFound />;
    case 'blockedBy':
      return (
        <Page title={t('profile.pageTitle')}>
          <EmptyState
            title={load.message}
            action={<LinkButton to={pathTo('members')}>{t('profile.browse')}</LinkButton>}
          />
        </Page>
      );
    case 'error':
      return (
        <Page title={cached?.name ?? t('profile.pageTitle')}>
          <RetryAlert message={load.message} retryLabel={t('profile.retry')} onRetry={reload} />
        </Page>
      );
    default:
      return (
        <Page title={cached?.name ?? t('profile.pageTitle')}>
          {cached && <ProfileHeader profile={cached} />}
          <Loading>
            <Spinner size="lg" aria-label={t('profile.loading')} />
          </Loading>
        </Page>
      );
  }
}

/** A member's profile, also mounted for /likes/m/:id. Visitors see the preview. */
export default function MemberProfilePage() {
  const memberId = parseRouteId(useParams().id);
  if (memberId === null) return <NotFound />;
  // Keyed by id: another member's profile starts with fresh local state (viewer, prompts, like errors).
  return <MemberProfileLoader key={memberId} id={memberId} />;
}
