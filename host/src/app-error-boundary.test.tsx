import { render, screen } from '@testing-library/react';
import { AppErrorBoundary } from './app-error-boundary';

function Boom(): never {
  throw new Error('whole app down');
}

it("shows the product's 'Application Error' when the shell itself crashes", () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <AppErrorBoundary>
      <Boom />
    </AppErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
});
