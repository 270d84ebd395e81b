import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Avatar, Button, Card } from 'shared-ui';
import { photoUrl, settingsAtom, unblockMember, type BlockedMemberProfile } from 'shared-ui/kernel';
import { describeMembersError } from '../../app/api-errors';
import { namespace } from '../../app/translations';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  text-align: center;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Text = styled.p`
  margin: 0;
  max-width: 45ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface BlockedViewProps {
  profile: BlockedMemberProfile;
  /** Called after the unblock, to show the whole profile again. */
  onUnblocked: () => void;
}

/** A member the viewer blocked: only name and main image, and the way back (unblock). */
export function BlockedView({ profile, onUnblocked }: BlockedViewProps) {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const image = profile.main_image
    ? photoUrl(settings?.cdn_prefix ?? '', profile.main_image.thumb_filename)
    : null;

  const unblock = async () => {
    setBusy(true);
    setError(null);
    try {
      await unblockMember(profile.id);
      onUnblocked();
    } catch (failure) {
      setError((await describeMembersError(failure, t)).message);
      setBusy(false);
    }
  };

  return (
    <Box as="section" aria-label={t('block.blockedTitle')}>
      <Avatar src={image} name={profile.name} size="xl" />
      <Heading>{t('block.blockedTitle')}</Heading>
      <Text>{t('block.blockedText', { name: profile.name })}</Text>
      {error && <Alert tone="danger">{error}</Alert>}
      <Button type="button" onClick={unblock} disabled={busy} aria-busy={busy}>
        {t('block.unblock')}
      </Button>
    </Box>
  );
}
