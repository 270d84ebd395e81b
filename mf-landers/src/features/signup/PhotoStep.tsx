import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PhotoEditor } from 'shared-ui';
import { PHOTO_ASPECT, uploadPhoto } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { StepForm } from './StepForm';

/* One tile alone, centred; the chosen photo and the tile to choose another side by side. */
const Photos = styled.div<{ $pair: boolean }>`
  display: grid;
  grid-template-columns: ${({ $pair }) => ($pair ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space.md}px;
  justify-self: center;
  width: 100%;
  max-width: ${({ $pair }) => ($pair ? '360px' : '220px')};
`;

const Preview = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${PHOTO_ASPECT.width} / ${PHOTO_ASPECT.height};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Missing = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.tones.danger.onSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Signup step 1: a profile photo (skippable). The camera tile opens the phone's camera or library, the
 * photo is cropped to the site's photo shape, and the crop is uploaded; the server checks type and size.
 */
export function PhotoStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation(namespace);
  const missingId = useId();
  const [photo, setPhoto] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const previewUrl = useMemo(
    () => (photo && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(photo) : null),
    [photo],
  );
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  return (
    <StepForm
      title={t('steps.photo.title')}
      lead={t('steps.photo.lead')}
      onSkip={onNext}
      submitLabel={t('steps.photo.upload')}
      onSave={async () => {
        if (!photo) {
          setMissing(true);
          return;
        }
        await uploadPhoto(photo);
        onNext();
      }}
    >
      <Photos $pair={previewUrl !== null}>
        {previewUrl && <Preview src={previewUrl} alt={t('steps.photo.preview')} width={300} height={400} />}
        <PhotoEditor
          label={photo ? t('steps.photo.change') : t('steps.photo.choose')}
          hint={photo ? undefined : t('steps.photo.hint')}
          invalid={missing}
          describedBy={missing ? missingId : undefined}
          onPhoto={(cropped) => {
            setPhoto(cropped);
            setMissing(false);
          }}
        />
      </Photos>
      {missing && (
        <Missing id={missingId} role="alert">
          {t('steps.photo.missing')}
        </Missing>
      )}
    </StepForm>
  );
}
