import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createStore } from 'jotai';
import { Providers, renderAsync, setupI18n } from '../../test/render';
import { describeRouteError, ErrorPage } from './ErrorPage';

beforeAll(() => setupI18n());
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

async function renderFailingRoute(loader: () => never) {
  const router = createMemoryRouter([
    { path: '/', loader, element: <p>never</p>, errorElement: <ErrorPage />, HydrateFallback: () => null },
  ]);
  await renderAsync(
    <Providers store={createStore()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('describeRouteError', () => {
  it('takes the status of a thrown response', () => {
    expect(describeRouteError(new Response('Gone', { status: 410 }))).toMatchObject({ status: 410 });
  });

  it('takes the status of an error object and defaults to 500', () => {
    expect(describeRouteError(Object.assign(new Error('Forbidden'), { status: 403 }))).toEqual({
      status: 403,
      message: 'Forbidden',
    });
    expect(describeRouteError(new Error('Boom'))).toEqual({ status: 500, message: 'Boom' });
    expect(describeRouteError(undefined)).toEqual({ status: 500, message: null });
  });
});

it('shows the status from the error and its message', async () => {
  await renderFailingRoute(() => {
    throw Object.assign(new Error('You have no access to this page.'), { status: 403 });
  });
  expect(await screen.findByRole('heading', { name: 'Error 403' })).toBeInTheDocument();
  expect(screen.getByText('You have no access to this page.')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it('defaults to 500 for an error without a status', async () => {
  await renderFailingRoute(() => {
    throw new Error('Unexpected failure');
  });
  expect(await screen.findByRole('heading', { name: 'Error 500' })).toBeInTheDocument();
});

it('on 404 says the page could not be found and links home', async () => {
  await renderFailingRoute(() => {
    throw new Response('', { status: 404 });
  });
  expect(await screen.findByRole('heading', { name: 'Error 404' })).toBeInTheDocument();
  expect(screen.getByText('This page could not be found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
