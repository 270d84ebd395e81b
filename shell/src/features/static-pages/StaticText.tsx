import type { ReactNode } from 'react';
import { cleanPhoneNumber } from './placeholders';

/**
 * Plain text with the support e-mail address and phone number turned into mailto: and tel: links
 * (the phone cleaned of dashes and spaces for the link, shown as written).
 */
export function linkify(text: string, contact: { email: string; phone: string }): ReactNode[] {
  const tokens = [contact.email, contact.phone].filter((token) => token.trim() !== '');
  if (tokens.length === 0) return [text];
  const pattern = new RegExp(
    `(${tokens.map((token) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
  );
  return text.split(pattern).map((part, index) => {
    if (part === contact.email && part !== '') {
      return (
        <a key={index} href={`mailto:${part}`}>
          {part}
        </a>
      );
    }
    if (part === contact.phone && part !== '') {
      return (
        <a key={index} href={`tel:${cleanPhoneNumber(part)}`}>
          {part}
        </a>
      );
    }
    return part;
  });
}

/** A paragraph whose lines all start with '- ' is a bullet list; anything else is a paragraph. */
export function StaticParagraph({
  text,
  contact,
}: {
  text: string;
  contact: { email: string; phone: string };
}) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length > 0 && lines.every((line) => line.trimStart().startsWith('- '))) {
    return (
      <ul>
        {lines.map((line, index) => (
          <li key={index}>{linkify(line.trimStart().slice(2), contact)}</li>
        ))}
      </ul>
    );
  }
  return <p>{linkify(text, contact)}</p>;
}
