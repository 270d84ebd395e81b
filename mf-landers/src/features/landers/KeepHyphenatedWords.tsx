import { Fragment } from 'react';
import styled from 'styled-components';

const Whole = styled.span`
  white-space: nowrap;
`;

/** A word joined by hyphens ("grown-ups", "rendez-vous"): letters or digits on both sides of each one. */
const HYPHENATED = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/u;

/**
 * A headline whose hyphenated words never split at their hyphen ("grown-/ups" on a wide screen): each is
 * kept whole on one line, in every language, while the lines still break between words. The text and its
 * hyphens stay what the translation wrote, for search and for screen readers.
 */
export function KeepHyphenatedWords({ text }: { text: string }) {
  const parts = text.split(HYPHENATED);
  return (
    <>
      {parts.map((part, index) =>
        // split with a capture group puts the hyphenated words at the odd places.
        index % 2 === 1 ? <Whole key={index}>{part}</Whole> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}
