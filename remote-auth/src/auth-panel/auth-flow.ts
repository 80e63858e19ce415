/**
 * Which view shows, the email carried between views, and the
 * good news to show on arrival.
 */
import { TEXTS } from 'shared';

export type AuthView = 'login' | 'register' | 'forgot-password';

export interface AuthFlowState {
  view: AuthView;
  /** Carried into the next view's email field. */
  email: string;
  notice: string | null;
  /** Bumped on every change of view, so the new view mounts fresh with the carried email. */
  step: number;
  /** After a tab click focus stays on the tab; otherwise it moves into the new view. */
  focus: 'tab' | 'view';
}

export type AuthFlowAction =
  | { type: 'tab-selected'; view: 'login' | 'register' }
  | { type: 'create-account' }
  | { type: 'back-to-sign-in' }
  | { type: 'reset-code-sent'; email: string }
  | { type: 'registered'; email: string }
  | { type: 'password-reset'; email: string };

export function initialAuthFlow(view: AuthView = 'login'): AuthFlowState {
  return { view, email: '', notice: null, step: 0, focus: 'tab' };
}

function go(
  state: AuthFlowState,
  view: AuthView,
  changes: Partial<Pick<AuthFlowState, 'email' | 'notice' | 'focus'>> = {},
): AuthFlowState {
  return { ...state, notice: null, focus: 'view', ...changes, view, step: state.step + 1 };
}

export function authFlowReducer(state: AuthFlowState, action: AuthFlowAction): AuthFlowState {
  switch (action.type) {
    case 'tab-selected':
      return action.view === state.view ? state : go(state, action.view, { focus: 'tab' });
    case 'create-account':
      return go(state, 'register');
    case 'back-to-sign-in':
      return go(state, 'login');
    case 'reset-code-sent':
      return go(state, 'forgot-password', { email: action.email });
    case 'registered':
      return go(state, 'login', { email: action.email, notice: TEXTS.auth.registrationSuccess });
    case 'password-reset':
      return go(state, 'login', { email: action.email, notice: TEXTS.auth.resetSuccess });
  }
}
