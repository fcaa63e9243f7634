import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient, readAgain } from '../../src/providers/queryClient';

// A server whose reads answer only when the test says so, with the state they were asked in.
const heldServer = (state: string) => {
  const server = { state, answers: [] as (() => void)[] };
  const read = () => {
    const asked = server.state;
    return new Promise<string>((resolve) => server.answers.push(() => resolve(asked)));
  };
  return { server, read };
};

const queryClient = createQueryClient();
afterEach(() => queryClient.clear());

describe('readAgain', () => {
  it('a change during the first read is shown: that read is not handed on to the change', async () => {
    const { server, read } = heldServer('Entwurf');
    const observer = new QueryObserver(queryClient, { queryKey: ['posts', 'live', 1], queryFn: read });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(server.answers).toHaveLength(1);

    server.state = 'Veröffentlicht';
    const done = readAgain(queryClient, { queryKey: ['posts'] });
    await vi.waitFor(() => expect(server.answers).toHaveLength(2));
    server.answers.forEach((answer) => answer());
    await done;
    expect(observer.getCurrentResult().data).toBe('Veröffentlicht');
    unsubscribe();
  });

  it('a change during a later read is shown too, and other queries are left alone', async () => {
    const posts = heldServer('Entwurf');
    const chats = heldServer('0 ungelesen');
    const post = new QueryObserver(queryClient, { queryKey: ['posts', 'live', 1], queryFn: posts.read });
    const chat = new QueryObserver(queryClient, { queryKey: ['chats'], queryFn: chats.read });
    const unsubscribe = [post.subscribe(() => undefined), chat.subscribe(() => undefined)];
    posts.server.answers[0]();
    await vi.waitFor(() => expect(post.getCurrentResult().data).toBe('Entwurf'));

    void post.refetch();
    posts.server.state = 'Veröffentlicht';
    const done = readAgain(queryClient, { queryKey: ['posts'] });
    await vi.waitFor(() => expect(posts.server.answers).toHaveLength(3));
    posts.server.answers.forEach((answer) => answer());
    await done;
    expect(post.getCurrentResult().data).toBe('Veröffentlicht');
    expect(chats.server.answers).toHaveLength(1);
    expect(chat.getCurrentResult().fetchStatus).toBe('fetching');
    unsubscribe.forEach((u) => u());
  });
});
