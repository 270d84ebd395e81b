import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { uploadPhoto } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { StepForm } from './StepForm';

const Preview = styled.img`
  justify-self: center;
  width: 160px;
  height: 160px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const FileLabel = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  /* The browser's file control has a wide built-in size: on a phone it must shrink to the card. */
  input {
    width: 100%;
    max-width: 100%;
    min-width: 0;
  }
`;

const Hint = styled.span`
  font-weight: normal;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Missing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.tones.danger.onSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Signup step 1: a profile photo, uploaded to the API (skippable). The server checks type and size. */
export function PhotoStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation(namespace);
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
      {previewUrl && <Preview src={previewUrl} alt={t('steps.photo.preview')} />}
      <FileLabel>
        {t('steps.photo.choose')}
        <Hint>{t('steps.photo.hint')}</Hint>
        <input
          type="file"
          name="photo"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={missing || undefined}
          onChange={(event) => {
            setPhoto(event.target.files?.[0] ?? null);
            setMissing(false);
          }}
        />
      </FileLabel>
      {missing && <Missing role="alert">{t('steps.photo.missing')}</Missing>}
    </StepForm>
  );
}
