export { LocationSettings } from './LocationSettings';
