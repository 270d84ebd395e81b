import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { LanderMember } from 'contract';
import { media } from '../../theme/media';

/** The thumbnails are 400 px squares: the intrinsic size the boxes are drawn for. */
const THUMB_SIZE = 400;
/** A phone shows one row of three: the large first face and two stacked beside it. */
const PHONE_FACES = 3;

/**
 * What the mosaic stands on: the page's surface (the visitors' home) or the brand colour or a dark picture
 * (a lander's hero), where the tiles are a light tint and the text white.
 */
export type FaceMosaicTone = 'surface' | 'brand';

const Faces = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;

  /* The first member large (the page's largest paint), the next two stacked beside it. */
  & > li:first-child {
    grid-column: span 2;
    grid-row: span 2;
    aspect-ratio: auto;
  }

  & > li:nth-child(n + ${PHONE_FACES + 1}) {
    display: none;
  }

  ${media.md} {
    gap: ${({ theme }) => theme.space.md}px;

    & > li:nth-child(n + ${PHONE_FACES + 1}) {
      display: block;
    }
  }
`;

/** Every box has its size before its picture arrives: nothing moves when the photos come in. */
const Face = styled.li`
  position: relative;
  box-sizing: border-box;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  box-shadow: 0 8px 20px rgba(0, 0, 0, 0.18);

  ul[data-tone='brand'] > & {
    background: rgba(255, 255, 255, 0.12);
    box-shadow: 0 8px 20px rgba(0, 0, 0, 0.3);
  }
`;

const FaceLink = styled.a`
  display: block;
  width: 100%;
  height: 100%;
  color: inherit;
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -3px;
  }

  ul[data-tone='brand'] &:focus-visible {
    outline-color: #fff;
  }
`;

const Photo = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Initial = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 2.5rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  ul[data-tone='brand'] & {
    background: linear-gradient(135deg, rgba(255, 255, 255, 0.28), rgba(255, 255, 255, 0.08));
    color: #fff;
    font-size: 3rem;
  }
`;

/** Name and age over the bottom of the photo, on a shade that keeps white text readable. */
const Name = styled.span`
  position: absolute;
  inset: auto 0 0;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xs}px ${theme.space.xs}px`};
  overflow: hidden;
  background: linear-gradient(180deg, transparent, rgba(0, 0, 0, 0.78));
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: start;
  text-overflow: ellipsis;
  white-space: nowrap;
  /* A click on the name is a click on the face's link under it. */
  pointer-events: none;

  li:first-child > & {
    padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.sm}px ${theme.space.sm}px`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The label on the corner of a photo, where the name line has no room for it. */
const FictionalLabel = styled.span`
  position: absolute;
  top: 4px;
  left: 4px;
  max-width: calc(100% - 8px);
  padding: 1px ${({ theme }) => theme.space.xs}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.tones.warning.solid};
  color: ${({ theme }) => theme.tones.warning.onSolid};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.4;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The caller's words (in its own texts, so the mosaic draws the same on a server and in the browser). */
export interface FaceMosaicTexts {
  /** The list's name, e.g. 'Members you could meet'. */
  label: string;
  /** On the photo, e.g. 'Anna, 28'. */
  name: (member: LanderMember) => string;
  photoAlt: (member: LanderMember) => string;
  /** The link's name, e.g. 'Meet Anna, 28: sign up free'. */
  meet: (member: LanderMember) => string;
  /** The label of a fictional member, on their photo. */
  fictional: string;
}

/** Where a face leads: the signup (a real link, so it works before any script runs). */
export interface FaceMosaicLink {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface FaceMosaicProps {
  people: LanderMember[];
  texts: FaceMosaicTexts;
  /** Where every face leads, or nowhere (where visitors may not sign up). */
  link: FaceMosaicLink | null;
  /** How wide the faces are drawn, for the browser's choice from srcset: the large first one and the others. */
  sizes: { lead: string; face: string };
  tone?: FaceMosaicTone;
  /** Marks the list for the page's own styles or scripts, e.g. { 'data-people': 'mosaic' }. */
  data?: Record<`data-${string}`, string>;
}

/**
 * A mosaic of members' faces opening a visitors' page (the home and the landers): the first member large
 * (two columns, two rows), the next two stacked beside it; a phone shows these three, where there is room a
 * row of three more runs below. Square tiles, as the thumbnails are: nothing is cut off. Each face is a way
 * into the signup, with first name and age on it, and a fictional member labelled on the photo. The first
 * photo is the page's largest paint: fetched first; the others once laid out, decoded off the main thread.
 * No state and no session: drawn the same on a server as in the browser.
 */
export function FaceMosaic({ people, texts, link, sizes, tone = 'surface', data }: FaceMosaicProps) {
  if (people.length === 0) return null;
  return (
    <Faces aria-label={texts.label} data-tone={tone} {...data}>
      {people.map((member, index) => {
        const first = index === 0;
        const picture = member.photo ? (
          <Photo
            src={member.photo}
            srcSet={`${member.photo} ${THUMB_SIZE}w`}
            sizes={first ? sizes.lead : sizes.face}
            alt={texts.photoAlt(member)}
            width={THUMB_SIZE}
            height={THUMB_SIZE}
            // Only the largest paint comes with the page; the others once laid out, not competing with it.
            loading={first ? 'eager' : 'lazy'}
            decoding={first ? undefined : 'async'}
            fetchPriority={first ? 'high' : undefined}
          />
        ) : (
          <Initial aria-hidden="true">{member.name.charAt(0).toLocaleUpperCase()}</Initial>
        );
        return (
          <Face key={member.id}>
            {link ? (
              <FaceLink href={link.href} onClick={link.onClick} aria-label={texts.meet(member)}>
                {picture}
              </FaceLink>
            ) : (
              picture
            )}
            {member.fictional && <FictionalLabel>{texts.fictional}</FictionalLabel>}
            <Name>{texts.name(member)}</Name>
          </Face>
        );
      })}
    </Faces>
  );
}

/** While the faces are asked for: their boxes (the usual six), so nothing moves when they arrive. */
export function FaceMosaicPlaceholders({ tone = 'surface', data }: Pick<FaceMosaicProps, 'tone' | 'data'>) {
  return (
    <Faces aria-hidden="true" data-tone={tone} {...data}>
      {Array.from({ length: 6 }, (_, index) => (
        <Face key={index} />
      ))}
    </Faces>
  );
}
