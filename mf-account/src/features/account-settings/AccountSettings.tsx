import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { media } from 'shared-ui';
import { userAtom } from 'shared-ui/kernel';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;

  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

/** The account part of the settings page: e-mail address and password. */
export function AccountSettings() {
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return (
    <Grid>
      <ChangeEmailForm currentEmail={user.email} />
      <ChangePasswordForm />
    </Grid>
  );
}
