import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { photoUrl, settingsAtom, type MemberPhoto } from 'shared-ui/kernel';

const Picture = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
  user-select: none;
  -webkit-user-drag: none;
`;

/**
 * A photo the viewer may see, whole on black. Photos next to the shown one load at once (a swipe finds them
 * there); the others when they come near.
 */
export function PhotoSlide({ photo, alt, near }: { photo: MemberPhoto; alt: string; near: boolean }) {
  const settings = useAtomValue(settingsAtom);
  if (!photo.filename) return null;
  return (
    <Picture
      src={photoUrl(settings?.cdn_prefix ?? '', photo.filename)}
      alt={alt}
      loading={near ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
    />
  );
}
