import { useAtomValue } from 'jotai';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { settingsAtom, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { SIGNUP_STEPS } from './ProgressDots';
import { SignupFrame } from './SignupFrame';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding-left: 1.5em;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /complete-signup: the last signup step, confirming the e-mail address. */
export default function CompleteSignupPage() {
  const { t } = useTranslation(namespace);
  const site = useAtomValue(settingsAtom)?.name;
  return (
    <SignupFrame
      title={t('complete.title')}
      lead={t('complete.lead')}
      step={SIGNUP_STEPS.length}
      allowLoggedIn
    >
      <Steps>
        <li>{site ? t('complete.steps.openWithSite', { site }) : t('complete.steps.open')}</li>
        <li>{t('complete.steps.click')}</li>
        <li>{t('complete.steps.start')}</li>
      </Steps>
      <Note>
        <Trans
          t={t}
          i18nKey="complete.noMail"
          components={{ service: <Link to={pathTo('pages-service')} /> }}
        />
      </Note>
    </SignupFrame>
  );
}
