import { createContext, useContext, useId, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FaceMosaic } from 'shared-ui';
import type { Language, LanderMember, Settings } from 'contract';
import { namespace } from '../../../app/translations';
import type { LanderVariant } from '../variants';
import { fictionalWords } from './fictional-words';
import {
  isMemberLanding,
  isMosaicLander,
  isLanderMember,
  MOSAIC_FACES,
  peopleLimit,
  type LanderData,
} from './lander-data';

/**
 * The hero picture of the people landers, drawn with real members as a visitor may see them (their main
 * photo only): a gallery grid, a collage of cards, a swipe stack, a map with pins, or the member card of a
 * member landing. It fills the width it is given; every picture box has its size before its image arrives,
 * so nothing shifts, and the first image is fetched first (it is the page's largest paint).
 */
export interface PeopleHeroProps {
  variant: LanderVariant;
  data: LanderData;
  /** The site's own fictional-profile words; without them (or empty) the app's are used. */
  settings?: Pick<Settings, 'fictional_warning' | 'fictional_singular' | 'domain_language'> | null;
  /** The page's language; without it the shared i18n instance's. */
  locale?: Language;
  /** Where a face leads: the signup (a real link, so it works before any script runs). */
  signup?: FaceSignup;
}

/** The signup link every face is: its address, and the host's handling of a plain click. */
export interface FaceSignup {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The signup the faces link to, handed down to every photo whatever the design. */
const FaceSignupContext = createContext<FaceSignup | undefined>(undefined);

type Translate = ReturnType<typeof useTranslation>['t'];

/** The thumbnails are 400 px squares: the intrinsic size the boxes are drawn for. */
const THUMB_SIZE = 400;

/** How wide a face is drawn, for the browser's choice from srcset: a third of a phone, a tile beside the copy. */
const FACE_SIZES = '(min-width: 768px) 200px, 34vw';

/** A face as a link into the signup, filling its box; the link says whom the visitor would meet. */
const FaceLink = styled.a`
  display: block;
  width: 100%;
  height: 100%;
  color: inherit;
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: -3px;
  }
`;

function LinkedFace({ member, t, children }: { member: LanderMember; t: Translate; children: ReactNode }) {
  const signup = useContext(FaceSignupContext);
  if (!signup) return children;
  return (
    <FaceLink
      href={signup.href}
      onClick={signup.onClick}
      aria-label={t('people.meet', { name: member.name, age: member.age })}
    >
      {children}
    </FaceLink>
  );
}

const Frame = styled.div`
  container: people / inline-size;
  width: 100%;
  max-width: 520px;
  margin-inline: auto;
  color: #fff;

  /* The mosaic runs the width of a phone. */
  &[data-wide] {
    max-width: none;
  }

  /* Sizes below include padding and borders, whether or not the page sets that globally. */
  &,
  & * {
    box-sizing: border-box;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const NoPhoto = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  background: linear-gradient(135deg, rgba(255, 255, 255, 0.28), rgba(255, 255, 255, 0.08));
  color: #fff;
  font-size: 3rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * The member's photo filling its box (a link into the signup where the lander gives one), or their initial
 * on a tint when they have none. `first`: the page's largest paint, the only one asked for with the page
 * (eagerly, before everything else); the others are asked for once laid out, so they do not compete with it
 * for a slow connection (those hidden on a phone not at all there), and decoded off the main thread.
 */
function Photo({
  member,
  first,
  sizes = FACE_SIZES,
  t,
}: {
  member: LanderMember;
  first: boolean;
  /** How wide the box is drawn, where it is not the usual tile's width. */
  sizes?: string;
  t: Translate;
}) {
  if (!member.photo)
    return (
      <LinkedFace member={member} t={t}>
        <NoPhoto aria-hidden="true">{member.name.charAt(0).toLocaleUpperCase()}</NoPhoto>
      </LinkedFace>
    );
  return (
    <LinkedFace member={member} t={t}>
      <Img
        src={member.photo}
        srcSet={`${member.photo} ${THUMB_SIZE}w`}
        sizes={sizes}
        alt={t('people.photoAlt', { name: member.name })}
        width={THUMB_SIZE}
        height={THUMB_SIZE}
        loading={first ? 'eager' : 'lazy'}
        decoding={first ? undefined : 'async'}
        fetchPriority={first ? 'high' : undefined}
      />
    </LinkedFace>
  );
}

const placeOf = (member: LanderMember) => member.city ?? member.region;

const Badge = styled.span`
  display: inline-block;
  padding: 1px ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.tones.warning.solid};
  color: ${({ theme }) => theme.tones.warning.onSolid};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.4;
