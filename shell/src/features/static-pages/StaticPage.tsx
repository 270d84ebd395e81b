import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Spinner, UnavailablePanel } from 'shared-ui';
import { localeAtom, settingsAtom, type CompanyInfo } from 'shared-ui/kernel';
import type { StaticPageId, StaticPagesContent } from './content/types';
import { loadCompanyInfo } from './companyInfo';
import { loadStaticContent } from './loadContent';
import { fillPlaceholders, placeholderValues } from './placeholders';
import { StaticParagraph } from './StaticText';

const Article = styled.article`
  padding-block: ${({ theme }) => theme.space.xl}px;
  line-height: ${({ theme }) => theme.lineHeights.body};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  h2 {
    margin: ${({ theme }) => theme.space.xl}px 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs}px;
  }
`;

const Intro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl}px 0;
`;

/** The outcome of one load, tagged with what it was loaded for: a different key means still loading. */
type State =
  | { key: string; status: 'loading' }
  | { key: string; status: 'failed' }
  | { key: string; status: 'ready'; content: StaticPagesContent; company: CompanyInfo };

/**
 * A static information page (terms, privacy, cookies, FAQ, return policy, service, ban, 2257) in the
 * reader's language, with the site's and the company's details filled in.
 */
export function StaticPage({ page }: { page: StaticPageId }) {
  const { t } = useTranslation('common');
  const settings = useAtomValue(settingsAtom);
  const locale = useAtomValue(localeAtom);
  const [attempt, setAttempt] = useState(0);
  const key = `${locale}:${attempt}`;
  const [loaded, setLoaded] = useState<State>({ key: '', status: 'loading' });
  const state: State = loaded.key === key ? loaded : { key, status: 'loading' };

  useEffect(() => {
    let current = true;
    Promise.all([
      loadStaticContent(locale),
      // The settings carry the same company record; they stand in when the company call fails.
      loadCompanyInfo().catch(() => settings?.company_info ?? Promise.reject(new Error('No company info'))),
    ]).then(
      ([content, company]) => current && setLoaded({ key, status: 'ready', content, company }),
      () => current && setLoaded({ key, status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [locale, settings, key]);

  const values =
    state.status === 'ready' && settings ? placeholderValues(settings, state.company, locale) : null;

  if (state.status === 'failed') {
    return (
      <Container size="narrow">
        <UnavailablePanel
          title={t('unavailable.title')}
          message={t('errors.generic')}
          retryLabel={t('actions.retry')}
          onRetry={() => setAttempt((value) => value + 1)}
        />
      </Container>
    );
  }
  if (state.status === 'loading' || !values || !settings) {
    return (
      <Loading>
        <Spinner size="lg" aria-label={t('loading')} />
      </Loading>
    );
  }

  const text = state.content[page];
  const fill = (value: string) => fillPlaceholders(value, values);
  const contact = { email: values.supportEmail ?? '', phone: values.supportPhone ?? '' };
  return (
    <Container size="narrow">
      <Article data-static-page={page}>
        <h1>{fill(text.title)}</h1>
        <Intro>{fill(text.intro)}</Intro>
        {text.sections.map((section, sectionIndex) => (
          <section key={sectionIndex}>
            <h2>{fill(section.heading)}</h2>
            {section.paragraphs.map((paragraph, paragraphIndex) => (
              <StaticParagraph key={paragraphIndex} text={fill(paragraph)} contact={contact} />
            ))}
          </section>
        ))}
      </Article>
    </Container>
  );
}
