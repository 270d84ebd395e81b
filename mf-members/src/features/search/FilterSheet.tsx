import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Button, media, Modal } from 'shared-ui';
import { namespace } from '../../app/translations';
import { SearchFilterForm } from './SearchFilterForm';
import type { SearchFilters } from './search-state';

const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: translateY(0); }
`;

/*
 * On a phone the shared dialog becomes a bottom sheet: as tall as its fields, rounded at the top, over the
 * lower part of the screen where the thumb is. From 576 px it stays the centred dialog. Doubled class:
 * these rules win over the dialog's own.
 */
const Sheet = styled(Modal)`
  && {
    height: auto;
    max-height: 92dvh;
    margin-top: auto;
    border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};

    @media (prefers-reduced-motion: no-preference) {
      animation: ${slideUp} 0.22s ease-out;
    }
  }

  ${media.sm} {
    && {
      margin-top: 0;
      max-height: calc(100dvh - ${({ theme }) => theme.space.xl * 2}px);
      border-radius: ${({ theme }) => theme.radii.lg};
      animation: none;
    }
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;
`;

export interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  /** The filters of the results shown: the sheet edits a copy until the member asks for the results. */
  filters: SearchFilters;
  defaults: SearchFilters;
  homeCountry: string | null;
  onApply: (filters: SearchFilters) => void;
}

/** The filters behind the Filters button: a bottom sheet on phones, a dialog on larger screens. */
export function FilterSheet({ open, ...props }: FilterSheetProps) {
  // The sheet's content mounts on every opening, so it starts from the filters of the results shown.
  return open ? <OpenFilterSheet {...props} /> : null;
}

function OpenFilterSheet({
  onClose,
  filters,
  defaults,
  homeCountry,
  onApply,
}: Omit<FilterSheetProps, 'open'>) {
  const { t } = useTranslation(namespace);
  const formId = useId();
  const [draft, setDraft] = useState(filters);
  const apply = () => {
    onApply(draft);
    onClose();
  };

  return (
    <Sheet
      open
      onClose={onClose}
      title={t('filters.title')}
      size="sm"
      footer={
        <Footer>
          <Button type="button" variant="link" onClick={() => setDraft(defaults)}>
            {t('filters.reset')}
          </Button>
          <Button type="submit" form={formId}>
            {t('filters.submit')}
          </Button>
        </Footer>
      }
    >
      <SearchFilterForm
        id={formId}
        value={draft}
        onChange={setDraft}
        homeCountry={homeCountry}
        onSubmit={apply}
      />
    </Sheet>
  );
}
