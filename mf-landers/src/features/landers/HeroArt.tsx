import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import type { HeroArtKind } from './variants';

/**
 * Decorative hero illustrations drawn in SVG: no photos of people, nothing explicit, a few hundred
 * bytes each. Hidden from assistive technology; the copy beside them carries the meaning.
 */
const HEART = 'M0 -6C-4 -12-12 -10-12 -3C-12 4-4 9 0 13C4 9 12 4 12 -3C12 -10 4 -12 0 -6Z';

const float = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(-10px); }
`;

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  max-width: 360px;
  margin-inline: auto;
  overflow: visible;

  /* Only the animated landers move, and only until the visitor pauses them. */
  &[data-animated='true'] .float {
    animation: ${float} 3.2s ease-in-out infinite alternate;
  }
  &[data-animated='true'] .float.late {
    animation-delay: -1.6s;
  }

  @media (prefers-reduced-motion: reduce) {
    .float {
      animation: none;
    }
  }
`;

function Heart({
  x,
  y,
  scale,
  opacity,
  className,
}: {
  x: number;
  y: number;
  scale: number;
  opacity: number;
  className?: string;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} className={className}>
      <path d={HEART} fill="#fff" fillOpacity={opacity} />
    </g>
  );
}

/** An abstract person: a head and shoulders, no face. */
function Silhouette({ x, y, size, fill }: { x: number; y: number; size: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y})`} fill={fill}>
      <circle cx={0} cy={-size * 0.35} r={size * 0.22} />
      <path d={`M${-size * 0.42} ${size * 0.3}a${size * 0.42} ${size * 0.36} 0 0 1 ${size * 0.84} 0z`} />
    </g>
  );
}

function Hearts() {
  return (
    <>
      <circle cx="160" cy="160" r="120" fill="#fff" fillOpacity="0.06" />
      <Heart x={160} y={150} scale={7} opacity={0.9} className="float" />
      <Heart x={70} y={80} scale={2.6} opacity={0.45} className="float late" />
      <Heart x={262} y={96} scale={2} opacity={0.35} className="float" />
      <Heart x={250} y={252} scale={3} opacity={0.5} className="float late" />
      <Heart x={58} y={236} scale={1.6} opacity={0.3} className="float" />
    </>
  );
}

function Cards() {
  return (
    <>
      <rect
        x="86"
        y="52"
        width="150"
        height="210"
        rx="18"
        fill="#fff"
        fillOpacity="0.18"
        transform="rotate(-10 160 160)"
      />
      <rect
        x="86"
        y="52"
        width="150"
        height="210"
        rx="18"
        fill="#fff"
        fillOpacity="0.28"
        transform="rotate(6 160 160)"
      />
      <g className="float">
        <rect x="86" y="48" width="150" height="214" rx="18" fill="#fff" />
        <rect x="98" y="60" width="126" height="140" rx="12" fill="#fdebe5" />
        <Silhouette x={161} y={140} size={90} fill="#e8461e" />
        <rect x="100" y="212" width="84" height="10" rx="5" fill="#dde1e5" />
        <rect x="100" y="230" width="56" height="8" rx="4" fill="#eef0f2" />
      </g>
      <circle cx="110" cy="292" r="20" fill="#fff" fillOpacity="0.9" />
      <path d="M102 284l16 16m0-16l-16 16" stroke="#5f6368" strokeWidth="4" strokeLinecap="round" />
      <circle cx="210" cy="292" r="24" fill="#e8461e" />
      <Heart x={210} y={292} scale={0.9} opacity={1} />
    </>
  );
}

function Collage() {
  const tiles = [
    ['#ffb300', '#e8461e'],
    ['#ad1457', '#6a1b9a'],
    ['#1565c0', '#00695c'],
    ['#e8461e', '#ad1457'],
    ['#00695c', '#2e7d32'],
    ['#6a1b9a', '#1565c0'],
  ];
  return (
    <>
      <defs>
        {tiles.map(([from, to], index) => (
          <linearGradient key={index} id={`lander-tile-${index}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
        ))}
      </defs>
      {tiles.map((_, index) => {
        const x = 30 + (index % 3) * 90;
        const y = 60 + Math.floor(index / 3) * 110 + (index % 2) * 16;
        return (
          <g key={index} className={index % 2 ? 'float late' : 'float'}>
            <rect x={x} y={y} width="80" height="100" rx="14" fill={`url(#lander-tile-${index})`} />
            <Silhouette x={x + 40} y={y + 66} size={54} fill="#fff" />
          </g>
        );
      })}
    </>
  );
}

