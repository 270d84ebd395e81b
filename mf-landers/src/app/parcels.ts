/**
 * What this remote exposes as './parcels' (the kernel's LanderParcelsModule): every lander as a
 * single-spa parcel, each behind its own lazy import so a lander route loads only what it shows.
 */
import type { LanderParcels } from 'shared-ui/kernel';
import type { LanderVariant } from '../features/landers/variants';
import './singletons';

export { namespace, loadTranslations } from './translations';

const parcel = (variant: LanderVariant) => async () => {
  const { landerParcel } = await import('../features/landers/create-parcel');
  return { default: landerParcel(variant) };
};

export const parcels = {
  adultonly: parcel('adultonly'),
  tinderswipe: parcel('tinderswipe'),
  whoneedsstrings: parcel('whoneedsstrings'),
  alonetonight: parcel('alonetonight'),
  collagelanding: parcel('collagelanding'),
  gallery: parcel('gallery'),
  iconslanding: parcel('iconslanding'),
  maplanding: parcel('maplanding'),
  socialnetwork: parcel('socialnetwork'),
  transitionsvideolanding: parcel('transitionsvideolanding'),
  video: parcel('video'),
  'member-landing': parcel('member-landing'),
  'member-landing2': parcel('member-landing2'),
  'member-landing3': parcel('member-landing3'),
} satisfies LanderParcels;

export const version: string = __APP_VERSION__;
