import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar } from 'shared-ui';
import { photoUrl, settingsAtom, type User } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Name = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Details = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The member's own profile at a glance, as others see it: main photo, name, age and place. */
export function ProfileIdentity({ user }: { user: User }) {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const { profile } = user;
  const image = profile.main_image;
  const place = [profile.city, profile.region].filter(Boolean).join(', ');
  return (
    <Row>
      <Avatar
        name={profile.name}
        size="lg"
        src={image && settings ? photoUrl(settings.cdn_prefix, image.thumb_filename) : undefined}
        decorative
      />
      <div>
        <Name>{profile.name}</Name>
        <Details>
          {t('profile.age', { count: profile.age })}
          {place && ` · ${place}`}
        </Details>
      </div>
    </Row>
  );
}
