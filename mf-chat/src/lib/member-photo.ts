import { useAtomValue } from 'jotai';
import { photoUrl, settingsAtom, type MemberCard } from 'shared-ui/kernel';

/** The member's main photo: the thumbnail for avatars, the full image for the icebreaker's portrait. */
export function useMemberPhoto(
  profile: Pick<MemberCard, 'main_image'> | null | undefined,
  size: 'thumb' | 'full' = 'thumb',
) {
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix;
  const image = profile?.main_image;
  if (!image || !cdnPrefix) return null;
  return photoUrl(cdnPrefix, size === 'thumb' ? image.thumb_filename : image.filename);
}
