/**
 * What this remote exposes as './parcels' (the kernel's LanderParcelsModule, as mf-landers' own): three
 * landers as single-spa parcels, written without a framework. Kernel types only: nothing here loads React,
 * the kernel or any shared module.
 */
import type { LanderParcels } from 'shared-ui/kernel';
import type { LanderName } from './lander/landers';
import { landerParcel } from './lander/parcel';

export { namespace, loadTranslations } from './translations';

const parcel = (lander: LanderName) => async () => ({ default: landerParcel(lander) });

export const parcels = {
  adultonly: parcel('adultonly'),
  tinderswipe: parcel('tinderswipe'),
  whoneedsstrings: parcel('whoneedsstrings'),
} satisfies LanderParcels;

export const version: string = __APP_VERSION__;
