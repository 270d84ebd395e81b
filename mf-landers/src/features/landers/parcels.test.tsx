import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanderParcelsModule } from 'shared-ui/kernel';
import { i18n } from 'shared-ui/kernel';
import * as parcelsModule from '../../app/parcels';
import en from '../../i18n/en.json';
import { mountParcel } from 'shared-ui/testing';
import { LANDER_VARIANTS, VARIANT_DESIGNS } from './variants';

const LANDERS_OF_ROUTES_MD = [
  'adultonly',
  'tinderswipe',
  'whoneedsstrings',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
  'member-landing',
  'member-landing2',
  'member-landing3',
];

describe('mf_landers ./parcels', () => {
  it('satisfies the kernel contract and exposes every lander of ROUTES.md', () => {
    const module: LanderParcelsModule = parcelsModule;
    expect(module.namespace).toBe('landers');
    expect(module.version).toBe('0.0.0-test');
    expect(Object.keys(module.parcels).sort()).toEqual([...LANDERS_OF_ROUTES_MD].sort());
  });

  it('adds its own translations to the shared i18n instance when it mounts', async () => {
    const { default: config } = await parcelsModule.parcels.video();
    const { unmount } = await mountParcel(config, { locale: 'de' });
    expect(i18n.hasResourceBundle('de', 'landers')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'landers')).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Lass die Funken sprühen' })).toBeInTheDocument();
    await unmount();
  });

  describe.each(LANDER_VARIANTS)('%s', (variant) => {
    const memberLander = VARIANT_DESIGNS[variant].member;

    it('mounts with its headline, opens the signup, links to login and cleans up on unmount', async () => {
      const { default: config } = await parcelsModule.parcels[variant]();
      const { domElement, props, unmount } = await mountParcel(config, {
        params: memberLander ? { id: '42' } : {},
      });
      const lander = within(domElement);

      expect(
        lander.getByRole('heading', { level: 1, name: en.variants[variant].headline }),
      ).toBeInTheDocument();
      expect(lander.getByText('Harbour Hearts')).toBeInTheDocument();

      await userEvent.click(lander.getAllByRole('link', { name: 'Sign up free' })[0]!);
      expect(props.openSignup).toHaveBeenCalledWith(memberLander ? { memberId: 42 } : undefined);

      const login = lander.getByRole('link', { name: 'Log in' });
      expect(login).toHaveAttribute('href', '/login');
      await userEvent.click(login);
      expect(props.navigate).toHaveBeenCalledWith('/login');

      await unmount();
      expect(domElement).toBeEmptyDOMElement();
      domElement.remove();
    });
  });
});