`;

/** The label on the corner of a small photo, where a caption has no room for it. */
const CornerBadge = styled(Badge)`
  position: absolute;
  top: 4px;
  left: 4px;
  max-width: calc(100% - 8px);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** One line of a caption: a long name is cut with an ellipsis rather than wrapped. */
const Line = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Name, age and place over the bottom of a photo, on a shade that keeps white text readable. */
const Overlay = styled.span`
  position: absolute;
  inset: auto 0 0;
  display: grid;
  gap: 2px;
  justify-items: start;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.sm}px ${theme.space.sm}px`};
  background: linear-gradient(180deg, transparent, rgba(0, 0, 0, 0.78));
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: start;
  /* A click on the name is a click on the face's link under it. */
  pointer-events: none;
`;

function Caption({ member, t, fictional }: { member: LanderMember; t: Translate; fictional: string }) {
  const place = placeOf(member);
  return (
    <Overlay>
      <Line as="strong">{t('people.nameAge', { name: member.name, age: member.age })}</Line>
      {place && <Line>{place}</Line>}
      {member.fictional && <Badge>{fictional}</Badge>}
    </Overlay>
  );
}

/* Gallery: a grid of tiles that never overlap; two columns on a phone, three where there is room. */

/** How many tiles a phone-sized gallery shows (two rows of two). */
const GALLERY_PHONE_TILES = 4;

const Grid = styled(List)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;

  & > li:nth-child(n + ${GALLERY_PHONE_TILES + 1}) {
    display: none;
  }

  @container people (min-width: 360px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md}px;

    & > li:nth-child(n + ${GALLERY_PHONE_TILES + 1}) {
      display: block;
    }
  }
`;

const Tile = styled.li`
  position: relative;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.12);
  box-shadow: 0 8px 20px rgba(0, 0, 0, 0.3);
`;

function Gallery({ people, t, fictional }: PeopleProps) {
  return (
    <Grid aria-label={t('people.listLabel')} data-people="gallery">
      {people.map((member, index) => (
        <Tile key={member.id}>
          <Photo member={member} first={index === 0} t={t} />
          <Caption member={member} t={t} fictional={fictional} />
        </Tile>
      ))}
    </Grid>
  );
}

/*
 * Mosaic: the faces that open a lander, as on the visitors' home (the design system's face mosaic): the
 * first member large, the next two beside it on a phone, a row of three more where there is room.
 */

/** The large face is two thirds of a phone's width, or two tiles beside the copy. */
const LEAD_FACE_SIZES = '(min-width: 768px) 340px, 66vw';

function Mosaic({ people, t, fictional }: PeopleProps) {
  const signup = useContext(FaceSignupContext);
  return (
    <FaceMosaic
      people={people.slice(0, MOSAIC_FACES)}
      link={signup ?? null}
      sizes={{ lead: LEAD_FACE_SIZES, face: FACE_SIZES }}
      tone="brand"
      data={{ 'data-people': 'mosaic' }}
      texts={{
        label: t('people.listLabel'),
        name: (member) => t('people.nameAge', { name: member.name, age: member.age }),
        photoAlt: (member) => t('people.photoAlt', { name: member.name }),
        meet: (member) => t('people.meet', { name: member.name, age: member.age }),
        fictional,
      }}
    />
  );
}

/* Collage: overlapping, slightly turned cards, placed so that even turned they stay inside their box. */

type Align = 'start' | 'center' | 'end';
/** Left and top (% of the box), width (% of its width; cards are 4:5), turn (deg), the side the name keeps to. */
type Spot = [number, number, number, number, Align];

/**
 * Where there is room, five cards in a square: the first member is the front card in the middle, the four
 * around it keep clear of each other, and their names keep to the outer side, away from the front card (the
 * even ones stand on the right, in both layouts).
 */
