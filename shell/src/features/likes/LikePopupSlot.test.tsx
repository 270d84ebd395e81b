import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { likePopupRequestedAtom, settingsAtom, userAtom } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from '../../test/fixtures';
import { renderRouteAsync, setupI18n } from '../../test/render';
import { LikePopupSlot, type LikePopupLoader } from './LikePopupSlot';

/** Stands in for the likes feature's popup: the slot only decides when the owner's code is loaded. */
function FakePopup() {
  return <div role="dialog" aria-label="New like!" />;
}

function storeFor(loggedIn: boolean) {
  const store = createStore();
  store.set(settingsAtom, settingsFixture());
  store.set(userAtom, loggedIn ? userFixture() : null);
  return store;
}

beforeAll(() => setupI18n());

function countingLoader() {
  const loads: number[] = [];
  const load: LikePopupLoader = async () => {
    loads.push(1);
    return { Component: FakePopup, version: '2.0.0' };
  };
  return { load, loads };
}

it('loads and shows the registered popup only once it is asked for', async () => {
  const { load, loads } = countingLoader();
  const store = storeFor(true);
  await renderRouteAsync(<LikePopupSlot load={load} />, { store });
  expect(loads).toHaveLength(0);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await act(async () => store.set(likePopupRequestedAtom, true));
  expect(await screen.findByRole('dialog', { name: 'New like!' })).toBeInTheDocument();
  expect(loads).toHaveLength(1);
});

it('lets the request lapse for a visitor without loading anything', async () => {
  const { load, loads } = countingLoader();
  const store = storeFor(false);
  await renderRouteAsync(<LikePopupSlot load={load} />, { store });
  await act(async () => store.set(likePopupRequestedAtom, true));
  expect(store.get(likePopupRequestedAtom)).toBe(false);
  expect(loads).toHaveLength(0);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
