import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from 'shared-ui';
import { PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Fact = styled.li`
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.tones.primary.onSubtle};

  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** How premium works: first purchase = lifetime premium, all photos, 25 uploads instead of 3. */
export function PremiumFacts() {
  const { t } = useTranslation(namespace);
  return (
    <List>
      <Fact>
        <strong>{t('facts.lifetime.title')}</strong>
        {t('facts.lifetime.text')}
      </Fact>
      <Fact>
        <strong>{t('facts.photos.title')}</strong>
        {t('facts.photos.text')}
      </Fact>
      <Fact>
        <strong>{t('facts.uploads.title', { count: PHOTO_LIMIT_PREMIUM })}</strong>
        {t('facts.uploads.text', { premium: PHOTO_LIMIT_PREMIUM, free: PHOTO_LIMIT_FREE })}
      </Fact>
    </List>
  );
}
