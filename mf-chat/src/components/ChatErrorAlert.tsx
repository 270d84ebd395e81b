import { useTranslation } from 'react-i18next';
import { Alert, Button, LinkButton } from 'shared-ui';
import { pathTo } from 'shared-ui/kernel';
import { namespace } from '../app/translations';
import type { ChatError } from '../lib/chat-errors';

export interface ChatErrorAlertProps {
  error: ChatError;
  onDismiss?: () => void;
  /** Buying credits opens here (the chat's credits sheet) instead of leaving for the credits page. */
  onBuyCredits?: () => void;
}

/** A refusal with its way out: buy credits, get premium or log in, where one exists. */
export function ChatErrorAlert({ error, onDismiss, onBuyCredits }: ChatErrorAlertProps) {
  const { t } = useTranslation(namespace);
  const action =
    error.remedy === 'buyCredits' && onBuyCredits ? (
      <Button type="button" onClick={onBuyCredits}>
        {t('errors.buyCredits')}
      </Button>
    ) : error.remedy === 'buyCredits' ? (
      <LinkButton to={pathTo('credits')}>{t('errors.buyCredits')}</LinkButton>
    ) : error.remedy === 'getPremium' ? (
      <LinkButton to={pathTo('premium')}>{t('errors.getPremium')}</LinkButton>
    ) : error.remedy === 'login' ? (
      <LinkButton to={pathTo('login')}>{t('auth.login')}</LinkButton>
    ) : undefined;
  return (
    <Alert tone="danger" action={action} onDismiss={onDismiss}>
      {error.message}
    </Alert>
  );
}
