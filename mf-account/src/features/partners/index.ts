export { PartnerCards } from './PartnerCards';
