import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { namespace } from '../../app/translations';

const bounce = keyframes`
  0%, 60%, 100% { transform: translateY(0); opacity: 0.5; }
  30% { transform: translateY(-3px); opacity: 1; }
`;

const Wrapper = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Dots = styled.span`
  display: inline-flex;
  gap: 3px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.sm + 2}px`};
  border-radius: 18px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  span {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    animation: ${bounce} 1.2s infinite ease-in-out;
  }
  span:nth-child(2) {
    animation-delay: 0.15s;
  }
  span:nth-child(3) {
    animation-delay: 0.3s;
  }

  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

/** '{name} is typing…' with three bouncing dots (still for those who prefer reduced motion). */
export function TypingIndicator({ name }: { name: string }) {
  const { t } = useTranslation(namespace);
  return (
    <Wrapper>
      <Dots aria-hidden="true">
        <span />
        <span />
        <span />
      </Dots>
      {t('thread.typing', { name })}
    </Wrapper>
  );
}