const COLLAGE_SPOTS: readonly Spot[] = [
  [31, 26, 38, -2, 'center'],
  [3, 2, 36, -6, 'start'],
  [61, 2, 36, 6, 'end'],
  [4, 52.5, 36, 4, 'start'],
  [60, 52.5, 36, -4, 'end'],
];

/** On a phone, three cards fanned out in a 4:3 box: the front card higher, the names below it. */
const COLLAGE_PHONE_SPOTS: readonly Spot[] = [
  [28, 4, 44, -1, 'center'],
  [4, 20, 44, -8, 'start'],
  [52, 20, 44, 8, 'end'],
];

const Collage = styled(List)`
  position: relative;
  aspect-ratio: 4 / 3;

  & > li:nth-child(n + ${COLLAGE_PHONE_SPOTS.length + 1}) {
    display: none;
  }

  @container people (min-width: 360px) {
    aspect-ratio: 1 / 1;

    & > li {
      --left: var(--wide-left);
      --top: var(--wide-top);
      --width: var(--wide-width);
      --turn: var(--wide-turn);
      --align: var(--wide-align);
    }
    & > li:nth-child(n + ${COLLAGE_PHONE_SPOTS.length + 1}) {
      display: grid;
    }
  }
`;

const CollageCard = styled.li`
  --left: var(--phone-left);
  --top: var(--phone-top);
  --width: var(--phone-width);
  --turn: var(--phone-turn);
  --align: var(--phone-align);

  position: absolute;
  left: var(--left);
  top: var(--top);
  z-index: var(--stack);
  display: grid;
  grid-template-rows: minmax(0, 1fr) auto;
  width: var(--width);
  aspect-ratio: 4 / 5;
  padding: 4% 4% 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 10px 24px rgba(0, 0, 0, 0.35);
  transform: rotate(var(--turn));

  & > span:first-child {
    position: relative;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  /* The label keeps to the outer corner, away from the front card. */
  &[data-side='end'] ${CornerBadge} {
    left: auto;
    right: 4px;
  }
`;

const CollageName = styled.span`
  display: grid;
  align-content: center;
  justify-items: var(--align);
  min-height: 2.25em;
  font-size: clamp(0.6875rem, 3.4cqi, 0.9375rem);
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  text-align: var(--align);
`;

/** A card's place in both layouts, as custom properties the stylesheet picks from by the room there is. */
function collageSpot(index: number): CSSProperties {
  const [left, top, width, turn, align] = COLLAGE_SPOTS[index] ?? COLLAGE_SPOTS[0]!;
  const [phoneLeft, phoneTop, phoneWidth, phoneTurn, phoneAlign] =
    COLLAGE_PHONE_SPOTS[index] ?? COLLAGE_PHONE_SPOTS[0]!;
  return {
    '--wide-left': `${left}%`,
    '--wide-top': `${top}%`,
    '--wide-width': `${width}%`,
    '--wide-turn': `${turn}deg`,
    '--wide-align': align,
    '--phone-left': `${phoneLeft}%`,
    '--phone-top': `${phoneTop}%`,
    '--phone-width': `${phoneWidth}%`,
    '--phone-turn': `${phoneTurn}deg`,
    '--phone-align': phoneAlign,
    // The front card on top; the others in order.
    '--stack': index === 0 ? COLLAGE_SPOTS.length : index,
  } as CSSProperties;
}

function CollageOf({ people, t, fictional }: PeopleProps) {
  return (
    <Collage aria-label={t('people.listLabel')} data-people="collage">
      {people.map((member, index) => (
        <CollageCard
          key={member.id}
          style={collageSpot(index)}
          data-side={index > 0 && index % 2 === 0 ? 'end' : 'start'}
        >
          <span>
            <Photo member={member} first={index === 0} t={t} />
            {member.fictional && <CornerBadge>{fictional}</CornerBadge>}
          </span>
          <CollageName>
            <Line>{t('people.nameAge', { name: member.name, age: member.age })}</Line>
          </CollageName>
        </CollageCard>
      ))}
    </Collage>
  );
}

/* Swipe: the first member's card on top of a small stack, with name, age and place. */

const Stack = styled(List)`
  position: relative;
  aspect-ratio: 4 / 5;
  max-width: 360px;
  margin-inline: auto;
`;

