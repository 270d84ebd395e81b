import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, TextField } from 'shared-ui';
import { settingsAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;

  /* The field takes the row and may shrink below the input's natural width on a 320 px phone. */
  & > :first-child {
    flex: 1 1 240px;
    min-width: 0;
  }

  input {
    width: 100%;
    min-width: 0;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The member's invite link (/<invite code>), which invite-only sites require for a signup. */
export function InviteLink({ code }: { code: string }) {
  const { t } = useTranslation(namespace);
  const site = useAtomValue(settingsAtom)?.name ?? '';
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}/${code}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard permission: the field is there to copy by hand.
    }
  };
  return (
    <Card>
      <Heading>{t('profile.invite.title')}</Heading>
      <p>{t('profile.invite.text', { site })}</p>
      <Row>
        <TextField
          label={t('profile.invite.label')}
          value={link}
          readOnly
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? t('profile.invite.copied') : t('profile.invite.copy')}
        </Button>
      </Row>
    </Card>
  );
}
