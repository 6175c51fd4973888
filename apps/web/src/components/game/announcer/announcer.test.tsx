import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WirePhase } from '@ecoscha/game';
import { AppProvider } from '@/app/provider';
import { i18n } from '@/lib/i18n';
import { renderComponent } from '@/testing/render-component';
import { useAnnounce } from './announcer';
import { SessionAnnouncements } from './session-announcements';
import { milestonePassed } from './milestones';
import type { AnnouncedSession } from './use-announcements';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** What the live region says now (it is never shown). */
const announced = () => document.querySelector('[data-announcer]')?.textContent ?? '';
const liveRegion = () => document.querySelector('[data-announcer]');

function session(
  phase: WirePhase,
  options: { seconds?: number; paused?: number; mode?: boolean; round?: number } = {},
): AnnouncedSession {
  return {
    currentRound: options.round ?? 1,
    gameState: {
      phase,
      deadline: options.seconds === undefined ? null : Date.now() + options.seconds * 1000,
      ...(options.paused === undefined ? {} : { pausedRemainingMs: options.paused * 1000 }),
    },
    ...(options.mode ? { accessibility: { timeScale: 2 as const } } : {}),
  };
}

/**
 * The announcements of a screen over `first`; `show` gives it the session as the next push
 * would (null: the screen goes, as when the guide's pages change route group).
 */
function renderAnnouncer(first: AnnouncedSession) {
  const rendered = renderComponent(<SessionAnnouncements session={first} />);
  const show = (next: AnnouncedSession | null) =>
    rendered.rerender(
      <AppProvider queryClient={rendered.queryClient}>
        {next ? <SessionAnnouncements session={next} /> : null}
      </AppProvider>,
    );
  return { show };
}

/** Every announcement from now on, in order (`flush` after each tick of the clock). */
function recordAnnouncements() {
  const heard: string[] = [];
  const observer = new MutationObserver(() => {
    const text = announced();
    if (text) heard.push(text);
  });
  const region = liveRegion();
  if (region) observer.observe(region, { childList: true, subtree: true, characterData: true });
  return {
    heard,
    flush: () => {
      const pending = observer.takeRecords();
      if (pending.length > 0 && announced()) heard.push(announced());
    },
  };
}

describe('SessionAnnouncements', () => {
  it('is a polite live region, silent when the screen opens', () => {
    renderComponent(
      <SessionAnnouncements session={session('discussion_active', { seconds: 120, mode: true })} />,
    );
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    expect(document.querySelectorAll('[data-announcer]')).toHaveLength(1);
    expect(announced()).toBe('');
  });

  it('announces each phase change by name, with the time on its clock', () => {
    const { show } = renderAnnouncer(session('video_learning_active'));
    show(session('discussion_active', { seconds: 180 }));
    expect(announced()).toBe('Now: Discussion, day 1. Time: 3 minutes.');
    show(session('night_phase_2', { round: 2 }));
    expect(announced()).toBe('Now: Night 2.');
  });

  it('keeps what it said when the screen that said it goes', () => {
    const { show } = renderAnnouncer(session('night_phase_complete'));
    show(session('morning_phase_active'));
    show(null);
    expect(announced()).toBe('Now: Morning of day 1.');
  });

  it('speaks the chosen language', async () => {
    await act(() => i18n.changeLanguage('id'));
    const { show } = renderAnnouncer(session('discussion_active', { seconds: 45 }));
    show(session('voting_active', { seconds: 90 }));
    expect(announced()).toBe('Sekarang: Pemungutan suara hari ke-1. Waktu: 1 menit 30 detik.');
  });

  it('in the accessibility mode announces 1 minute, 30 s and 10 s left, not every second', () => {
    const playing = session('voting_active', { seconds: 75, mode: true });
    renderComponent(<SessionAnnouncements session={playing} />);
    const record = recordAnnouncements();
    for (let step = 0; step < 80 * 4; step += 1) {
      act(() => vi.advanceTimersByTime(250));
      record.flush();
    }
    expect(record.heard).toEqual(['1 minute left.', '30 seconds left.', '10 seconds left.']);
  });

  it('without the mode leaves the countdown to the timer itself', () => {
    renderComponent(<SessionAnnouncements session={session('voting_active', { seconds: 75 })} />);
    act(() => vi.advanceTimersByTime(80_000));
    expect(announced()).toBe('');
  });

  it('says nothing of a clock the guide has paused', () => {
    renderComponent(
      <SessionAnnouncements session={session('discussion_active', { paused: 61, mode: true })} />,
    );
    act(() => vi.advanceTimersByTime(90_000));
    expect(announced()).toBe('');
  });

  it('reads the same words twice when they are said twice', () => {
    function Speaker() {
      const announce = useAnnounce();
      return (
        <button type="button" onClick={() => announce('Paused')}>
          say
        </button>
      );
    }
    const { getByRole } = renderComponent(<Speaker />);
    act(() => getByRole('button').click());
    const first = liveRegion()?.firstElementChild;
    act(() => getByRole('button').click());
    expect(announced()).toBe('Paused');
    expect(liveRegion()?.firstElementChild).not.toBe(first);
  });
});

describe('milestonePassed', () => {
  it('finds the milestone a countdown went past, the nearest to zero first', () => {
    expect(milestonePassed(61, 60)).toBe(60);
    expect(milestonePassed(60, 59)).toBeUndefined();
    expect(milestonePassed(31, 30)).toBe(30);
    expect(milestonePassed(11, 10)).toBe(10);
    expect(milestonePassed(35, 9)).toBe(10);
    expect(milestonePassed(0, 180)).toBeUndefined();
    expect(milestonePassed(20, 20)).toBeUndefined();
  });
});
