import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { tokenService } from 'shared';
import { RequireSignIn, returnToOf, useCloseSignIn } from './sign-in-guard';

const place = {
  location: { lat: -33.89, lon: 151.27, address: 'Campbell Parade, Bondi' },
  locationModel: null,
};

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="where">
      {name} {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

function SignIn() {
  const close = useCloseSignIn();
  return (
    <>
      <Where name="sign-in" />
      <button type="button" onClick={close}>
        Close
      </button>
    </>
  );
}

function renderAt(state: unknown = place) {
  render(
    <MemoryRouter initialEntries={['/', { pathname: '/newComment', state }]} initialIndex={1}>
      <Routes>
        <Route path="/" element={<Where name="map" />} />
        <Route path="/auth" element={<SignIn />} />
        <Route
          path="/newComment"
          element={
            <RequireSignIn>
              <Where name="dialog" />
            </RequireSignIn>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

afterEach(() => tokenService.clear());

describe('the host guards /newComment', () => {
  it('shows the page, with its navigation state, to a signed-in visitor', () => {
    tokenService.setSession({ accessToken: 'a', refreshToken: 'r' });
    renderAt();
    expect(where()).toBe(`dialog /newComment ${JSON.stringify(place)}`);
  });

  it('sends a signed-out visitor to sign in at once, without mounting the page', () => {
    renderAt();
    expect(where()).toMatch(/^sign-in \/auth /);
    expect(screen.queryByText(/^dialog/)).toBeNull();
  });

  it('after signing in, comes back to the page with the same place', () => {
    renderAt();
    act(() => tokenService.setSession({ accessToken: 'a', refreshToken: 'r' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(where()).toBe(`dialog /newComment ${JSON.stringify(place)}`);
  });

  it('closing sign-in without signing in leaves for the map, never back to the guard', () => {
    renderAt();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(where()).toMatch(/^map \/ /);
  });

  it('sends a visitor who signs out on the page to sign in, keeping the place', () => {
    tokenService.setSession({ accessToken: 'a', refreshToken: 'r' });
    renderAt();
    act(() => tokenService.clear());
    expect(where()).toBe(
      `sign-in /auth ${JSON.stringify({ returnTo: { pathname: '/newComment', search: '', state: place } })}`,
    );
  });
});

describe('returnToOf', () => {
  it('reads only a page path the guard wrote', () => {
    expect(returnToOf({ returnTo: { pathname: '/newComment', search: '', state: 1 } })).toEqual({
      pathname: '/newComment',
      search: '',
      state: 1,
    });
    for (const junk of [
      null,
      'x',
      {},
      { returnTo: null },
      { returnTo: { pathname: 'https://elsewhere.example' } },
      { returnTo: { pathname: 7 } },
    ]) {
      expect(returnToOf(junk)).toBeNull();
    }
  });
});
