import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { reportSocketStatus } from '@/lib/session/connection-status';
import { renderComponent } from '@/testing/render-component';
import { BACK_ONLINE_SHOWN_MS, SOCKET_LOST_AFTER_MS } from './connection-banner';

const OFFLINE_SITE = 'No connection. Pages you have opened before can still be read.';
const OFFLINE_GAME = 'No connection. The game will carry on as soon as the connection is back.';
const BACK = 'Back online.';

let online = true;

/** The phone's network goes away or comes back, as the browser reports it. */
function phoneGoes(state: 'offline' | 'online') {
  online = state === 'online';
  act(() => void window.dispatchEvent(new Event(state)));
}

function wait(ms: number) {
  act(() => void vi.advanceTimersByTime(ms));
}

/** The banner is the app provider's: any screen has it. */
function renderScreen() {
  renderComponent(<p>A screen</p>);
  return document.querySelector('[aria-live="polite"]');
}

beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(() => {
  reportSocketStatus({ wanted: false, lost: false });
  vi.restoreAllMocks();
});

describe('the connection banner', () => {
  it('says nothing while the connection is fine, in a live region that is always there', () => {
    const region = renderScreen();
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveAttribute('aria-atomic', 'true');
  });

  it('says at once that the phone is offline, then that it is back, then hides', () => {
    const region = renderScreen();
    phoneGoes('offline');
    wait(0);
    expect(region).toHaveTextContent(OFFLINE_SITE);

    phoneGoes('online');
    wait(0);
    expect(region).toHaveTextContent(BACK);
    wait(BACK_ONLINE_SHOWN_MS);
    expect(region).toBeEmptyDOMElement();
  });

  it('tells a player in a game that the game goes on once the socket has been lost for 2 s', () => {
    const region = renderScreen();
    act(() => reportSocketStatus({ wanted: true, lost: false }));
    act(() => reportSocketStatus({ wanted: true, lost: true }));
    wait(SOCKET_LOST_AFTER_MS - 1);
    expect(region).toBeEmptyDOMElement();
    wait(1);
    expect(region).toHaveTextContent(OFFLINE_GAME);

    act(() => reportSocketStatus({ wanted: true, lost: false }));
    wait(0);
    expect(region).toHaveTextContent(BACK);
    wait(BACK_ONLINE_SHOWN_MS);
    expect(region).toBeEmptyDOMElement();
  });

  it('stays quiet for a blip shorter than 2 s', () => {
    const region = renderScreen();
    act(() => reportSocketStatus({ wanted: true, lost: true }));
    wait(SOCKET_LOST_AFTER_MS / 2);
    act(() => reportSocketStatus({ wanted: true, lost: false }));
    wait(SOCKET_LOST_AFTER_MS + BACK_ONLINE_SHOWN_MS);
    expect(region).toBeEmptyDOMElement();
  });

  it('ignores a lost socket no screen needs', () => {
    const region = renderScreen();
    act(() => reportSocketStatus({ wanted: false, lost: true }));
    wait(SOCKET_LOST_AFTER_MS * 2);
    expect(region).toBeEmptyDOMElement();
  });

  it('speaks Indonesian in the Indonesian interface', async () => {
    await act(() => i18n.changeLanguage('id'));
    const region = renderScreen();
    act(() => reportSocketStatus({ wanted: true, lost: true }));
    phoneGoes('offline');
    wait(0);
    expect(region).toHaveTextContent(
      'Koneksi terputus. Permainan akan berlanjut begitu koneksi kembali.',
    );
    act(() => reportSocketStatus({ wanted: true, lost: false }));
    phoneGoes('online');
    wait(0);
    expect(screen.getByText('Koneksi tersambung kembali.')).toBeVisible();
  });
});
