import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Home } from '../../src/home/Home';
import type { DashboardFigures } from '@markenportal/contract';
import { englishWordsIn, fakeDataProvider, renderAt, signInAs } from '../support/componentHarness';

const FIGURES: DashboardFigures = { livePosts: 12, scheduledPosts: 3, draftPosts: 5, upcomingEvents: 2, salesUsers: 4, favorites: 1234 };

const setup = (role: 'brand_admin' | 'visual_brand_admin' | 'authenticated', getDashboard = vi.fn(async () => FIGURES)) => {
  signInAs(role);
  const dataProvider = fakeDataProvider({ getDashboard });
  renderAt('/home', { '/home': <Home /> }, dataProvider);
  return dataProvider;
};

/** A card's text, found by its German label. */
const card = (label: string) => screen.getByRole('group', { name: label });

afterEach(() => vi.restoreAllMocks());

describe('Dashboard on /home', () => {
  it('brand admin: the welcome and the current brand’s key figures, linked to their pages', async () => {
    const dataProvider = setup('brand_admin');
    expect(screen.getByRole('heading', { name: 'Willkommen, Bettina Brand!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kennzahlen für Cardiovia' })).toBeInTheDocument();
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(dataProvider.getDashboard).toHaveBeenCalledWith('b1');
    const expected: [string, string, string | null][] = [
      ['Live-Beiträge', '12', '/posts'],
      ['Geplante Beiträge', '3', '/posts'],
      ['Entwürfe', '5', '/posts'],
      ['Kommende Veranstaltungen', '2', '/events'],
      ['Außendienst', '4', '/sales'],
      ['Favoriten', '1.234', null],
    ];
    for (const [label, value, href] of expected) {
      expect(card(label)).toHaveTextContent(`${value}${label}`);
      const link = within(card(label)).queryByRole('link');
      expect(link?.getAttribute('href') ?? null).toBe(href);
    }
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('visual brand admin: the same figures, links only to pages the role may open', async () => {
    setup('visual_brand_admin');
    expect(await within(card('Live-Beiträge')).findByText('12')).toBeInTheDocument();
    expect(within(card('Live-Beiträge')).getByRole('link')).toHaveAttribute('href', '/posts');
    expect(within(card('Kommende Veranstaltungen')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card('Außendienst')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Ihre Rolle: Brand-Betrachter')).toBeInTheDocument();
  });

  it('says so in German when the figures cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup(
      'brand_admin',
      vi.fn(async () => Promise.reject(new Error('boom'))),
    );
    expect(await screen.findByText('Die Kennzahlen konnten nicht geladen werden.')).toBeInTheDocument();
  });

  // Sales users have their own start page (salesHome.test.tsx).
  it('other roles keep the plain welcome without figures', () => {
    const dataProvider = setup('authenticated');
    expect(screen.getByRole('heading', { name: 'Willkommen, Bettina Brand!' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Live-Beiträge' })).not.toBeInTheDocument();
    expect(dataProvider.getDashboard).not.toHaveBeenCalled();
  });
});
