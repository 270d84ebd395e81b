import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import type { ChatEntry, Complaint, Order } from 'shared-ui/kernel';
import { renderPage } from '../../test/renderPage';
import ComplaintsPage from './ComplaintsPage';
import { dialablePhone } from './support-contact';

const settings = settingsFixture({
  support_email: 'help@harbourhearts.test',
  support_phone: '+44 20-7946 0000',
});
const MESSAGE = 'He asked me for money twice.';

function chatEntry(conversation: number, id: number, name: string): ChatEntry {
  return {
    conversation,
    profile: {
      id,
      name,
      age: 30,
      gender: 'female',
      country: 'GB',
      region: null,
      city: null,
      main_image: null,
      photo_count: 0,
      fictional: false,
    },
    num_unread_messages: 0,
    last_message: null,
  };
}

function complaint(overrides: Partial<Complaint> = {}): Complaint {
  return {
    id: 1,
    reference: 'C-7KQ2MZ9P',
    category: 'service',
    member: null,
    conversation: null,
    order: null,
    message: 'The app logged me out all the time.',
    status: 'received',
    created_at: '2025-03-04T10:15:00Z',
    updated_at: '2025-03-04T10:15:00Z',
    ...overrides,
  };
}

function order(id: number): Order {
  return {
    id,
    created_at: '2025-03-04T10:15:00Z',
    package_id: 3,
    tier: 'p2',
    credits: 600,
    amount: { amount: 3999, currency: 'GBP' },
    normal_amount: { amount: 3999, currency: 'GBP' },
    discount_code: null,
    payment_method: 'creditcard',
    status: 'completed',
    finished_at: null,
    card: null,
    repeat_of: null,
    iban_masked: null,
  };
}

const chats = (...entries: ChatEntry[]) => ({ body: { chats: entries, total_unread_messages: 0 } });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderLoggedIn = (url = '/complaints') =>
  renderPage(<ComplaintsPage />, { path: '/complaints', url, settings, user: userFixture() });

