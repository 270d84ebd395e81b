import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountParcel, settingsFixture } from 'shared-ui/testing';
import { landerParcel } from './create-parcel';

describe('Lander', () => {
  it('shows the age notice with the site minimum age', async () => {
    const { unmount } = await mountParcel(landerParcel('adultonly'), {
      settings: settingsFixture({ minimum_age: 21 }),
    });
    expect(screen.getByText('Adults only. You must be at least 21 years old to join.')).toBeInTheDocument();
    await unmount();
  });

  it('shows the fictional-profiles disclosure when the site flags its content as fictional', async () => {
    const warning = 'Some profiles on this site are fictional and operated by the site.';
    const { unmount } = await mountParcel(landerParcel('gallery'), {
      settings: settingsFixture({ fictional_icon: true, fictional_warning: warning }),
    });
    expect(screen.getByRole('note')).toHaveTextContent(warning);
    await unmount();
  });

  it('leaves the disclosure out when the site has no fictional content', async () => {
    const { unmount } = await mountParcel(landerParcel('gallery'), {
      settings: settingsFixture({ fictional_icon: false, fictional_warning: 'unused' }),
    });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await unmount();
  });

  it('uses a campaign slug as the campaign label, but not a language slug', async () => {
    const campaign = await mountParcel(landerParcel('video'), { params: { slug: 'summer-nights' } });
    expect(screen.getByText('summer nights')).toBeInTheDocument();
    await campaign.unmount();

    const language = await mountParcel(landerParcel('video'), { params: { slug: 'eng' } });
    expect(screen.queryByText('eng')).not.toBeInTheDocument();
    await language.unmount();
  });

  it('lets the visitor pause the animated hero of the video landers', async () => {
    const { domElement, unmount } = await mountParcel(landerParcel('transitionsvideolanding'));
    const art = domElement.querySelector('[data-art]');
    expect(art).toHaveAttribute('data-animated', 'true');
    const pause = screen.getByRole('button', { name: 'Pause animation' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(art).toHaveAttribute('data-animated', 'false');
    await unmount();
  });

  it('has no animation control where nothing moves', async () => {
    const { domElement, unmount } = await mountParcel(landerParcel('maplanding'));
    expect(screen.queryByRole('button', { name: 'Pause animation' })).not.toBeInTheDocument();
    expect(domElement.querySelector('[data-art]')).toHaveAttribute('data-animated', 'false');
    await unmount();
  });

  it('ties a member lander to the member of the route', async () => {
    const { props, unmount } = await mountParcel(landerParcel('member-landing3'), {
      params: { id: '7', slug: 'eng' },
    });
    expect(screen.getByText('Sign up free to see profile no. 7 and send a message.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: 'Sign up free' })[1]!);
    expect(props.openSignup).toHaveBeenCalledWith({ memberId: 7 });
    await unmount();
  });

  it('opens a plain signup when the member id in the route is not one', async () => {
    const { props, unmount } = await mountParcel(landerParcel('member-landing'), { params: { id: 'abc' } });
    await userEvent.click(screen.getAllByRole('link', { name: 'Sign up free' })[0]!);
    expect(props.openSignup).toHaveBeenCalledWith(undefined);
    await unmount();
  });

  it('follows a new locale handed to its update lifecycle', async () => {
    const { update, unmount } = await mountParcel(landerParcel('tinderswipe'));
    expect(screen.getByRole('heading', { level: 1, name: 'Swipe, match, chat' })).toBeInTheDocument();
    await update({ locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Swipez, matchez, discutez' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Inscription gratuite' })).toHaveLength(2);
    await unmount();
  });
});