const SwipeCard = styled.li`
  position: absolute;
  inset: 4% 13%;
  overflow: hidden;
  border: 4px solid #fff;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.12);
  box-shadow: 0 12px 28px rgba(0, 0, 0, 0.35);

  /* The cards behind peek out left and right, turned, and still inside the box. */
  &[data-depth='1'] {
    transform: translateX(-9%) rotate(-8deg) scale(0.92);
  }
  &[data-depth='2'] {
    transform: translateX(9%) rotate(8deg) scale(0.92);
  }
`;

function SwipeStack({ people, t, fictional }: PeopleProps) {
  // The list reads front (the first member) first; the stacking order puts that card on top.
  return (
    <Stack aria-label={t('people.listLabel')} data-people="swipe">
      {people.map((member, depth) => (
        <SwipeCard key={member.id} data-depth={depth} style={{ zIndex: people.length - depth }}>
          <Photo member={member} first={depth === 0} t={t} />
          {depth === 0 && <Caption member={member} t={t} fictional={fictional} />}
        </SwipeCard>
      ))}
    </Stack>
  );
}

/* Map: a drawn land with avatar pins; the pins are an illustration, no member's position is known. */

/**
 * Where the pins stand (% of the map's width and height), spread so that their names do not collide and
 * stay on the map; the first member is the largest pin, in the middle. A phone shows the first four.
 */
const PIN_SPOTS: readonly [number, number][] = [
  [44, 36],
  [19, 18],
  [76, 16],
  [74, 60],
  [20, 58],
  [47, 72],
];
const PINS_ON_PHONE = 4;

const MapBox = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;

  li:nth-child(n + ${PINS_ON_PHONE + 1}) {
    display: none;
  }
  @container people (min-width: 360px) {
    li:nth-child(n + ${PINS_ON_PHONE + 1}) {
      display: grid;
    }
  }

  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
`;

const Pin = styled.li`
  position: absolute;
  left: var(--x);
  top: var(--y);
  display: grid;
  justify-items: center;
  gap: 2px;
  width: 17%;
  transform: translate(-50%, -28%);

  &[data-first='true'] {
    width: 22%;
  }

  & > span:first-child {
    width: 100%;
    aspect-ratio: 1 / 1;
    overflow: hidden;
    border: 3px solid #fff;
    border-radius: ${({ theme }) => theme.radii.round};
    background: rgba(255, 255, 255, 0.2);
    box-shadow: 0 6px 14px rgba(0, 0, 0, 0.4);
  }
`;

const PinLabel = styled.span`
  max-width: 160%;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(0, 0, 0, 0.62);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.5;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const PinBadge = styled(Badge)`
  max-width: 160%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const MapNote = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  color: rgba(255, 255, 255, 0.85);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;

function MapDrawing() {
  return (
    <svg viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="400" height="300" rx="18" fill="#fff" fillOpacity="0.06" />
      <path
        d="M62 42C118 12 196 34 252 22C314 10 372 52 362 112C354 160 382 202 342 250C302 290 222 268 170 282C110 296 50 270 40 220C30 170 62 150 46 110C36 76 40 56 62 42Z"
        fill="#fff"
        fillOpacity="0.14"
        stroke="#fff"
        strokeOpacity="0.55"
        strokeWidth="2"
      />
      <g fill="none" stroke="#fff" strokeOpacity="0.28" strokeWidth="1.5" strokeDasharray="5 6">
        <path d="M150 26C160 90 130 150 176 200C200 228 190 260 196 278" />
        <path d="M44 150C110 140 170 170 250 150C300 138 340 150 372 160" />
        <path d="M252 22C246 70 270 110 262 150" />
      </g>
      <path
        d="M300 30C280 80 318 120 290 170C266 212 300 240 270 276"
        fill="none"
        stroke="#9fd3ff"
        strokeOpacity="0.55"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

function MapOf({ people, t, fictional }: PeopleProps) {
  return (
    <div data-people="map">
      <MapBox>
        <MapDrawing />
        <List aria-label={t('people.listLabel')}>
          {people.map((member, index) => {
            const [x, y] = PIN_SPOTS[index] ?? PIN_SPOTS[0]!;
            const spot = { '--x': `${x}%`, '--y': `${y}%` } as CSSProperties;
            return (
              <Pin key={member.id} style={spot} data-first={index === 0}>
                <span>
                  <Photo member={member} first={index === 0} t={t} />
                </span>
                <PinLabel>{t('people.nameAge', { name: member.name, age: member.age })}</PinLabel>
                {member.fictional && <PinBadge>{fictional}</PinBadge>}
              </Pin>
            );
          })}
        </List>
      </MapBox>
      <MapNote>{t('people.mapNote')}</MapNote>
    </div>
  );
}

/* Member landings: the member's card, and beside it the fictional warning when the profile is fictional. */

const MemberLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  justify-items: center;

  @container people (min-width: 440px) {
    &[data-fictional='true'] {
      grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
      align-items: center;
    }
  }
`;

