import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LanderMember } from 'contract';
import { namespace } from '../../app/translations';

/** The picture box: square, sized before the image arrives, the same while loading. */
export const PictureBox = styled.div`
  justify-self: stretch;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Initial = styled.span`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

/** The thumbnails are 400 px squares: the intrinsic size the boxes are drawn for. */
const THUMB_SIZE = 400;

/**
 * A member's main photo as a visitor may see it, filling a square box; their initial on a tint when they
 * have none. `lazy`: fetched only when the box is shown (a phone hides some tiles).
 */
export function MemberPicture({
  member,
  lazy = false,
  className,
}: {
  member: LanderMember;
  lazy?: boolean;
  className?: string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <PictureBox className={className}>
      {member.photo ? (
        <img
          src={member.photo}
          alt={t('people.photoAlt', { name: member.name })}
          width={THUMB_SIZE}
          height={THUMB_SIZE}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
        />
      ) : (
        <Initial aria-hidden="true">{member.name.charAt(0).toLocaleUpperCase()}</Initial>
      )}
    </PictureBox>
  );
}
