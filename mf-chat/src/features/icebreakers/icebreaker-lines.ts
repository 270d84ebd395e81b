/** The opening lines offered, in this order; each is an i18n key under icebreakers.lines. */
export const ICEBREAKER_LINES = ['week', 'weekend', 'travel', 'music', 'coffeeOrTea', 'goodMood'] as const;
export type IcebreakerLine = (typeof ICEBREAKER_LINES)[number];
