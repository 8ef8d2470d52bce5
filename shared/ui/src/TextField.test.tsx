import { render, screen } from '@testing-library/react';
import { TextField } from './TextField';

test('an error marks the input invalid and is its accessible description', () => {
  const { rerender } = render(<TextField label="アカウント" defaultValue="nobody" />);
  const input = screen.getByRole('textbox', { name: 'アカウント' });
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
  rerender(<TextField label="アカウント" defaultValue="nobody" error="このアカウントは見つかりません。" />);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('このアカウントは見つかりません。');
});

test("a caller's own description is kept beside the error", () => {
  render(
    <>
      <p id="hint">半角英数字</p>
      <TextField label="アカウント" aria-describedby="hint" error="入力してください。" />
    </>,
  );
  expect(screen.getByRole('textbox', { name: 'アカウント' })).toHaveAccessibleDescription(
    '半角英数字 入力してください。',
  );
});
