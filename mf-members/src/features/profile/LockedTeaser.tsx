import { useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { photoUrl, settingsAtom } from 'shared-ui/kernel';

/*
 * The server's teaser is at most 16 px wide: stretched over the frame and blurred, it gives the frame the
 * photo's colours and nothing else. Scaled up a little so the blur's soft edge stays outside the frame.
 */
const Blurred = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  filter: blur(18px) saturate(1.2);
  transform: scale(1.25);
  pointer-events: none;
`;

/**
 * A locked photo's blurred teaser filling its (positioned) frame; nothing when there is none or it does not
 * load: the frame's own background then stands in.
 */
export function LockedTeaser({ filename, eager = false }: { filename: string | null; eager?: boolean }) {
  const settings = useAtomValue(settingsAtom);
  const [failed, setFailed] = useState(false);
  if (!filename || failed) return null;
  return (
    <Blurred
      src={photoUrl(settings?.cdn_prefix ?? '', filename)}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}
