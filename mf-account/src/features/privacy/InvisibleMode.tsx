import { useId, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Card, CheckboxField, useToast } from 'shared-ui';
import { setInvisible, userAtom } from 'shared-ui/kernel';
import { describeAccountError } from '../../app/api-errors';
import { namespace } from '../../app/translations';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/**
 * Invisible mode: hidden from search, and nobody can message or like the member first.
 * A switch that acts at once: it shows the asked-for state while the call runs, then the user the API
 * answers (which the whole site reads from userAtom).
 */
export function InvisibleMode({ invisible }: { invisible: boolean }) {
  const { t } = useTranslation(namespace);
  const headingId = useId();
  const setUser = useSetAtom(userAtom);
  const { toast } = useToast();
  const [pending, setPending] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const change = async (next: boolean) => {
    setPending(next);
    setFailure(null);
    try {
      const user = await setInvisible(next);
      setUser(user);
      toast({
        tone: 'success',
        message: t(user.invisible ? 'profile.visibility.on' : 'profile.visibility.off'),
      });
    } catch (error) {
      setFailure((await describeAccountError(error, t)).message);
    } finally {
      setPending(null);
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId} aria-busy={pending !== null}>
      <Heading id={headingId}>{t('profile.visibility.title')}</Heading>
      <CheckboxField
        role="switch"
        label={t('profile.visibility.invisible')}
        hint={t('profile.visibility.hint')}
        checked={pending ?? invisible}
        // Not disabled while saving: that would throw keyboard focus out of the switch.
        onChange={(event) => {
          if (pending === null) void change(event.target.checked);
        }}
      />
      {failure && <Alert tone="danger">{failure}</Alert>}
    </Card>
  );
}
