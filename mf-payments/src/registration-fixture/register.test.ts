import { composeSite } from 'shared-ui/kernel';
import { registration as own } from '../app/register';
import { registration } from './register';

describe('the registration fixture of the browser tests', () => {
  it('adds one page and one visitor navigation item to the remote’s own registration', async () => {
    const site = composeSite([registration.data]);
    expect(site.routes.find((route) => route.name === 'whats-new')).toMatchObject({
      path: '/whats-new',
      owner: 'mf_payments',
    });
    expect(site.navigation.filter((item) => item.visibility === 'visitor')).toEqual([
      expect.objectContaining({ route: 'whats-new', label: 'registration.mf_payments:nav.whatsNew' }),
    ]);
    expect(registration.data.pages).toHaveLength(own.data.pages.length + 1);
    expect(typeof (await registration.pages['whats-new']!()).default).toBe('function');
  });

  it('is not what the remote registers in a normal build', () => {
    expect(own.data.pages.map((page) => page.name)).not.toContain('whats-new');
  });
});
