import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, EmptyState, LinkButton, Page } from 'shared-ui';
import { settingsAtom, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { dialablePhone } from './support-contact';

const Contact = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const ContactTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** Complaints: how to reach customer service (from the site's settings) and, later, the filed complaints. */
export default function ComplaintsPage() {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  return (
    <Page title={t('complaints.title')} lead={t('complaints.lead')}>
      {settings && (
        <Card as="section">
          <ContactTitle>{t('complaints.contact.title')}</ContactTitle>
          <Contact>
            <dt>{t('complaints.contact.email')}</dt>
            <dd>
              <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
            </dd>
            {settings.support_phone && (
              <>
                <dt>{t('complaints.contact.phone')}</dt>
                <dd>
                  <a href={`tel:${dialablePhone(settings.support_phone)}`}>{settings.support_phone}</a>
                </dd>
              </>
            )}
          </Contact>
        </Card>
      )}
      <EmptyState
        title={t('complaints.empty.title')}
        description={t('complaints.empty.description')}
        action={<LinkButton to={pathTo('pages-service')}>{t('common.contactService')}</LinkButton>}
      />
    </Page>
  );
}
