import { expect, it } from 'vitest';
import { tooltipTop } from './card-zones';

const CARD = 600;

it('puts the tooltip below a zone in the upper half and above one in the lower half', () => {
  expect(tooltipTop({ top: 60, bottom: 150 }, 120, CARD)).toBe(158);
  expect(tooltipTop({ top: 400, bottom: 580 }, 120, CARD)).toBe(272);
});

it('keeps a tall tooltip inside the card, over its zone if it must', () => {
  expect(tooltipTop({ top: 300, bottom: 600 }, 350, CARD)).toBe(0);
  expect(tooltipTop({ top: 100, bottom: 280 }, 350, CARD)).toBe(250);
});

it('starts at the top of the card when the tooltip is taller than the card', () => {
  expect(tooltipTop({ top: 100, bottom: 280 }, 700, CARD)).toBe(0);
});
