export { DeleteAccountItem } from './DeleteAccountItem';
export { ReactivationNotice } from './ReactivationNotice';
export { SupportContact } from './SupportContact';
