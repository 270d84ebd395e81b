import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Card, describeApiError, Spinner } from 'shared-ui';
import { ERROR_CODES, readApiError } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { downloadUrl } from './data-export-api';
import { useDataExport } from './useDataExport';

const Section = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** The part that changes with the export's state; focused when a request replaced the button pressed. */
const StateBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  justify-items: start;

  & > [role='status'],
  & > [role='alert'] {
    justify-self: stretch;
  }

  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
`;

/** The API codes a request can be refused with that this section words itself. */
const REFUSALS: Record<string, string> = {
  [ERROR_CODES.dataExportPending]: 'dataExport.errors.pending',
  [ERROR_CODES.rateLimited]: 'dataExport.errors.limit',
};

/** The ZIP's size in the reader's units: '820 kB', '12.4 MB'. */
function formatSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [bytes / 1_000, 'kilobyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(Math.max(value, 0.1));
}

/**
 * "Download your data" on the settings page: the member asks for a copy of their data, which the server
 * prepares in the background (this section asks for its state while it is pending, for a bounded time), then
 * offers the ZIP until its expiry with the token this device got (or the link of the ready mail).
 */
export function DataExportSection() {
  const { t, i18n } = useTranslation(namespace);
  const titleId = useId();
  const { current, loading, token, slow, checkAgain, request, requesting } = useDataExport();
  const [refusal, setRefusal] = useState<string | null>(null);
  const stateRef = useRef<HTMLDivElement>(null);
  const focusState = useRef(false);

  // The button the member pressed goes away with the state it belonged to: focus follows to the new state.
  useEffect(() => {
    if (!focusState.current || requesting) return;
    focusState.current = false;
    stateRef.current?.focus();
  }, [requesting, current?.status]);

  const ask = () => {
    setRefusal(null);
    focusState.current = true;
    request(undefined, {
      onError: async (error) => {
        const code = (await readApiError(error))?.error;
        const key = code ? REFUSALS[code] : undefined;
        setRefusal(key ? t(key) : (await describeApiError(error, t)).message);
      },
    });
  };
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const requestButton = (label: string, variant: 'primary' | 'outline' = 'primary') => (
    <Button type="button" variant={variant} onClick={ask} disabled={requesting} aria-busy={requesting}>
      {requesting ? t('dataExport.requesting') : label}
    </Button>
  );

  let state;
  if (loading) {
    state = <Spinner aria-label={t('dataExport.loading')} />;
  } else if (current?.status === 'pending') {
    state = (
      <Alert
        tone="info"
        title={t('dataExport.pending.title')}
        action={
          slow ? (
            <Button type="button" variant="outline" size="sm" onClick={checkAgain}>
              {t('dataExport.pending.check')}
            </Button>
          ) : undefined
        }
      >
        {slow ? t('dataExport.pending.slow') : t('dataExport.pending.text')}
      </Alert>
    );
  } else if (current?.status === 'ready') {
    state = (
      <>
        <Alert tone="success" title={t('dataExport.ready.title')}>
          {current.expires_at && t('dataExport.ready.until', { date: formatDate(current.expires_at) })}{' '}
          {!token && t('dataExport.ready.mailed')}
        </Alert>
        <Actions>
          {token && (
            <Button as="a" href={downloadUrl(token)} download>
              {t('dataExport.ready.download', { size: formatSize(current.bytes ?? 0, i18n.language) })}
            </Button>
          )}
          {requestButton(t('dataExport.ready.again'), 'outline')}
        </Actions>
      </>
    );
  } else if (current?.status === 'failed') {
    state = (
      <>
        <Alert tone="danger" title={t('dataExport.failed.title')}>
          {t('dataExport.failed.text')}
        </Alert>
        {requestButton(t('dataExport.failed.retry'))}
      </>
    );
  } else {
    state = (
      <>
        {current?.status === 'expired' && <Text>{t('dataExport.expired')}</Text>}
        {requestButton(t('dataExport.request'))}
      </>
    );
  }

  return (
    <Section as="section" aria-labelledby={titleId} id="data-export">
      <Title id={titleId}>{t('dataExport.title')}</Title>
      <Text>{t('dataExport.description')}</Text>
      {refusal && (
        <Alert tone="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <StateBox ref={stateRef} tabIndex={-1}>
        {state}
      </StateBox>
    </Section>
  );
}
