import { readTrackingData } from 'shared-ui/kernel';

/** The traffic-source network the visitor arrived with (stored by the shell), or null. */
export const readTrafficNetwork = (storage?: Storage): string | null =>
  readTrackingData(storage).network ?? null;
