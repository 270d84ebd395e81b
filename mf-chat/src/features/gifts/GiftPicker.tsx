import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FictionalDisclosure, Modal } from 'shared-ui';
import type { ChatGiftId } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { GIFTS, giftNameKey } from './gift-catalog';
import { GiftIllustration } from './GiftIllustration';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* Two columns on a phone, three from 576 px. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 420px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Choice = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.sm}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    background-color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Price = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Shortfall = styled.span`
  color: ${({ theme }) => theme.tones.danger.onSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface GiftPickerProps {
  open: boolean;
  onClose: () => void;
  /** The member who receives it. */
  recipientName: string;
  /** What one gift costs (the site's gift_credits). */
  price: number;
  /** The sender's balance: gifts it does not pay for are marked with what is missing before a tap. */
  credits: number;
  /** The recipient is a fictional profile: the site's disclosure shows above the gifts. */
  fictional: boolean;
  /** Called with the gift chosen; the picker closes itself first. */
  onChoose: (gift: ChatGiftId) => void;
}

/** The gift catalogue as a dialog: each gift with its drawing, name and price; one tap sends it. */
export function GiftPicker({
  open,
  onClose,
  recipientName,
  price,
  credits,
  fictional,
  onChoose,
}: GiftPickerProps) {
  const { t } = useTranslation(namespace);
  const priceText = t('gifts.price', { count: price });
  const missing = Math.max(price - credits, 0);
  return (
    <Modal open={open} onClose={onClose} size="sm" title={t('gifts.title', { name: recipientName })}>
      {fictional && <FictionalDisclosure detailed />}
      <Lead>{t('gifts.lead', { count: price })}</Lead>
      <Grid>
        {GIFTS.map((gift) => (
          <li key={gift}>
            <Choice
              type="button"
              disabled={missing > 0}
              onClick={() => {
                onClose();
                onChoose(gift);
              }}
            >
              <GiftIllustration gift={gift} size={56} />
              <Name>{t(giftNameKey(gift))}</Name>
              <Price>{priceText}</Price>
              {missing > 0 && <Shortfall>{t('gifts.missing', { count: missing })}</Shortfall>}
            </Choice>
          </li>
        ))}
      </Grid>
    </Modal>
  );
}
