import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import type { LanderParcelConfig, LanderParcelProps, LanderParcelsModule } from 'shared-ui/kernel';
import { mountParcel, settingsFixture } from 'shared-ui/testing';
import * as parcelsModule from '../parcels';
import { LANDERS } from './landers';
import en from './texts/en';
import de from './texts/de';

async function mount(config: LanderParcelConfig, overrides: Partial<LanderParcelProps> = {}) {
  const mounted = await mountParcel(config, overrides);
  return { ...mounted, lander: within(mounted.domElement) };
}

describe('mf_landers_plain ./parcels', () => {
  it('satisfies the kernel contract with its three landers', async () => {
    const module: LanderParcelsModule = parcelsModule;
    expect(module.namespace).toBe('landers-plain');
    expect(module.version).toBe('0.0.0-test');
    expect(Object.keys(module.parcels).sort()).toEqual([...LANDERS].sort());
    expect(await module.loadTranslations('de')).toEqual(de);
  });

  describe.each(LANDERS)('%s', (name) => {
    it('mounts, opens the signup, navigates to login on a plain click and cleans up on unmount', async () => {
      const { default: config } = await parcelsModule.parcels[name]();
      const { props, domElement, lander } = await mount(config);

      const root = domElement.firstElementChild as HTMLElement;
      expect(root.dataset.landerRemote).toBe('mf_landers_plain');
      expect(root.dataset.lander).toBe(name);
      expect(lander.getByRole('heading', { level: 1, name: en.landers[name].headline })).toBeInTheDocument();
      expect(lander.getByText('Harbour Hearts')).toBeInTheDocument();
      expect(document.getElementById('lpp-style')).not.toBeNull();

      await userEvent.click(lander.getByRole('button', { name: 'Sign up free' }));
      expect(props.openSignup).toHaveBeenCalledWith();

      const login = lander.getByRole('link', { name: 'Log in' });
      expect(login).toHaveAttribute('href', '/login');
      await userEvent.click(login);
      expect(props.navigate).toHaveBeenCalledWith('/login');

      // A click asking for a new tab stays the link's (then jsdom is kept from navigating).
      let prevented: boolean | undefined;
      const afterParcel = (event: Event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', afterParcel);
      login.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      window.removeEventListener('click', afterParcel);
      expect(prevented).toBe(false);
      expect(props.navigate).toHaveBeenCalledTimes(1);

      await config.unmount(props);
      expect(domElement.innerHTML).toBe('');
      expect(document.getElementById('lpp-style')).toBeNull();
      domElement.remove();
    });
  });

  it('updates in place: a new language and new settings, and the callbacks of the latest props', async () => {
    const { default: config } = await parcelsModule.parcels.adultonly();
    const { props, domElement, lander } = await mount(config);
    const openSignup = jest.fn();
    await config.update!({
      ...props,
      locale: 'de',
      openSignup,
      settings: settingsFixture({
        domain_language: 'de_DE',
        minimum_age: 21,
        fictional_icon: true,
        fictional_warning: 'Fiktive <Profile>',
      }),
    });
    expect(
      lander.getByRole('heading', { level: 1, name: de.landers.adultonly.headline }),
    ).toBeInTheDocument();
    expect(lander.getByText(/mindestens 21 Jahre/)).toBeInTheDocument();
    expect(lander.getByRole('note')).toHaveTextContent('Fiktive <Profile>');
    expect(domElement.firstElementChild).toHaveAttribute('lang', 'de');

    await userEvent.click(lander.getByRole('button', { name: 'Kostenlos registrieren' }));
    expect(openSignup).toHaveBeenCalledTimes(1);
    expect(props.openSignup).not.toHaveBeenCalled();
    await config.unmount(props);
  });

  it('discloses fictional profiles in the page’s language where the site writes its warning in another one', async () => {
    const { default: config } = await parcelsModule.parcels.adultonly();
    const { props, lander } = await mount(config);
    await config.update!({
      ...props,
      locale: 'de',
      settings: settingsFixture({
        name: 'Flirtmoment',
        domain_language: 'en_GB',
        fictional_icon: true,
        fictional_warning: 'Some profiles on Flirtmoment are fictional.',
      }),
    });
    expect(lander.getByRole('note')).toHaveTextContent(
      'Einige Profile auf Flirtmoment sind fiktiv. Diese Profile werden von unserem Team zur Unterhaltung betrieben; ein persönliches Treffen ist nicht möglich.',
    );
    await config.unmount(props);
  });

  it('keeps its style while another lander is still mounted', async () => {
    const { default: config } = await parcelsModule.parcels.tinderswipe();
    const first = await mount(config);
    const second = await mount(config);
    await config.unmount(first.props);
    expect(document.getElementById('lpp-style')).not.toBeNull();
    await config.unmount(second.props);
    expect(document.getElementById('lpp-style')).toBeNull();
  });
});
