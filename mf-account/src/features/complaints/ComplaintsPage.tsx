import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, LoginRequired, Page, media, parseRouteId } from 'shared-ui';
import {
  isLoggedInAtom,
  settingsAtom,
  userAtom,
  type Complaint,
  type ComplaintsResponse,
} from 'shared-ui/kernel';
import { useSearchParams } from 'shared-ui/router';
import { namespace } from '../../app/translations';
import { ComplaintForm } from './ComplaintForm';
import { ComplaintList } from './ComplaintList';
import { complaintKeys, fetchComplaints } from './complaints-api';
import { dialablePhone } from './support-contact';

/**
 * Phone first: the form, the contact card, then the list. From the medium breakpoint the contact card
 * stands beside the form and the list.
 */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'form' 'contact' 'list';
  align-items: start;

  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    grid-template-areas: 'form contact' 'list contact';
  }
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  min-width: 0;
`;

/** Label above value: a long support address keeps the card's whole width instead of breaking mid-word. */
const Contact = styled.dl`
  display: grid;
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd + dt {
    margin-top: ${({ theme }) => theme.space.sm}px;
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

/** How to reach customer service, from the site's settings. */
function SupportContact() {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  if (!settings) return null;
  return (
    <Card as="section" aria-labelledby="complaints-contact-title">
      <ContactTitle id="complaints-contact-title">{t('complaints.contact.title')}</ContactTitle>
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
  );
}

/** The form and the member's complaints; a filed complaint joins the list at once. */
function MemberComplaints() {
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const preselectedMember = parseRouteId(search.get('member') ?? undefined);
  const complaints = useQuery({
    queryKey: complaintKeys.list(userId),
    queryFn: ({ signal }) => fetchComplaints(signal),
  });

  function filed(complaint: Complaint) {
    queryClient.setQueryData<ComplaintsResponse>(complaintKeys.list(userId), (current) => ({
      complaints: [complaint, ...(current?.complaints ?? []).filter((one) => one.id !== complaint.id)],
    }));
  }

  return (
    <>
      <Area $area="form">
        <ComplaintForm preselectedMember={preselectedMember} onFiled={filed} />
      </Area>
      <Area $area="list">
        <ComplaintList
          complaints={complaints.data?.complaints}
          loading={complaints.isPending}
          failed={complaints.isError}
          onRetry={() => void complaints.refetch()}
        />
      </Area>
    </>
  );
}

/**
 * Complaints: the form to file one (about a member, a payment or the service) and the member's complaints
 * with their state, customer service's contact details beside them. Visitors see the contact details and
 * are asked to log in for the form.
 */
export default function ComplaintsPage() {
  const { t } = useTranslation(namespace);
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <Page title={t('complaints.title')} lead={t('complaints.lead')}>
      <Layout>
        {loggedIn ? (
          <MemberComplaints />
        ) : (
          <Area $area="form">
            <LoginRequired
              namespace={namespace}
              title={t('complaints.login.title')}
              hint={t('complaints.login.hint')}
            >
              {null}
            </LoginRequired>
          </Area>
        )}
        <Area $area="contact">
          <SupportContact />
        </Area>
      </Layout>
    </Page>
  );
}
