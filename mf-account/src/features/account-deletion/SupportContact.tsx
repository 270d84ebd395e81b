import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { settingsAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { dialablePhone } from '../complaints/support-contact';

/** Label, address and phone wrap as whole items: an address is only broken when it is wider than the line. */
const Line = styled.span`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.sm}px;
  margin-top: ${({ theme }) => theme.space.xs}px;

  a {
    min-width: 0;
    overflow-wrap: anywhere;
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The site's customer service (e-mail and phone, as its settings name them), for a deleted account. */
export function SupportContact() {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  const email = settings?.support_email ?? '';
  const phone = settings?.support_phone ?? '';
  if (!email && !phone) return null;
  return (
    <Line>
      <span>{t('deleteAccount.login.contact')}</span>
      {email && <a href={`mailto:${email}`}>{email}</a>}
      {phone && <a href={`tel:${dialablePhone(phone)}`}>{phone}</a>}
    </Line>
  );
}
