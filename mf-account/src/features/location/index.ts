export { LocationSettings, placeText } from './LocationSettings';
