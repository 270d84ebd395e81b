import { i18n } from 'shared-ui/kernel';
import { setupI18n } from '../../test/render';
import { formatTimeLeft } from './timeLeft';

beforeAll(() => setupI18n());

describe('the welcome bonus time left', () => {
  const format = (seconds: number) => formatTimeLeft(i18n.getFixedT('en', 'shell'), seconds);

  it('reads as hours, minutes and seconds, not as a clock followed by a unit', () => {
    expect(format(3 * 3600 + 48 * 60)).toBe('3 h 48 min 00 s');
    expect(format(3 * 3600 + 8 * 60 + 5)).toBe('3 h 08 min 05 s');
  });

  it('drops the hours in the last hour and never goes below zero', () => {
    expect(format(59 * 60 + 59)).toBe('59 min 59 s');
    expect(format(1)).toBe('00 min 01 s');
    expect(format(-5)).toBe('00 min 00 s');
  });
});
