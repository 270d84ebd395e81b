import { useAtomValue } from 'jotai';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { settingsAtom } from 'shared-ui/kernel';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/* The mark keeps its square and never shrinks when a long name meets a narrow header. */
const Mark = styled.img`
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** Where the server draws the site's mark: the favicon (api-mock site/favicon.ts brandIconSvg), one drawing. */
export const SITE_MARK_URL = '/favicon.svg';

/**
 * The site's mark (its initial and a heart on the brand colour, the same drawing as the favicon) and its
 * name as the word mark, linking home. The mark is decoration: the name is the link's accessible name.
 */
export function SiteLogo() {
  const settings = useAtomValue(settingsAtom);
  return (
    <LogoLink to="/">
      <Mark src={SITE_MARK_URL} alt="" width={32} height={32} />
      {settings?.name ?? ''}
    </LogoLink>
  );
}
