export { PrivacySettings } from './PrivacySettings';
