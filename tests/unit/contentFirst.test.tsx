import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { holdSecondaryPartsUntilContent, useSecondaryPartsShown } from '../../src/common/contentFirst';
import { lazyPage } from '../../src/common/lazyPage';

// Issue 35, item 3: right after signing in, the landing screen's content comes before its menu
// entries and list tools (rendered in one go, they held the first row back by about 150 ms).

/** A secondary part: the menu's entries or a list's tools. */
const Tools = () => (useSecondaryPartsShown() ? <p>Werkzeuge</p> : null);
const Page = lazyPage(async () => ({ Rows: () => <p>Zeilen</p> }), 'Rows');

/** A read that answers when the test says so. */
const pendingRead = (queryClient: QueryClient) => {
  let answer: (data: string) => void = () => undefined;
  void queryClient.fetchQuery({ queryKey: ['brand-management'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return (data: string) => answer(data);
};

beforeEach(() => {
  // Test double: jsdom paints no frames; the next "frame" is the next task.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => window.setTimeout(() => callback(performance.now()), 0));
});
afterEach(() => vi.unstubAllGlobals());

describe('the content first', () => {
  it('without a sign-in just now (a page opened or reloaded), everything renders at once', () => {
    render(<Tools />);
    expect(screen.getByText('Werkzeuge')).toBeTruthy();
  });

  it('after a sign-in, the secondary parts wait until the first page has rendered with its data, then come', async () => {
    const queryClient = new QueryClient();
    const answer = pendingRead(queryClient);
    holdSecondaryPartsUntilContent(queryClient, { maxWaitMs: 10_000 });
    render(
      <>
        <Page />
        <Tools />
      </>,
    );
    await screen.findByText('Zeilen');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Werkzeuge')).toBeNull();
    answer('10 Brands');
    expect(await screen.findByText('Werkzeuge')).toBeTruthy();
  });

  it('they do not wait longer than the longest wait (a slow network)', async () => {
    const queryClient = new QueryClient();
    pendingRead(queryClient);
    holdSecondaryPartsUntilContent(queryClient, { maxWaitMs: 100 });
    render(<Tools />);
    expect(screen.queryByText('Werkzeuge')).toBeNull();
    expect(await screen.findByText('Werkzeuge', undefined, { timeout: 2000 })).toBeTruthy();
  });
});
