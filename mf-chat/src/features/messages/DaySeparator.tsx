import styled from 'styled-components';
import { formatDayLabel } from '../../lib/time';
import { useFormatLocale } from '../../lib/useFormatLocale';

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: ${({ theme }) => `${theme.space.sm}px 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.02em;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The day the messages below it were written: 'Today', 'Yesterday', or the date. */
export function DaySeparator({ date, now, id }: { date: Date; now: Date; id: string }) {
  return <Heading id={id}>{formatDayLabel(date, now, useFormatLocale())}</Heading>;
}
