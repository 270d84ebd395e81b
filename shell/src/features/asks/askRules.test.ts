import { askToShow, chooseAsk, type AskEligibility } from './askRules';

const none: AskEligibility = { activation: false, push: false, timeBonus: false, enrichProfile: false };

describe('which promo or ask a page shows', () => {
  it('shows nothing when nothing is due', () => {
    expect(chooseAsk(none)).toBeNull();
  });

  it('puts the activation reminder before everything else', () => {
    expect(chooseAsk({ activation: true, push: true, timeBonus: true, enrichProfile: true })).toBe(
      'activation',
    );
  });

  it('puts the push ask (a moment of value) before the welcome bonus and the profile tip', () => {
    expect(chooseAsk({ ...none, push: true, timeBonus: true, enrichProfile: true })).toBe('push');
  });

  it('puts the welcome bonus, which ends after 4 hours, before the profile tip', () => {
    expect(chooseAsk({ ...none, timeBonus: true, enrichProfile: true })).toBe('timeBonus');
    expect(chooseAsk({ ...none, enrichProfile: true })).toBe('enrichProfile');
  });
});

describe('what the slot shows after the first paint', () => {
  it('keeps the ask chosen at the first paint while it is due', () => {
    expect(askToShow('timeBonus', { ...none, timeBonus: true, push: true })).toBe('timeBonus');
  });

  it('inserts nothing when an ask becomes due after the first paint', () => {
    expect(askToShow(null, { ...none, push: true })).toBeNull();
  });

  it('closes once the chosen ask is answered, without putting up the next one', () => {
    expect(askToShow('push', { ...none, timeBonus: true, enrichProfile: true })).toBeNull();
  });
});
