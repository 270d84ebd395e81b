import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from 'shared-ui';
import type { PaymentMethod } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm}px;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:has(input:focus-visible) {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.focusRing.color}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  /* Where :has() works the whole option shows the focus ring (above): one ring, not a second round the radio. */
  @supports selector(:has(*)) {
    input:focus-visible {
      outline: none;
    }
  }
`;

export interface PaymentMethodBlockProps {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}

/** The payment methods of the payment country, in the order shown there (local methods first). */
export function PaymentMethodBlock({ methods, value, onChange, disabled }: PaymentMethodBlockProps) {
  const { t } = useTranslation(namespace);
  return (
    <Fieldset disabled={disabled}>
      <legend>{t('checkout.methods.legend')}</legend>
      <Options>
        {methods.map((method) => (
          <Option key={method}>
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            <span>{t(`methods.${method}`)}</span>
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
