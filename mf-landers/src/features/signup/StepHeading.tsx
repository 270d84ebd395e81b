import styled from 'styled-components';

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A signup screen's own headline and one line under it: every screen says what it asks. */
export function StepHeading({ id, title, lead }: { id?: string; title: string; lead?: string }) {
  return (
    <>
      <Heading id={id}>{title}</Heading>
      {lead && <Lead>{lead}</Lead>}
    </>
  );
}
