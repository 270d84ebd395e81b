import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'shared-ui/router';
import { EmptyState, LinkButton, Page, parseRouteId } from 'shared-ui';
import type { MemberPhoto, MemberResponse } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { RetryAlert } from '../../components/RetryAlert';
import { FictionalNotice } from '../member-cards/FictionalNotice';
import { cachedProfilesAtom } from '../member-cards/profile-cache';
import { BlockedView } from './BlockedView';
import { PhotoOverview } from './PhotoOverview';
import { PhotoViewer } from './PhotoViewer';
import { ProfileActions } from './ProfileActions';
import { ProfileDetails } from './ProfileDetails';
import { ProfileFrame } from './ProfileFrame';
import { ProfileHeader } from './ProfileHeader';
import { ProfileSkeleton } from './ProfileSkeleton';
import { SuggestionRow } from './SuggestionRow';
import { useMemberProfile } from './useMemberProfile';
import { pathTo } from 'shared-ui/kernel';

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

/**
 * Photo first: the main photo with name, age and place on it, then like, message, gift and more (block,
 * report), the facts, the fictional warning where it applies, the photos, details, related and similar.
 */
function ShownProfile({
  data,
  onChange,
}: {
  data: Extract<MemberResponse, { blocked: false }>;
  onChange: (change: (data: MemberResponse) => MemberResponse) => void;
}) {
  const { t } = useTranslation(namespace);
  const { profile } = data;
  const headingId = useId();
  // The viewer shows every photo in the profile's order, the locked ones as teasers with the lock.
  const [viewing, setViewing] = useState<number | null>(null);
  const open = (photo: MemberPhoto) => setViewing(profile.photos.indexOf(photo));
  const mainIndex = profile.photos.findIndex((photo) => photo.main && !photo.locked);

  return (
    <ProfileFrame headingId={headingId}>
      <ProfileHeader
        profile={profile}
        headingId={headingId}
        onOpenPhoto={mainIndex >= 0 ? () => setViewing(mainIndex) : undefined}
      >
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
      {profile.fictional && <FictionalNotice form="singular" />}
      <PhotoOverview
        photos={profile.photos}
        photoCount={profile.photo_count}
        name={profile.name}
        memberId={profile.id}
        onOpen={open}
      />
      <ProfileDetails profile={profile} />
      <SuggestionRow title={t('profile.related')} profiles={data.related} />
      <SuggestionRow title={t('profile.similar')} profiles={data.similar} />
      <PhotoViewer
        photos={profile.photos}
        index={viewing}
        name={profile.name}
        memberId={profile.id}
        onIndex={setViewing}
      />
    </ProfileFrame>
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
      return <ProfileSkeleton id={id} card={cached} />;
  }
}

/** A member's profile, also mounted for /likes/m/:id. Visitors see the preview. */
export default function MemberProfilePage() {
  const memberId = parseRouteId(useParams().id);
  if (memberId === null) return <NotFound />;
  // Keyed by id: another member's profile starts with fresh local state (viewer, prompts, like errors).
  return <MemberProfileLoader key={memberId} id={memberId} />;
}
