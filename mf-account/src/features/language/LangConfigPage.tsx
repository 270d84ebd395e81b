import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, Page } from 'shared-ui';
import { LANGUAGE_ENDONYMS } from 'contract/constants';
import { isLoggedInAtom, LANGUAGES, localeAtom, type Language } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { saveLanguage } from './save-language';

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Language configuration: every language of the site, the current one selected. */
export default function LangConfigPage() {
  const { t } = useTranslation(namespace);
  const current = useAtomValue(localeAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [chosen, setChosen] = useState<Language>(current);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    await saveLanguage(chosen, loggedIn);
  }

  return (
    <Page size="narrow" title={t('language.title')} lead={t('language.lead')}>
      <Card>
        <form onSubmit={submit}>
          <Choices>
            <legend>{t('language.legend')}</legend>
            {LANGUAGES.map((language) => (
              <Choice key={language} lang={language}>
                <input
                  type="radio"
                  name="language"
                  value={language}
                  checked={chosen === language}
                  onChange={() => setChosen(language)}
                />
                {LANGUAGE_ENDONYMS[language]}
              </Choice>
            ))}
          </Choices>
          <Button type="submit" block disabled={saving} aria-busy={saving}>
            {t('language.save')}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
