import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, media, VisuallyHidden } from 'shared-ui';
import type { RepeatableOrder } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { useCardName } from './card-name';
import { RepeatItem } from './RepeatItem';
import type { StoredCardGroup } from './stored-cards';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A stored card (brand and last four digits), the packages it can buy again, and 'Remove card'. */
export function StoredCardSection({
  group,
  busy,
  onBuy,
  onRemove,
}: {
  group: StoredCardGroup;
  busy: boolean;
  onBuy: (order: RepeatableOrder) => void;
  onRemove: (group: StoredCardGroup) => void;
}) {
  const { t } = useTranslation(namespace);
  const cardName = useCardName();
  const name = cardName(group.card);
  const headingId = `card-${group.orders[0]?.id ?? 'none'}`;
  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{name}</h2>
        <Button variant="outline" onClick={() => onRemove(group)}>
          {t('repeatOrder.remove.action')}
          <VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      </Header>
      <List>
        {group.orders.map((order) => (
          <RepeatItem key={order.id} order={order} busy={busy} onBuy={onBuy} />
        ))}
      </List>
    </Section>
  );
}
