import type { ControlLogEntry, GameState } from '../state';

type Control = ControlLogEntry extends infer E
  ? E extends ControlLogEntry
    ? Omit<E, 'at' | 'phase' | 'round'>
    : never
  : never;

/** The state with one more use of a room control in its history (the phase it was used in). */
export function logControl(state: GameState, at: number, control: Control): GameState {
  const entry = { ...control, at, phase: state.phase, round: state.round } as ControlLogEntry;
  return { ...state, controlLog: [...(state.controlLog ?? []), entry] };
}
