import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * One conversation's screen inside the shell's chat layout (which owns the conversation side panel
 * and the 800 px content width): the top bar with the title and actions, then the message area.
 */
const Screen = styled.section`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.colors.surface};
`;

const TopBar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Messages = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
`;

interface ChatScreenProps {
  title: string;
  /** Controls in the top bar, e.g. the profile link or the way back to all conversations. */
  topBarAction?: ReactNode;
  children: ReactNode;
}

export function ChatScreen({ title, topBarAction, children }: ChatScreenProps) {
  const titleId = useId();
  return (
    <Screen aria-labelledby={titleId}>
      <TopBar>
        <Title id={titleId}>{title}</Title>
        {topBarAction}
      </TopBar>
      <Messages>{children}</Messages>
    </Screen>
  );
}
