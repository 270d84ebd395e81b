import { settingsFixture } from '../../test/fixtures';
import { cleanPhoneNumber, fillPlaceholders, placeholderValues } from './placeholders';

describe('placeholders of the static pages', () => {
  const settings = settingsFixture();
  const values = placeholderValues(settings, settings.company_info, 'en');

  it('come from the settings and the company info', () => {
    expect(values).toMatchObject({
      siteName: 'Flirtpark',
      domain: 'flirtpark.example',
      companyName: 'Parkside Media B.V.',
      companyAddress: 'Keizersgracht 1',
      companyCity: 'Amsterdam',
      companyCountry: 'Netherlands',
      kvk: '12345678',
      vatNumbers: 'NL123456789B01',
      tradenames: 'Flirtpark, Parkside Dating',
      supportEmail: 'support@flirtpark.example',
      supportPhone: '+31 20-123 45 67',
      refundDays: '14',
      minimumAge: '18',
      termsDate: 'December 1, 2023',
    });
  });

  it('are filled into a text, unknown ones stay visible', () => {
    expect(fillPlaceholders('{{siteName}} by {{companyName}} ({{unknown}})', values)).toBe(
      'Flirtpark by Parkside Media B.V. ({{unknown}})',
    );
  });

  it('clean the support phone of dashes and spaces for tel: links', () => {
    expect(cleanPhoneNumber('+31 20-123 45 67')).toBe('+31201234567');
  });
});
