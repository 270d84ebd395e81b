import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Badge, Button, Card, CheckboxField, LinkButton, Spinner } from 'shared-ui';
import {
  deletePhoto,
  ERROR_CODES,
  fetchOwnPhotos,
  photoUrl,
  PHOTO_LIMIT_PREMIUM,
  setPhotoPrivate,
  settingsAtom,
  uploadPhoto,
  userAtom,
  type OwnPhoto,
  pathTo,
} from 'shared-ui/kernel';
import { describeAccountError, type AccountError } from '../../app/api-errors';
import { namespace } from '../../app/translations';

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

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: ${({ theme }) => theme.space.md}px 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  justify-items: start;

  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
`;

/* The checkbox row keeps its 44 px touch target; its bottom margin is the tile's gap already. */
const PrivateToggle = styled(CheckboxField)`
  margin-bottom: 0;
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const UploadLabel = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  /* A file input is as wide as its button and file name: on a phone it must shrink to the card. */
  input {
    min-width: 0;
    max-width: 100%;
  }
`;

type Loaded = { photos: OwnPhoto[]; limit: number };

/**
 * The member's own photos: the overview, upload, delete and private (premium viewers only). The server
 * enforces the limit (free 3, premium 25); reaching it shows the photo-limit message in the
 * reader's language.
 */
export function OwnPhotos() {
  const { t } = useTranslation(namespace);
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix ?? '/uploads/';
  const premium = useAtomValue(userAtom)?.paid_user ?? false;
  const setUser = useSetAtom(userAtom);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<AccountError | null>(null);
  const [busy, setBusy] = useState(false);

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

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(await describeAccountError(error, t));
    } finally {
      setBusy(false);
    }
  }

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void run(async () => {
      await uploadPhoto(file);
      apply(await fetchOwnPhotos());
    });
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
    <Card aria-busy={busy}>
      <Header>
        <h2>{t('profile.photos.heading')}</h2>
        <span>{t('profile.photos.count', { n: photos.length, limit })}</span>
      </Header>
      {photos.length === 0 ? (
        <p>{t('profile.photos.description', { count: limit })}</p>
      ) : (
        <>
          <Hint>{t('profile.photos.privateHint')}</Hint>
          <Grid>
            {photos.map((photo, index) => (
              <Tile key={photo.id}>
                <img
                  src={photoUrl(cdnPrefix, photo.thumb_filename)}
                  alt={t('profile.photos.alt', { number: index + 1 })}
                  width={200}
                  height={200}
                  loading="lazy"
                />
                {(photo.main || photo.private) && (
                  <Badges>
                    {photo.main && <Badge tone="primary">{t('profile.photos.main')}</Badge>}
                    {photo.private && !photo.main && <Badge>{t('profile.photos.private')}</Badge>}
                  </Badges>
                )}
                {/* The main image is always shown to everybody, so it has no private switch. */}
                {!photo.main && (
                  <PrivateToggle
                    label={t('profile.photos.private')}
                    aria-label={t('profile.photos.privateNumber', { number: index + 1 })}
                    checked={photo.private}
                    disabled={busy}
                    onChange={(event) => makePrivate(photo, event.target.checked)}
                  />
                )}
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => remove(photo)}
                  aria-label={t('profile.photos.deleteNumber', { number: index + 1 })}
                >
                  {t('profile.photos.delete')}
                </Button>
              </Tile>
            ))}
          </Grid>
        </>
      )}
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
      {/* The input stays usable at the limit: the server's answer is what tells the member. */}
      <UploadLabel>
        {t('profile.photos.add')}
        <input
          type="file"
          name="photo"
          accept="image/jpeg,image/png,image/webp,image/heic,image/gif"
          disabled={busy}
          onChange={onFile}
        />
      </UploadLabel>
      {full && !premium && !failure && <p>{t('profile.photos.fullFree', { limit: PHOTO_LIMIT_PREMIUM })}</p>}
    </Card>
  );
}
