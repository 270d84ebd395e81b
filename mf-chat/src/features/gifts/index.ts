// Gifts: the catalogue, its drawings and the picker a member chooses one from.
export { GIFTS, giftNameKey, isGiftId } from './gift-catalog';
export { GiftIllustration, type GiftIllustrationProps } from './GiftIllustration';
export { GiftPicker, type GiftPickerProps } from './GiftPicker';