function Icons() {
  const circles: Array<[number, number, ReactNode]> = [
    [100, 100, <Heart key="heart" x={0} y={2} scale={1.6} opacity={1} />],
    [
      220,
      100,
      <path
        key="chat"
        d="M-20 -14h40a8 8 0 0 1 8 8v18a8 8 0 0 1-8 8h-22l-14 10v-10h-4a8 8 0 0 1-8-8v-18a8 8 0 0 1 8-8z"
        fill="#fff"
      />,
    ],
    [
      100,
      220,
      <path
        key="pin"
        d="M0 22c-12-14-18-24-18-32a18 18 0 0 1 36 0c0 8-6 18-18 32zm0-38a7 7 0 1 0 0 14a7 7 0 0 0 0-14z"
        fill="#fff"
        fillRule="evenodd"
      />,
    ],
    [
      220,
      220,
      <path
        key="star"
        d="M0 -22l6.5 13.5 14.5 2-10.5 10 2.5 14.5-13-7-13 7 2.5-14.5-10.5-10 14.5-2z"
        fill="#fff"
      />,
    ],
  ];
  return (
    <>
      {circles.map(([x, y, icon], index) => (
        <g key={index} transform={`translate(${x} ${y})`}>
          <g className={index % 2 ? 'float late' : 'float'}>
            <circle r="46" fill="#fff" fillOpacity="0.16" />
            <circle r="34" fill="#fff" fillOpacity="0.14" />
            {icon}
          </g>
        </g>
      ))}
    </>
  );
}

function MapArt() {
  const pins: Array<[number, number]> = [
    [96, 118],
    [210, 92],
    [170, 196],
    [252, 232],
    [78, 242],
  ];
  return (
    <>
      <rect x="20" y="40" width="280" height="240" rx="24" fill="#fff" fillOpacity="0.1" />
      <path
        d="M20 140c60-30 110 30 170 0s80-40 110-20"
        stroke="#fff"
        strokeOpacity="0.35"
        strokeWidth="10"
        fill="none"
      />
      <path
        d="M120 40c-10 80 30 140 10 240M230 40c20 70-20 150 10 240"
        stroke="#fff"
        strokeOpacity="0.2"
        strokeWidth="6"
        fill="none"
      />
      {pins.map(([x, y], index) => (
        <g key={index} transform={`translate(${x} ${y})`} className={index % 2 ? 'float late' : 'float'}>
          <path
            d="M0 0c-10-12-15-20-15-27a15 15 0 0 1 30 0c0 7-5 15-15 27z"
            fill={index === 2 ? '#ffb300' : '#fff'}
          />
          <circle cy="-27" r="6" fill={index === 2 ? '#1f1f1f' : '#e8461e'} />
        </g>
      ))}
      <circle
        cx="170"
        cy="196"
        r="42"
        fill="none"
        stroke="#ffb300"
        strokeOpacity="0.6"
        strokeWidth="3"
        strokeDasharray="6 8"
      />
    </>
  );
}

function Bubbles() {
  return (
    <>
      <g className="float">
        <rect x="30" y="60" width="170" height="56" rx="24" fill="#fff" fillOpacity="0.92" />
        <rect x="52" y="80" width="96" height="8" rx="4" fill="#dde1e5" />
        <rect x="52" y="94" width="64" height="8" rx="4" fill="#eef0f2" />
      </g>
      <g className="float late">
        <rect x="120" y="140" width="170" height="56" rx="24" fill="#e8461e" />
        <rect x="142" y="160" width="110" height="8" rx="4" fill="#fff" fillOpacity="0.85" />
        <rect x="142" y="174" width="70" height="8" rx="4" fill="#fff" fillOpacity="0.6" />
      </g>
      <g className="float">
        <rect x="30" y="220" width="110" height="48" rx="22" fill="#fff" fillOpacity="0.92" />
        <circle cx="62" cy="244" r="6" fill="#767c85" />
        <circle cx="85" cy="244" r="6" fill="#767c85" fillOpacity="0.7" />
        <circle cx="108" cy="244" r="6" fill="#767c85" fillOpacity="0.4" />
      </g>
      <Heart x={262} y={252} scale={2} opacity={0.6} className="float late" />
    </>
  );
}

function Aurora() {
  return (
    <>
      <circle cx="110" cy="120" r="70" fill="#fff" fillOpacity="0.08" className="float" />
      <circle cx="220" cy="200" r="90" fill="#fff" fillOpacity="0.06" className="float late" />
      <Heart x={160} y={160} scale={6} opacity={0.85} className="float" />
      <circle cx="160" cy="160" r="110" fill="none" stroke="#fff" strokeOpacity="0.3" strokeWidth="2" />
      <circle cx="160" cy="160" r="140" fill="none" stroke="#fff" strokeOpacity="0.15" strokeWidth="2" />
    </>
  );
}

const ART: Record<HeroArtKind, () => ReactNode> = {
  hearts: Hearts,
  cards: Cards,
  collage: Collage,
  icons: Icons,
  map: MapArt,
  bubbles: Bubbles,
  aurora: Aurora,
};

export function HeroArt({ kind, animated }: { kind: HeroArtKind; animated: boolean }) {
  const Art = ART[kind];
  return (
    <Svg viewBox="0 0 320 320" aria-hidden="true" focusable="false" data-art={kind} data-animated={animated}>
      <Art />
    </Svg>
  );
}
