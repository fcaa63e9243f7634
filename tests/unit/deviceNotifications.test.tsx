import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { DeviceNotifications } from '../../src/profile/DeviceNotifications';
import { keyBytes, type BrowserPush } from '../../src/profile/webPushDevice';
import { englishWordsIn, fakeDataProvider } from '../support/componentHarness';
import { renderSales, signInAsSales } from '../support/fieldAppHarness';

// The switch „Benachrichtigungen auf diesem Gerät“ with doubles of the browser's Notification,
// service worker and push manager, and of the data provider's Web Push calls.

const KEY = 'BOr2Zb5j3U0gqJkqvW3sTR8X8m1y0Vq6mKqD7x3Ht1sM1y7w8kS7mHqgqv3b9TzW8gD4n4J6cQe1a2b3c4d5e6f7';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/geraet-1';
const SUBSCRIPTION_JSON = { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BPublic', auth: 'geheim' } };

const browser = ({ permission = 'default' as NotificationPermission, answer = 'granted' as NotificationPermission, subscribed = false } = {}) => {
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const make = () => ({ endpoint: ENDPOINT, toJSON: () => SUBSCRIPTION_JSON, unsubscribe }) as unknown as PushSubscription;
  if (subscribed) current = make();
  const subscribe = vi.fn(async () => (current = make()));
  const pushManager = { subscribe, getSubscription: async () => current };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  const push: BrowserPush = {
    Notification: notification,
    PushManager: class {},
    serviceWorker: {
      ready: Promise.resolve({ pushManager } as unknown as ServiceWorkerRegistration),
      getRegistration: async () => ({ pushManager }) as unknown as ServiceWorkerRegistration,
    },
  };
  return { push, subscribe, unsubscribe, notification };
};

const setup = (push: BrowserPush, methods: Record<string, (...args: never[]) => unknown> = {}) => {
  signInAsSales();
  const dataProvider = fakeDataProvider({
    getWebPushKey: async () => KEY,
    saveWebPushSubscription: async () => undefined,
    removeWebPushSubscription: async () => undefined,
    ...methods,
  });
  renderSales('/profile', { '/profile': <DeviceNotifications push={push} /> }, dataProvider);
  return { dataProvider: dataProvider as unknown as Record<string, ReturnType<typeof vi.fn>>, user: userEvent.setup() };
};
const toggle = () => screen.findByRole('switch', { name: 'Benachrichtigungen auf diesem Gerät' });

describe('Benachrichtigungen auf diesem Gerät', () => {
  it('turned on: asks for the permission, subscribes with the server’s key and stores the subscription', async () => {
    const device = browser();
    const { dataProvider, user } = setup(device.push);
    const control = await toggle();
    expect(control).not.toBeChecked();
    expect(screen.getByText('Dieses Gerät erhält keine Benachrichtigungen.')).toBeInTheDocument();
    await user.click(control);
    await waitFor(() => expect(control).toBeChecked());
    expect(device.notification.requestPermission).toHaveBeenCalledOnce();
    expect(device.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(KEY) });
    expect(dataProvider.saveWebPushSubscription).toHaveBeenCalledWith(SUBSCRIPTION_JSON);
    expect(screen.getByText('Dieses Gerät erhält Benachrichtigungen.')).toBeInTheDocument();
    expect(englishWordsIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('turned off: unsubscribes the browser and removes the server’s copy', async () => {
    const device = browser({ permission: 'granted', subscribed: true });
    const { dataProvider, user } = setup(device.push);
    const control = await toggle();
    await waitFor(() => expect(control).toBeChecked());
    await user.click(control);
    await waitFor(() => expect(control).not.toBeChecked());
    expect(device.unsubscribe).toHaveBeenCalledOnce();
    expect(dataProvider.removeWebPushSubscription).toHaveBeenCalledWith(ENDPOINT);
  });

  it('the permission refused at the question: blocked, in German, and no subscription', async () => {
    const device = browser({ answer: 'denied' });
    const { dataProvider, user } = setup(device.push);
    await user.click(await toggle());
    expect(await screen.findByText(/Benachrichtigungen sind in den Einstellungen des Browsers blockiert/)).toBeInTheDocument();
    expect(await toggle()).toBeDisabled();
    expect(device.subscribe).not.toHaveBeenCalled();
    expect(dataProvider.saveWebPushSubscription).not.toHaveBeenCalled();
  });

  it('blocked before: says so and cannot be switched', async () => {
    setup(browser({ permission: 'denied' }).push);
    expect(await toggle()).toBeDisabled();
    expect(screen.getByText(/in den Einstellungen des Browsers blockiert/)).toBeInTheDocument();
  });

  it('a browser without push: not supported', async () => {
    setup({ Notification: undefined, serviceWorker: undefined, PushManager: undefined });
    expect(await toggle()).toBeDisabled();
    expect(screen.getByText('Dieser Browser unterstützt keine Benachrichtigungen.')).toBeInTheDocument();
  });

  it('the server refuses the subscription: its German message, the browser’s subscription undone, the switch off', async () => {
    const device = browser();
    const { user } = setup(device.push, {
      saveWebPushSubscription: async () => {
        throw new HttpError('Zu viele Anfragen. Bitte versuchen Sie es in 60 Sekunden erneut.', 429);
      },
    });
    const control = await toggle();
    await user.click(control);
    expect(await screen.findByText('Zu viele Anfragen. Bitte versuchen Sie es in 60 Sekunden erneut.')).toBeInTheDocument();
    expect(device.unsubscribe).toHaveBeenCalledOnce();
    expect(control).not.toBeChecked();
  });
});
