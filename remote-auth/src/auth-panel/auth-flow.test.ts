import { authFlowReducer, initialAuthFlow, type AuthFlowState } from './auth-flow';

const start = initialAuthFlow();

describe('auth modal views', () => {
  it('starts on sign in', () => {
    expect(start).toMatchObject({ view: 'login', email: '', notice: null });
  });

  it('goes to sign up through the tab or the Create account link', () => {
    expect(authFlowReducer(start, { type: 'tab-selected', view: 'register' })).toMatchObject({
      view: 'register',
      focus: 'tab',
    });
    expect(authFlowReducer(start, { type: 'create-account' })).toMatchObject({
      view: 'register',
      focus: 'view',
    });
  });

  it('goes back to sign in through the tab', () => {
    const register = authFlowReducer(start, { type: 'create-account' });
    expect(authFlowReducer(register, { type: 'tab-selected', view: 'login' }).view).toBe('login');
  });

  it('selecting the current tab changes nothing', () => {
    expect(authFlowReducer(start, { type: 'tab-selected', view: 'login' })).toBe(start);
  });

  it('carries the email into the reset view', () => {
    expect(
      authFlowReducer(start, { type: 'reset-code-sent', email: 'ada@example.com' }),
    ).toMatchObject({ view: 'forgot-password', email: 'ada@example.com' });
  });

  it.each<[string, AuthFlowState, Parameters<typeof authFlowReducer>[1], string]>([
    [
      'a reset',
      { ...start, view: 'forgot-password', email: 'ada@example.com' },
      { type: 'password-reset', email: 'ada@example.com' },
      'Password reset successful! You can now sign in with your new password.',
    ],
    [
      'registering',
      authFlowReducer(start, { type: 'create-account' }),
      { type: 'registered', email: 'ada@example.com' },
      'Registration successful! Please check your email for verification.',
    ],
  ])(
    'returns to sign in after %s, with the email and the success text',
    (_, from, action, notice) => {
      expect(authFlowReducer(from, action)).toMatchObject({
        view: 'login',
        email: 'ada@example.com',
        notice,
      });
    },
  );

  it('counts every change of view', () => {
    const a = authFlowReducer(start, { type: 'create-account' });
    const b = authFlowReducer(a, { type: 'back-to-sign-in' });
    expect([start.step, a.step, b.step]).toEqual([0, 1, 2]);
  });
});