describe('ComplaintsPage', () => {
  it("shows a visitor the site's customer service contacts and asks them to log in for the form", async () => {
    const { sent } = stubFetch({});
    await renderPage(<ComplaintsPage />, { path: '/complaints', settings });
    expect(screen.getByRole('heading', { level: 1, name: 'Complaints' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@harbourhearts.test' })).toHaveAttribute(
      'href',
      'mailto:help@harbourhearts.test',
    );
    expect(screen.getByRole('link', { name: '+44 20-7946 0000' })).toHaveAttribute(
      'href',
      'tel:+442079460000',
    );
    expect(screen.getByRole('heading', { name: 'Log in to file a complaint' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox', { name: /Your message/ })).not.toBeInTheDocument();
    expect(sent.filter((call) => call.path === '/api/complaints.php')).toEqual([]);
  });

  it('lists the member’s complaints with reference, category, what it is about, date and state', async () => {
    stubFetch({
      '/api/chats.php': chats(),
      'GET /api/complaints.php': {
        body: {
          complaints: [
            complaint({
              id: 2,
              reference: 'C-ABCD2345',
              category: 'member',
              member: { id: 12, name: 'Rudi' },
              status: 'in_progress',
            }),
            complaint({ id: 1, category: 'payment', order: 31, status: 'closed' }),
          ],
        },
      },
    });
    await renderLoggedIn();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'C-ABCD2345' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Status: In progress');
    expect(items[0]).toHaveTextContent('A member · About Rudi · Filed on 4 Mar 2025');
    expect(items[1]).toHaveTextContent('C-7KQ2MZ9P');
    expect(items[1]).toHaveTextContent('Status: Closed');
    expect(items[1]).toHaveTextContent('A payment · Order no. 31 · Filed on 4 Mar 2025');
  });

  it('says when no complaint was filed yet', async () => {
    stubFetch({ '/api/chats.php': chats(), 'GET /api/complaints.php': { body: { complaints: [] } } });
    await renderLoggedIn();
    expect(await screen.findByRole('heading', { name: 'No complaints filed' })).toBeInTheDocument();
  });

  it('files a complaint about a member of a conversation and shows its reference in the list', async () => {
    const filed = complaint({
      id: 5,
      reference: 'C-NEWREF22',
      category: 'member',
      member: { id: 12, name: 'Rudi' },
      conversation: 40,
      message: MESSAGE,
    });
    const { sent } = stubFetch({
      '/api/chats.php': chats(chatEntry(41, 13, 'Mia'), chatEntry(40, 12, 'Rudi')),
      'GET /api/complaints.php': { body: { complaints: [] } },
      'POST /api/complaints.php': { status: 201, body: { complaint: filed } },
    });
    await renderLoggedIn();
    await userEvent.click(screen.getByRole('radio', { name: 'A member' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Which member/ }), 'Rudi');
    await userEvent.type(screen.getByRole('textbox', { name: /Your message/ }), MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));

    const success = await screen.findByRole('status');
    expect(success).toHaveTextContent('Thank you, we have received your complaint');
    expect(success).toHaveTextContent('Your reference is C-NEWREF22.');
    expect(success).toHaveFocus();
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      category: 'member',
      member: 12,
      conversation: 40,
      message: MESSAGE,
    });
    const item = within(screen.getByRole('list')).getByRole('listitem');
    expect(item).toHaveTextContent('C-NEWREF22');
    expect(item).toHaveTextContent('Status: Received');
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveValue('');
  });

  it('checks the form before sending: the member and the message length', async () => {
    const { sent } = stubFetch({
      '/api/chats.php': chats(chatEntry(40, 12, 'Rudi')),
      'GET /api/complaints.php': { body: { complaints: [] } },
    });
    await renderLoggedIn();
    await userEvent.click(screen.getByRole('radio', { name: 'A member' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Your message/ }), '  too short ');
    await userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));

    const member = await screen.findByRole('combobox', { name: /Which member/ });
    expect(member).toHaveAccessibleDescription(
      expect.stringContaining('Choose the member your complaint is about.'),
    );
    expect(member).toHaveAttribute('aria-invalid', 'true');
    expect(member).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveAccessibleDescription(
      'Tell us what happened, in 10 to 5,000 characters. Please describe your complaint in at least 10 characters.',
    );
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusals at their fields, translated, and the daily limit', async () => {
    let answer = json(
      {
        error: 'validation_failed',
        message: 'Validation failed',
        statusCode: 400,
        fields: { member: 'This member could not be found.', conversation: 'x' },
        field_codes: { member: 'member_unknown', message: 'control_characters' },
      },
      400,
    );
    stubFetch({
      '/api/chats.php': chats(chatEntry(40, 12, 'Rudi')),
      'GET /api/complaints.php': { body: { complaints: [] } },
      '/api/member.php': { status: 404, body: { error: 'not_found', message: 'x', statusCode: 404 } },
      'POST /api/complaints.php': () => answer,
    });
    await renderLoggedIn('/complaints?member=99');
    // The member named in the address is chosen, under their number when the profile cannot be shown.
    const member = await screen.findByRole('combobox', { name: /Which member/ });
    expect(await within(member).findByRole('option', { name: 'Member no. 99' })).toBeInTheDocument();
    expect(member).toHaveValue('99');
    await userEvent.type(screen.getByRole('textbox', { name: /Your message/ }), MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(member).toHaveAccessibleDescription(expect.stringContaining('This member could not be found.'));
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveAccessibleDescription(
      expect.stringContaining('Your message contains characters that cannot be sent.'),
    );

    answer = json({ error: 'rate_limited', message: 'x', statusCode: 429, seconds: 3600 }, 429);
    await userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have filed several complaints today. Please try again tomorrow or contact customer service directly.',
    );
  });

  it('names a member from the address by their profile and sends no conversation for them', async () => {
    const { sent } = stubFetch({
      '/api/chats.php': chats(chatEntry(40, 12, 'Rudi')),
      'GET /api/complaints.php': { body: { complaints: [] } },
      '/api/member.php': { body: { blocked: true, profile: { id: 77, name: 'Zora', main_image: null } } },
      'POST /api/complaints.php': {
        status: 201,
        body: { complaint: complaint({ category: 'member', member: { id: 77, name: 'Zora' } }) },
      },
    });
    await renderLoggedIn('/complaints?member=77');
    expect(screen.getByRole('radio', { name: 'A member' })).toBeChecked();
    const member = await screen.findByRole('combobox', { name: /Which member/ });
    await within(member).findByRole('option', { name: 'Zora' });
    expect(member).toHaveValue('77');
    await userEvent.type(screen.getByRole('textbox', { name: /Your message/ }), MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    await screen.findByRole('status');
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      category: 'member',
      member: 77,
      message: MESSAGE,
    });
  });

  it('offers the member’s latest orders for a payment complaint', async () => {
    const { sent } = stubFetch({
      '/api/chats.php': chats(),
      'GET /api/complaints.php': { body: { complaints: [] } },
      '/api/orders.php': { body: { orders: [order(31), order(30)], page: 1, total: 2, page_size: 20 } },
      'POST /api/complaints.php': {
        status: 201,
        body: { complaint: complaint({ category: 'payment', order: 30 }) },
      },
    });
    await renderLoggedIn();
    await userEvent.click(screen.getByRole('radio', { name: 'A payment' }));
    const payment = screen.getByRole('combobox', { name: /Which payment/ });
    await within(payment).findByRole('option', { name: 'No. 30 · 4 Mar 2025 · £39.99' });
    await userEvent.selectOptions(payment, 'No. 30 · 4 Mar 2025 · £39.99');
    await userEvent.type(screen.getByRole('textbox', { name: /Your message/ }), MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    await screen.findByRole('status');
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      category: 'payment',
      order: 30,
      message: MESSAGE,
    });
  });

  it('cleans dashes and spaces from the support phone', () => {
    expect(dialablePhone('+31 20-123 45 67')).toBe('+31201234567');
  });
});
