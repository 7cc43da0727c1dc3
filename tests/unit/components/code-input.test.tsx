import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeInput } from '@/components/ui/code-input.tsx';

afterEach(cleanup);

function setup() {
  const onComplete = vi.fn();
  render(
    <CodeInput
      length={5}
      label="Security code"
      digitLabel={(position, total) => `Digit ${position} of ${total}`}
      onComplete={onComplete}
      shouldFocus
    />,
  );
  const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 5` });
  return { onComplete, box };
}

describe('CodeInput (spec section 5)', () => {
  it('is a group of five labelled boxes, the first focused', () => {
    const { box } = setup();
    expect(screen.getByRole('group', { name: 'Security code' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
    expect(document.activeElement).toBe(box(1));
  });

  it('moves on as digits are typed and submits once complete', () => {
    const { box, onComplete } = setup();
    ['1', '2', '3', '4'].forEach((digit, index) =>
      fireEvent.change(box(index + 1), { target: { value: digit } }),
    );
    expect(document.activeElement).toBe(box(5));
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(box(5), { target: { value: '5' } });
    expect(onComplete).toHaveBeenCalledWith('12345');
  });

  it('ignores anything but digits', () => {
    const { box } = setup();
    fireEvent.change(box(1), { target: { value: 'a' } });
    expect((box(1) as HTMLInputElement).value).toBe('');
  });

  it('fills every box from a pasted code, whichever box takes it', () => {
    const { box, onComplete } = setup();
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 98 765 ' } });
    expect([1, 2, 3, 4, 5].map((position) => (box(position) as HTMLInputElement).value).join('')).toBe(
      '98765',
    );
    expect(onComplete).toHaveBeenCalledWith('98765');
  });

  it('goes back with Backspace from an empty box', () => {
    const { box } = setup();
    fireEvent.change(box(1), { target: { value: '7' } });
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(1));
    expect((box(1) as HTMLInputElement).value).toBe('');
  });
});