const MemberCardBox = styled.figure`
  width: 100%;
  max-width: 320px;
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 14px 32px rgba(0, 0, 0, 0.38);

  & > span:first-child {
    display: block;
    aspect-ratio: 1 / 1;
  }

  figcaption {
    display: grid;
    gap: ${({ theme }) => theme.space.xs}px;
    justify-items: start;
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px ${theme.space.md}px`};
  }
`;

const MemberName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const MemberPlace = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    flex: none;
  }
`;

const FictionalNote = styled.div`
  width: 100%;
  max-width: 320px;
  padding: ${({ theme }) => theme.space.md}px;
  border-left: 4px solid ${({ theme }) => theme.tones.warning.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.tones.warning.subtle};
  color: ${({ theme }) => theme.tones.warning.onSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs}px;
  }
  p {
    margin: 0;
  }
`;

function PlaceIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
      />
    </svg>
  );
}

function MemberCard({
  member,
  t,
  fictional,
  warning,
}: {
  member: LanderMember;
  t: Translate;
  fictional: string;
  warning: string;
}) {
  const place = placeOf(member);
  const nameId = useId();
  return (
    <MemberLayout data-people="member" data-fictional={member.fictional}>
      <MemberCardBox aria-labelledby={nameId}>
        <span>
          <Photo member={member} first t={t} />
        </span>
        <figcaption>
          <MemberName id={nameId}>{t('people.nameAge', { name: member.name, age: member.age })}</MemberName>
          {place && (
            <MemberPlace>
              <PlaceIcon />
              {place}
            </MemberPlace>
          )}
          {member.fictional && <Badge>{fictional}</Badge>}
        </figcaption>
      </MemberCardBox>
      {member.fictional && (
        <FictionalNote role="note">
          <strong>{fictional}</strong>
          <p>{warning}</p>
        </FictionalNote>
      )}
    </MemberLayout>
  );
}

interface PeopleProps {
  people: LanderMember[];
  t: Translate;
  /** The label of a fictional profile. */
  fictional: string;
}

export function PeopleHero({ variant, data, settings, locale, signup }: PeopleHeroProps) {
  const { t, i18n } = useTranslation(namespace, { lng: locale });
  const { label: fictional, warning } = fictionalWords(settings, t, locale ?? i18n.language);

  if (isMemberLanding(variant)) {
    if (!isLanderMember(data.member)) return null;
    return (
      <FaceSignupContext.Provider value={signup}>
        <Frame>
          <MemberCard member={data.member} t={t} fictional={fictional} warning={warning} />
        </Frame>
      </FaceSignupContext.Provider>
    );
  }

  const people = (data.people ?? []).slice(0, peopleLimit(variant));
  if (people.length === 0) return null;
  const props: PeopleProps = { people, t, fictional };
  return (
    <FaceSignupContext.Provider value={signup}>
      <Frame data-wide={isMosaicLander(variant) || undefined}>
        {isMosaicLander(variant) ? (
          <Mosaic {...props} />
        ) : variant === 'collagelanding' ? (
          <CollageOf {...props} />
        ) : variant === 'tinderswipe' ? (
          <SwipeStack {...props} />
        ) : variant === 'maplanding' ? (
          <MapOf {...props} />
        ) : (
          <Gallery {...props} />
        )}
      </Frame>
    </FaceSignupContext.Provider>
  );
}
