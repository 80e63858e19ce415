/**
 * Labels of this remote. The option lists and the profile texts are SPEC.md §2's, word for
 * word; 'Email cannot be changed', 'Verified' and 'Not verified' come from TEXTS in `shared`,
 * and the /settings selects' options from the contract (PROFILE_VISIBILITIES,
 * LOCATION_SHARING_CHOICES).
 */
export const ACCOUNT_UI = {
  profile: {
    title: 'Profile',
    subtitle: 'Your details and what you are looking for in a rental.',
    personal: 'Personal information',
    personalHint: 'How you appear next to the places you comment on.',
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username',
    email: 'Email',
    preferences: 'Rental preferences',
    preferencesHint: 'Helps us show the places that suit you.',
    budgetRange: 'Budget range',
    roomType: 'Room type',
    choose: 'Choose…',
    save: 'Save Changes',
    loading: 'Loading your profile...',
    tryAgain: 'Try again',
    signInTitle: 'Sign in to see your profile',
    signInBody: 'Your profile holds your details and rental preferences.',
    signIn: 'Sign In',
    notVerifiedHint: 'We sent a code to your email address.',
    verifyEmail: 'Verify email',
  },
  settings: {
    title: 'Settings',
    subtitle: 'Choose how RentMap keeps in touch and what others can see.',
    notifications: 'Notifications',
    notificationsHint: 'New comments and replies near the places you follow.',
    emailNotifications: 'Email notifications',
    emailNotificationsHint: 'A short summary in your inbox.',
    pushNotifications: 'Push notifications',
    pushNotificationsHint: 'Alerts in your browser while RentMap is open.',
    smsNotifications: 'SMS notifications',
    smsNotificationsHint: 'Text messages for the most important news only.',
    privacy: 'Privacy',
    privacyHint: 'Decide who sees your profile and your location.',
    profileVisibility: 'Profile Visibility',
    locationSharing: 'Location Sharing',
    account: 'Your data',
    accountHint: 'Take a copy of everything you have added, or leave for good.',
    exportData: 'Export Data',
    deleteAccount: 'Delete Account',
  },
} as const;

/** SPEC.md §2 /profile preference selects. */
export const BUDGET_RANGES = ['$500-$1000', '$1000-$1500', '$1500-$2000', '$2000+'] as const;
export const ROOM_TYPES = ['Private Room', 'Shared Room', 'Studio', '1 Bedroom'] as const;
