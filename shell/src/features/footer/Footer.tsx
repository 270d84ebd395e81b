import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled, { css } from 'styled-components';
import { Container, media } from 'shared-ui';
import { isLoggedInAtom, settingsAtom } from 'shared-ui/kernel';
import { useStandalone } from '../layouts/standalone';
import { footerLinks } from './footerLinks';

const Wrapper = styled.footer<{ $compact: boolean }>`
  margin-top: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  padding: ${({ theme, $compact }) => ($compact ? theme.space.md : theme.space.xl)}px 0;
`;

const LinkList = styled.ul<{ $compact: boolean }>`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.lg}px;

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ $compact }) =>
    $compact &&
    css`
      display: flex;
      flex-wrap: wrap;
      ${media.md} {
        display: flex;
      }
    `}

  /* A word longer than its column ("Datenschutzerklärung" on a 320 px phone) hyphenates or wraps. */
  a {
    display: inline-block;
    hyphens: auto;
    overflow-wrap: anywhere;
    padding: ${({ theme }) => theme.space.xs}px 0;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.linkHover};
    text-decoration: underline;
  }
`;

const Copyright = styled.p`
  margin: 0;
`;

/**
 * The site footer: the full visitor variant, a compact one for logged-in users and the installed
 * app, and the US variant with the 2257 statement. Company name and year close it.
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const settings = useAtomValue(settingsAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const standalone = useStandalone();
  if (!settings) return null;
  const compact = loggedIn || standalone;
  const links = footerLinks({ country: settings.geoip_selected_country, compact });

  return (
    <Wrapper $compact={compact} data-variant={compact ? 'compact' : 'full'}>
      <Container>
        <nav aria-label={t('footer.label')}>
          <LinkList $compact={compact}>
            {links.map((link) => (
              <li key={link.labelKey}>
                <Link to={link.to}>{t(`footer.${link.labelKey}`)}</Link>
              </li>
            ))}
          </LinkList>
        </nav>
        <Copyright>
          {t('footer.copyright', {
            year: new Date().getFullYear(),
            // The sentence ends with its own period: 'Example B.V.' must not become 'Example B.V..'.
            companyName: (settings.company_info.name || settings.name).replace(/\.$/, ''),
          })}
        </Copyright>
      </Container>
    </Wrapper>
  );
}
