import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Button, Card, EmptyState, Spinner, VisuallyHidden, type BadgeTone } from 'shared-ui';
import type { Complaint, ComplaintStatus } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { useFormatDate } from './format';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Items = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Reference = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: 0.04em;
`;

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Message = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
`;

const STATUS_TONES: Record<ComplaintStatus, BadgeTone> = {
  received: 'primary',
  in_progress: 'warning',
  closed: 'success',
};

export interface ComplaintListProps {
  complaints: Complaint[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The member's complaints, newest first: reference, state, what it is about, when, and the message's start. */
export function ComplaintList({ complaints, loading, failed, onRetry }: ComplaintListProps) {
  const { t } = useTranslation(namespace);
  const formatDate = useFormatDate();
  let content;
  if (loading) content = <Spinner aria-label={t('complaints.list.loading')} />;
  else if (failed || !complaints) {
    content = (
      <>
        <p role="alert">{t('complaints.list.failed')}</p>
        <Button variant="outline" onClick={onRetry}>
          {t('complaints.list.retry')}
        </Button>
      </>
    );
  } else if (complaints.length === 0) {
    content = (
      <EmptyState
        headingLevel={3}
        title={t('complaints.empty.title')}
        description={t('complaints.empty.description')}
      />
    );
  } else {
    content = (
      <Items>
        {complaints.map((complaint) => {
          const about = complaint.member
            ? t('complaints.list.aboutMember', {
                name: complaint.member.name ?? t('complaints.form.memberNumber', { id: complaint.member.id }),
              })
            : complaint.order !== null
              ? t('complaints.list.aboutOrder', { id: complaint.order })
              : null;
          return (
            <Item key={complaint.id}>
              <Head>
                <Reference>{complaint.reference}</Reference>
                <Badge tone={STATUS_TONES[complaint.status]}>
                  <VisuallyHidden>{t('complaints.list.status')}: </VisuallyHidden>
                  {t(`complaints.status.${complaint.status}`)}
                </Badge>
              </Head>
              <Facts>
                {[
                  t(`complaints.categories.${complaint.category}`),
                  about,
                  t('complaints.list.filed', { date: formatDate(complaint.created_at) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Facts>
              <Message>{complaint.message}</Message>
            </Item>
          );
        })}
      </Items>
    );
  }
  return (
    <Card as="section" aria-labelledby="complaints-list-title">
      <Title id="complaints-list-title">{t('complaints.list.title')}</Title>
      {content}
    </Card>
  );
}
