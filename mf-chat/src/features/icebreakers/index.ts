// Icebreakers: opening lines offered on an empty conversation.
export { IcebreakerModal, type IcebreakerModalProps } from './IcebreakerModal';
export { useIcebreakerOffer } from './useIcebreakerOffer';
