import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import styled from 'styled-components';

const Image = styled.img`
  opacity: 0;

  &[data-loaded] {
    opacity: 1;
  }

  @media (prefers-reduced-motion: no-preference) {
    transition: opacity 0.25s ease-out;
  }
`;

/** Shows the photo: marked on the element itself, so its arrival costs no render. */
function markLoaded(image: HTMLImageElement | null) {
  if (image?.complete && image.naturalWidth > 0) image.dataset.loaded = '';
}

/**
 * A photo that fades in over its frame's ground once it has loaded, instead of being drawn line by line. A
 * photo already in the browser's cache is there from the first paint. A photo that fails stays hidden: the
 * frame's ground shows instead of a broken-image icon. Give it a key of its address (a new photo is a new
 * element).
 */
export function FadeInImage(props: ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <Image
      ref={markLoaded}
      {...props}
      onLoad={(event: SyntheticEvent<HTMLImageElement>) => markLoaded(event.currentTarget)}
    />
  );
}
