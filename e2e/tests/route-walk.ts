import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { callFromPage } from './site-member';

/**
 * The pages walked by the screen-wide checks (no sideways scroll, axe): every page a visitor and a member
 * can open, with the ids a member's pages need.
 */

/** Opens a page and waits for it to be drawn: its heading there, no spinner or busy region left. */
export async function visit(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('h1').filter({ visible: true }).first()).toBeVisible();
  // A spinner is the one status with its own label ("Loading…" in the page's language).
  await expect(page.locator('span[role="status"][aria-label]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

export const VISITOR_PAGES = [
  '/',
  '/landers/adultonly',
  '/signup',
  '/login',
  '/reset-password',
  '/members',
  '/pages/faq',
  '/pages/terms',
  '/pages/privacy',
  '/pages/cookies',
  '/pages/ban',
  '/pages/return-policy',
  '/pages/service',
  '/pages/2257',
  '/pricing',
  '/complaints',
  '/diese-seite-gibt-es-nicht/wirklich',
] as const;

/** What a member's walk needs: another member, a conversation with them and a package to buy. */
export async function memberWorld(page: Page) {
  const search = await callFromPage<{ profiles: { id: number }[] }>(page, 'GET', '/api/members.php?num=5');
  expect(search.status).toBe(200);
  const other = search.body.profiles[0]!.id;
  const sent = await callFromPage<{ message: { conversation_id: number } }>(
    page,
    'POST',
    '/api/messages.php',
    {
      client_id: randomUUID(),
      member: other,
      text: 'Hallo! Was hat dich heute zum Lächeln gebracht?',
    },
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const packages = await callFromPage<{ packages: { id: number }[] }>(page, 'GET', '/api/packages.php');
  expect(packages.status).toBe(200);
  return { other, conversation: sent.body.message.conversation_id, pkg: packages.body.packages[0]!.id };
}

/** Every page of the members area, for a member who has a conversation with `other`. */
export function memberPages({ other, conversation, pkg }: Awaited<ReturnType<typeof memberWorld>>): string[] {
  return [
    '/activate/done',
    '/members',
    `/members/${other}`,
    `/members/${other}/chat`,
    '/likes',
    '/likes/received',
    '/likes/sent',
    '/likes/matches',
    `/likes/m/${other}`,
    '/chats',
    `/chats/${conversation}`,
    '/match-finder',
    '/swipe-game',
    '/profile',
    '/notifications',
    '/premium',
    '/pricing',
    '/credits',
    `/credits/${pkg}`,
    '/credits/repeat-order',
    `/directdebit?package=${pkg}`,
    '/transactions',
    '/complaints',
    '/lang-config',
    '/pages/faq',
  ];
}
