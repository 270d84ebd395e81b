import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, media, SelectField } from 'shared-ui';
import { SEARCH_DEFAULT_RESULTS, SEARCH_MAX_RESULTS } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { PAGE_SIZES, pageCount, visiblePages } from './pages';

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;

  ${media.md} {
    flex-direction: row;
    justify-content: space-between;
    align-items: flex-end;
  }
`;

const Pages = styled.ol`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled(Button)`
  min-width: ${({ theme }) => theme.touchTarget};
  padding-inline: ${({ theme }) => theme.space.sm}px;
`;

const Gap = styled.li`
  align-self: center;
  padding-inline: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PageSize = styled.div`
  width: 10rem;
  & > div {
    margin-bottom: 0;
  }
`;

export interface PaginationProps {
  pageNumber: number;
  numResults: number;
  total: number;
  onPage: (pageNumber: number) => void;
  onPageSize: (numResults: number) => void;
}

/** Page numbers with previous and next, and the page size. */
export function Pagination({ pageNumber, numResults, total, onPage, onPageSize }: PaginationProps) {
  const { t } = useTranslation(namespace);
  const count = pageCount(total, numResults);
  const sizes = [...new Set<number>([...PAGE_SIZES, SEARCH_DEFAULT_RESULTS, numResults])]
    .filter((size) => size <= SEARCH_MAX_RESULTS)
    .sort((a, b) => a - b);

  return (
    <Bar>
      {count > 1 ? (
        <nav aria-label={t('paging.label')}>
          <Pages>
            <li>
              <PageButton
                type="button"
                variant="outline"
                size="sm"
                disabled={pageNumber <= 1}
                onClick={() => onPage(pageNumber - 1)}
              >
                {t('paging.previous')}
              </PageButton>
            </li>
            {visiblePages(pageNumber, count).map((page, index) =>
              page === null ? (
                <Gap key={`gap-${index}`} aria-hidden="true">
                  …
                </Gap>
              ) : (
                <li key={page}>
                  <PageButton
                    type="button"
                    size="sm"
                    variant={page === pageNumber ? 'primary' : 'outline'}
                    aria-current={page === pageNumber ? 'page' : undefined}
                    aria-label={t('paging.page', { page })}
                    onClick={() => page !== pageNumber && onPage(page)}
                  >
                    {page}
                  </PageButton>
                </li>
              ),
            )}
            <li>
              <PageButton
                type="button"
                variant="outline"
                size="sm"
                disabled={pageNumber >= count}
                onClick={() => onPage(pageNumber + 1)}
              >
                {t('paging.next')}
              </PageButton>
            </li>
          </Pages>
        </nav>
      ) : (
        <span />
      )}
      <PageSize>
        <SelectField
          label={t('paging.size')}
          value={String(numResults)}
          onChange={(event) => onPageSize(Number(event.target.value))}
          options={sizes.map((size) => ({ value: String(size), label: String(size) }))}
        />
      </PageSize>
    </Bar>
  );
}
