import type { ReactElement } from 'react';
import type { ChatGiftId } from 'shared-ui/kernel';

/*
 * The gift illustrations, drawn for this product on a 64 x 64 grid: flat shapes in a few warm colours,
 * legible from 32 px (a conversation-list preview) to 96 px (the picker and a gift message).
 */

function Rose() {
  return (
    <>
      <path d="M32 33c-1 10 1 18 0 27" stroke="#2e7d32" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M31.5 49C24 47 19.5 41 18.5 36.5c7.5 0 12.5 5 13 12.5z" fill="#43a047" />
      <path d="M32.3 45c6.5-3.5 11.5-2.5 15-7-7.5-3-13 .5-15 7z" fill="#66bb6a" />
      <path
        d="M19 19.5C19 9.5 27.5 5 32 9.5 36.5 5 45 9.5 45 19.5 45 29.5 39 35 32 35s-13-5.5-13-15.5z"
        fill="#c62828"
      />
      <path
        d="M24.5 19c0-6.5 4.5-8 7.5-5.5 3-2.5 7.5-1 7.5 5.5 0 6.5-3.5 10-7.5 10s-7.5-3.5-7.5-10z"
        fill="#e53935"
      />
      <path d="M28.5 18.5c1-3.5 6-3.5 7 0-1.5 3.5-5.5 3.5-7 0z" fill="#8e1c1c" />
      <path d="M22 14c2-3 5-4.5 7.5-4" stroke="#ef9a9a" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </>
  );
}

function Heart() {
  return (
    <>
      <path
        d="M32 56C14 43 6 34 6 22.5 6 14 12.5 8 20.5 8c5 0 9 2.8 11.5 7 2.5-4.2 6.5-7 11.5-7C51.5 8 58 14 58 22.5 58 34 50 43 32 56z"
        fill="#e53950"
      />
      <path
        d="M32 56c18-13 26-22 26-33.5 0-3-.8-5.7-2.2-8-1.8 10.5-10.3 20.2-23.8 30.5-13.5-10.3-22-20-23.8-30.5A15.6 15.6 0 0 0 6 22.5C6 34 14 43 32 56z"
        fill="#c62840"
        opacity="0.35"
      />
      <path
        d="M15.5 15.5c-3 2-4 5-4 8"
        stroke="#ffffff"
        strokeOpacity="0.75"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}

function Coffee() {
  return (
    <>
      <path
        d="M24 18c-2-3 2-5 0-9M32 18c-2-3 2-5 0-9M40 18c-2-3 2-5 0-9"
        stroke="#b0bec5"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="30" cy="55" rx="23" ry="5" fill="#cfd8dc" />
      <path
        d="M48 29.5c8.5 0 9.5 13-.5 14"
        stroke="#8d6e63"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M11 25h38v15c0 8.5-7.5 14-19 14s-19-5.5-19-14z"
        fill="#ffffff"
        stroke="#8d6e63"
        strokeWidth="2"
      />
      <ellipse cx="30" cy="25.5" rx="18" ry="4.5" fill="#6d4c41" />
      <path
        d="M30 28.3c-3.2-1.9-4.3-3.6-2.7-4.7 1-.7 2.1-.2 2.7.8.6-1 1.7-1.5 2.7-.8 1.6 1.1.5 2.8-2.7 4.7z"
        fill="#efebe9"
      />
      <path d="M16 36c0 5 3 9 8 11" stroke="#eceff1" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </>
  );
}

function Cupcake() {
  return (
    <>
      <path d="M15.5 34h33l-4.5 24H20z" fill="#f48fb1" />
      <path d="M24 34l2 24M32 34v24M40 34l-2 24" stroke="#d81b60" strokeOpacity="0.55" strokeWidth="2" />
      <path
        d="M11.5 35c-2.5-7.5 3.5-13 10-12 0-7 6-11 11.5-9 4.5-2.5 11.5.5 11 7.5 6.5.5 10 7.5 8 13.5z"
        fill="#fff3e0"
        stroke="#ffccbc"
        strokeWidth="1.5"
      />
      <path
        d="M19 28l3-1.5M27 22l1.5 2.5M37 25l3 .5M44 30l-2 2.5M31 30.5l2.5-1.5"
        stroke="#7e57c2"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        d="M23 31.5l2.5 1M34 19.5l2-2M40.5 20.5l1 2.5M15.5 31l1.5-2"
        stroke="#26a69a"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        d="M34.5 8c1-3 4-4.5 6.5-4.5"
        stroke="#5d4037"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="34" cy="11.5" r="4.8" fill="#d32f2f" />
      <circle cx="32.5" cy="10" r="1.2" fill="#ffffff" opacity="0.8" />
    </>
  );
}

function Star() {
  return (
    <>
      <path
        d="M32 6l7.6 16.4 17.9 2-13.3 12.2 3.7 17.7L32 45.3l-15.9 9 3.7-17.7L6.5 24.4l17.9-2z"
        fill="#ffc107"
        stroke="#ff8f00"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M26.5 21.5l3-6.5" stroke="#fff8e1" strokeWidth="3" strokeLinecap="round" />
      <path d="M53 6v8M49 10h8M11 44v6M8 47h6" stroke="#ffb300" strokeWidth="2" strokeLinecap="round" />
    </>
  );
}

function Teddy() {
  return (
    <>
      <circle cx="17" cy="15.5" r="8" fill="#a1887f" />
      <circle cx="47" cy="15.5" r="8" fill="#a1887f" />
      <circle cx="17" cy="15.5" r="4" fill="#d7ccc8" />
      <circle cx="47" cy="15.5" r="4" fill="#d7ccc8" />
      <ellipse cx="32" cy="50" rx="16.5" ry="12" fill="#a1887f" />
      <ellipse cx="32" cy="52" rx="9" ry="7" fill="#d7ccc8" />
      <circle cx="18" cy="46.5" r="5.5" fill="#8d6e63" />
      <circle cx="46" cy="46.5" r="5.5" fill="#8d6e63" />
      <circle cx="32" cy="27.5" r="17" fill="#a1887f" />
      <ellipse cx="32" cy="34" rx="8" ry="6" fill="#d7ccc8" />
      <circle cx="25" cy="24.5" r="2.3" fill="#3e2723" />
      <circle cx="39" cy="24.5" r="2.3" fill="#3e2723" />
      <ellipse cx="32" cy="31.3" rx="3.1" ry="2.2" fill="#3e2723" />
      <path
        d="M32 33.5v2.3M28.8 36.6c1.6 1.6 4.8 1.6 6.4 0"
        stroke="#3e2723"
        strokeWidth="1.4"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M32 55.5c-3.3-2-4.5-3.8-2.9-5 1.1-.8 2.3-.3 2.9.7.6-1 1.8-1.5 2.9-.7 1.6 1.2.4 3-2.9 5z"
        fill="#e53950"
      />
    </>
  );
}

export const GIFT_DRAWINGS: Record<ChatGiftId, () => ReactElement> = {
  rose: Rose,
  heart: Heart,
  coffee: Coffee,
  cupcake: Cupcake,
  star: Star,
  teddy: Teddy,
};
