/**
 * Labels of this remote alone. The texts the product words for every remote (validation and
 * error texts, success messages) come from TEXTS in `shared`.
 */
export const AUTH_UI = {
  dialogLabel: 'Sign in or create an account',
  close: 'Close',
  tabs: { login: 'Sign In', register: 'Sign Up' },
  titles: {
    login: 'Sign in to RentMap',
    register: 'Create your RentMap account',
    'forgot-password': 'Reset your password',
  },
  subtitles: {
    login: 'Comment on places, add photos and keep track of rentals you like.',
    register: 'It takes a minute. Only your email and a password are required.',
    'forgot-password': 'Enter the code from the email and choose a new password.',
  },

  email: 'Email',
  password: 'Password',

  keepLoggedIn: 'Keep me logged in',
  forgotPassword: 'Forgot password?',
  sendingCode: 'Sending code...',
  signInSubmit: 'Sign In',
  signingIn: 'Signing In...',
  noAccount: "Don't have an account?",
  createAccount: 'Create account',
  orWithEmail: 'or sign in with email',
  continueWithGoogle: 'Continue with Google',
  signingInWithGoogle: 'Signing in with Google...',

  firstName: 'First name',
  lastName: 'Last name',
  username: 'Username',
  confirmPassword: 'Confirm password',
  checking: 'Checking...',
  createAccountSubmit: 'Create Account',
  creatingAccount: 'Creating Account...',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',

  verificationCode: 'Verification code',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  resetSubmit: 'Reset Password',
  resetting: 'Resetting Password...',
  codeSentTo: (email: string) => `We sent a verification code to ${email}.`,
  codeResent: 'A new code is on its way.',
  noCode: "Didn't get a code?",
  resendCode: 'Resend code',
  backToSignIn: 'Back to Sign In',

  loginPageTitle: 'Sign in',

  verifyTitle: 'Verify your email',
  verifySubtitle: 'Enter the 6-digit code we emailed you, or open the link in that email.',
  verifySubmit: 'Verify Email',
  verifying: 'Verifying...',
  verifiedMessage: 'Your email address is verified.',
  continueToMap: 'Continue to the map',
} as const;
