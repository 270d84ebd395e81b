export { AskSlot } from './AskSlot';
