import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Card, LinkButton, PhotoEditor, Spinner, VisuallyHidden } from 'shared-ui';
import {
  deletePhoto,
  ERROR_CODES,
  fetchOwnPhotos,
  PHOTO_LIMIT_PREMIUM,
  setPhotoOrder,
  setPhotoPrivate,
  settingsAtom,
  uploadPhoto,
  userAtom,
  type OwnPhoto,
  pathTo,
} from 'shared-ui/kernel';
import { describeAccountError, type AccountError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { SortablePhotoGrid } from './photos/SortablePhotoGrid';
import { PROFILE_SECTION_ANCHORS } from './section-anchors';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* The camera tile is the grid's last cell, as large as a photo. */
const AddCell = styled.li`
  list-style: none;
`;

type Loaded = { photos: OwnPhoto[]; limit: number };

/**
 * The member's own photos: a camera tile to add one (cropped before the upload), the photos in their order
 * (drag or keyboard to reorder; the first is the main photo, "Make main photo" moves one there), delete and
 * private (premium viewers only). The server enforces the limit (free 3, premium 25); reaching it shows the
 * photo-limit message in the reader's language.
 */
export function OwnPhotos() {
  const { t } = useTranslation(namespace);
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix ?? '/uploads/';
  const premium = useAtomValue(userAtom)?.paid_user ?? false;
  const setUser = useSetAtom(userAtom);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<AccountError | null>(null);
  const [busy, setBusy] = useState(false);
  /** What the last change did, for screen readers (the photos show it to everybody else). */
  const [status, setStatus] = useState('');

  const apply = useCallback(
    (answer: Awaited<ReturnType<typeof fetchOwnPhotos>>) => {
      setLoaded({ photos: answer.photos, limit: answer.limit });
      setUser(answer.user);
    },
    [setUser],
  );

  useEffect(() => {
    fetchOwnPhotos().then(apply, async (error: unknown) => setFailure(await describeAccountError(error, t)));
  }, [apply, t]);

  async function run(action: () => Promise<void>, onFailure?: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(await describeAccountError(error, t));
      await onFailure?.().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  const upload = (file: File) =>
    void run(async () => {
      await uploadPhoto(file);
      apply(await fetchOwnPhotos());
      setStatus(t('profile.photos.added'));
    });

  const order = (ids: number[]) => {
    if (!loaded) return;
    const byId = new Map(loaded.photos.map((photo) => [photo.id, photo]));
    // Shown at once; a refused order (a private photo first, photos changed meanwhile) is read back.
    setLoaded({ ...loaded, photos: ids.flatMap((id) => byId.get(id) ?? []) });
    void run(
      async () => {
        const answer = await setPhotoOrder(ids);
        apply(answer);
        const newMain = answer.photos[0]?.id !== loaded.photos[0]?.id;
        setStatus(t(newMain ? 'profile.photos.order.mainSaved' : 'profile.photos.order.saved'));
      },
      async () => apply(await fetchOwnPhotos()),
    );
  };

  const remove = (photo: OwnPhoto) => void run(async () => apply(await deletePhoto(photo.id)));
  const makePrivate = (photo: OwnPhoto, value: boolean) =>
    void run(async () => apply(await setPhotoPrivate(photo.id, value)));

  if (!loaded) {
    return (
      <Card>
        {failure ? (
          <Alert tone="danger">{failure.message}</Alert>
        ) : (
          <Spinner aria-label={t('profile.photos.loading')} />
        )}
      </Card>
    );
  }

  const { photos, limit } = loaded;
  const full = photos.length >= limit;
  const limitReached = failure?.code === ERROR_CODES.photoLimit;
  return (
    <Card id={PROFILE_SECTION_ANCHORS.photo} aria-busy={busy}>
      <Header>
        <h2>{t('profile.photos.heading')}</h2>
        <span>{t('profile.photos.count', { n: photos.length, limit })}</span>
      </Header>
      {photos.length === 0 ? (
        <Hint>{t('profile.photos.description', { count: limit })}</Hint>
      ) : (
        <Hint>
          {photos.length > 1 && `${t('profile.photos.order.hint')} `}
          {t('profile.photos.privateHint')}
        </Hint>
      )}
      <SortablePhotoGrid
        photos={photos}
        cdnPrefix={cdnPrefix}
        busy={busy}
        onOrder={order}
        onPrivate={makePrivate}
        onDelete={remove}
      >
        {/* The tile stays usable at the limit: the server's answer is what tells the member. */}
        <AddCell>
          <PhotoEditor label={t('profile.photos.add')} disabled={busy} onPhoto={upload} />
        </AddCell>
      </SortablePhotoGrid>
      {failure && (
        <Alert
          tone={limitReached ? 'warning' : 'danger'}
          title={limitReached ? undefined : t('profile.photos.failureTitle')}
          action={
            limitReached && !premium ? (
              <LinkButton to={pathTo('premium')}>
                {t('profile.photos.premium', { count: PHOTO_LIMIT_PREMIUM })}
              </LinkButton>
            ) : undefined
          }
        >
          {failure.message}
        </Alert>
      )}
      {full && !premium && !failure && <p>{t('profile.photos.fullFree', { limit: PHOTO_LIMIT_PREMIUM })}</p>}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
    </Card>
  );
}
