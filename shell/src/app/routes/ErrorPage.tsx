import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'shared-ui/router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Container } from 'shared-ui';
import { reloadForChunkError } from '../federation/chunkReloadGuard';

export interface RouteErrorDescription {
  status: number;
  message: string | null;
}

/** The status from the error (a thrown Response or an error with a status), else 500. */
export function describeRouteError(error: unknown): RouteErrorDescription {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const fromData =
      typeof data === 'string'
        ? data
        : typeof data === 'object' &&
            data !== null &&
            typeof (data as { message?: unknown }).message === 'string'
          ? (data as { message: string }).message
          : null;
    return { status: error.status, message: fromData || error.statusText || null };
  }
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode, message } = error as {
      status?: unknown;
      statusCode?: unknown;
      message?: unknown;
    };
    const code = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 500;
    return { status: code, message: typeof message === 'string' && message !== '' ? message : null };
  }
  return { status: 500, message: typeof error === 'string' ? error : null };
}

const Wrapper = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxl}px;
  text-align: center;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** What a route renders when it fails: the status, the message, and on 404 a link home. */
export function ErrorView({ status, message }: RouteErrorDescription) {
  const { t } = useTranslation();
  const text = status === 404 ? t('shell:notFound.title') : (message ?? t('common:errors.occurred'));
  return (
    <Wrapper size="narrow" role="alert" data-error-status={status}>
      <h1>{t('shell:error.status', { status })}</h1>
      <p>{text}</p>
      {status === 404 && (
        <Button as={Link} to="/" variant="outline">
          {t('common:actions.home')}
        </Button>
      )}
    </Wrapper>
  );
}

/** The routes' errorElement. A chunk that failed after a deployment reloads the page once first. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  useEffect(() => {
    if (!reloadForChunkError(error)) console.error(error);
    document.title = t('titles.error');
  }, [error, t]);
  return <ErrorView {...describeRouteError(error)} />;
}
