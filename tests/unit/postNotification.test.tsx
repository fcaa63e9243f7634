import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PostShow } from '../../src/posts/PostShow';
import type { PostNotification } from '../../src/providers/dataProvider';
import { englishWordsIn, fakeDataProvider, renderAt, signInAs } from '../support/componentHarness';

// The delivery of a post's pushes on its page (docs/decisions/0015-push-delivery-jobs.md).
const POST = { id: 'p1', documentId: 'p1', title: 'Neue Studie', type: 'study', content: '<p>Text</p>', log: [] };
const SENDING: PostNotification = { state: 'sending', recipients: 10_000, sent: 4_500, failed: 3, removedTokens: 120, createdAt: '2026-11-20T09:30:00.000Z' };

const setup = (role: 'brand_admin' | 'visual_brand_admin', getPostNotification = vi.fn(async (): Promise<PostNotification | null> => SENDING)) => {
  signInAs(role);
  const dataProvider = fakeDataProvider({
    getOne: async () => ({ data: POST }),
    getScheduledPublications: async () => [],
    getPostNotification,
    // The post's „Verlauf“ (tests/unit/auditLog.test.tsx): no entries here.
    getList: async () => ({ data: [], total: 0 }),
  });
  renderAt('/posts/p1', { '/posts/:id': <PostShow /> }, dataProvider);
  return getPostNotification;
};
const panel = () => screen.findByRole('group', { name: 'Push-Benachrichtigung' });
const counts = (group: HTMLElement) =>
  within(group)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the push notification on the post page', () => {
  it('shows the brand admin its state and counts, in German', async () => {
    const read = setup('brand_admin');
    const group = await panel();
    expect(read).toHaveBeenCalledWith('p1');
    expect(within(group).getByText('Wird versendet')).toBeInTheDocument();
    expect(counts(group)).toEqual(['Empfänger: 10.000', 'Zugestellt: 4.500', 'Fehlgeschlagen: 3', 'Abgemeldete Geräte entfernt: 120']);
    expect(englishWordsIn(group.textContent ?? '')).toEqual([]);
  });

  it('reads the counts again while the server sends, and stops once it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const done: PostNotification = { ...SENDING, state: 'done', sent: 9_877 };
    const read = vi.fn<() => Promise<PostNotification | null>>().mockResolvedValueOnce(SENDING).mockResolvedValue(done);
    setup('brand_admin', read);
    await panel();
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByText('Versand abgeschlossen')).toBeInTheDocument();
    expect(counts(await panel())).toContain('Zugestellt: 9.877');
    const calls = read.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read.mock.calls.length).toBe(calls);
  });

  it('shows nothing for a post that was never published', async () => {
    const read = setup(
      'brand_admin',
      vi.fn(async () => null),
    );
    expect(await screen.findByRole('heading', { name: 'Neue Studie' })).toBeInTheDocument();
    await vi.waitFor(() => expect(read).toHaveBeenCalled());
    expect(screen.queryByRole('group', { name: 'Push-Benachrichtigung' })).not.toBeInTheDocument();
  });

  it('is not asked for by those who do not publish the post (brand viewers)', async () => {
    const read = setup('visual_brand_admin');
    expect(await screen.findByRole('heading', { name: 'Neue Studie' })).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });
});
