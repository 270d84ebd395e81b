import { useAtomValue } from 'jotai';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { settingsAtom } from 'shared-ui/kernel';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
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

/** The site's name as its word mark, linking home (its text is its accessible name). */
export function SiteLogo() {
  const settings = useAtomValue(settingsAtom);
  return <LogoLink to="/">{settings?.name ?? ''}</LogoLink>;
}
