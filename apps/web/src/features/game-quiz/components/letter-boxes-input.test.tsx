import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/testing/render-component';
import { LetterBoxesInput, normaliseLetters } from './letter-boxes-input';

function Harness() {
  const [value, setValue] = useState('');
  return <LetterBoxesInput value={value} onChange={setValue} />;
}

const words = () =>
  [...document.querySelectorAll('[data-word]')].map((word) =>
    [...word.querySelectorAll('[data-letter]')].map((box) => box.textContent),
  );

describe('LetterBoxesInput', () => {
  it('puts one capital letter in each box and starts a new row of boxes per word', async () => {
    const { user } = renderComponent(<Harness />);
    const input = await screen.findByRole('textbox', { name: 'Your answer' });
    expect(words()).toEqual([[]]);
    expect(document.querySelectorAll('[data-caret]')).toHaveLength(1);

    await user.type(input, 'efek rumah');
    expect(input).toHaveValue('EFEK RUMAH');
    expect(words()).toEqual([
      ['E', 'F', 'E', 'K'],
      ['R', 'U', 'M', 'A', 'H'],
    ]);
    // The next empty box follows the last letter.
    expect(document.querySelector('[data-word]:last-child [data-caret]')).not.toBeNull();
    await user.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('EFEK RUM');
  });

  it('keeps capitals, single spaces, no leading space and 40 letters at most', () => {
    expect(normaliseLetters('  peat')).toBe('PEAT');
    expect(normaliseLetters('heavy   metals ')).toBe('HEAVY METALS ');
    expect(normaliseLetters('a'.repeat(50))).toHaveLength(40);
  });
});
