import { PHONE_TEXTS } from './texts/phone';
import { PUSH_TEXTS } from './texts/push';
import { WATCHED_AREA_TEXTS } from './texts/watched-areas';

/**
 * Every user-facing text the product was specified with, word for word (users, support pages
 * and tests read them as they are), then the texts added since.
 */
export const TEXTS = {
  productName: 'RentMap',
  footerTagline: 'RentMap helps people find a rental property with search tools.',
  applicationError: 'Application Error',
  chunkLoadFailure: 'This part of the app could not be loaded.',
  retry: 'Retry',
  showList: 'Show List',
  showMap: 'Show Map',
  signIn: 'Sign In',
  signOut: 'Sign Out',

  /** A form's text field (shared's TextField). */
  field: {
    optional: '(optional)',
    showPassword: 'Show password',
  },

  validation: {
    emailAddressRequired: 'Email address is required',
    validEmail: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    resetEmailRequired: 'Email is required for password reset',
    emailRequired: 'Email is required',
    emailInvalid: 'Email is invalid',
    usernameTooShort: 'Username must be at least 3 characters',
    passwordTooShort: 'Password must be at least 6 characters',
    confirmPassword: 'Please confirm your password',
    passwordsDoNotMatch: 'Passwords do not match',
    emailAlreadyRegistered: 'Email is already registered',
    usernameTaken: 'Username is already taken',
    codeRequired: 'Verification code is required',
    newPasswordRequired: 'New password is required',
  },

  auth: {
    loginFailed: 'Login failed',
    registrationFailed: 'Registration failed',
    emailVerificationFailed: 'Email verification failed',
    checkEmailFailed: 'Failed to check email',
    checkUsernameFailed: 'Failed to check username',
    sendResetEmailFailed: 'Failed to send reset email',
    resetPasswordFailed: 'Failed to reset password',
    fetchUserFailed: 'Failed to fetch user information',
    updateUserFailed: 'Failed to update user information',
    unexpected: 'An unexpected error occurred',
    googleLoginFailed: 'Google login failed. Please try again.',
    sendVerificationCodeFailed: 'Failed to send verification code. Please try again.',
    googleLoginSuccess: 'Google login successful!',
    registrationSuccess: 'Registration successful! Please check your email for verification.',
    resetSuccess: 'Password reset successful! You can now sign in with your new password.',
    emailCannotBeChanged: 'Email cannot be changed',
    verified: 'Verified',
    notVerified: 'Not verified',
  },

  map: {
    searchFailed: 'Search failed',
    addressNotFound: 'Address not found',
    selectedLocation: 'Selected Location',
    defaultPopupTitle: 'Location',
    addComment: 'Add a comment',
    signInToAddComments: 'Please sign in to add comments',
    likeLocation: 'Like this location',
    /** A place with no saved comment yet has nothing to like (likes are a comment's). */
    likeNeedsComment: 'Add a comment here first: likes are for saved comments',
    signInToLike: 'Please sign in to like this location',
    signInToInteract: 'Sign in to interact',
    remove: 'Remove',
    selectedMarker: 'SELECTED MARKER',
    // the search box, marker names and the reset control.
    searchPlaces: 'Search places',
    searchPlaceholder: 'Search a suburb, postcode or address',
    searching: 'Searching…',
    noPlacesFound: 'No places found',
    lookingUpAddress: 'Looking up the address…',
    resetMap: 'Reset map',
    temporaryMarker: 'Temporary marker',
    savedMarker: 'Saved marker',
    // Clusters: {count} is the number of saved comments a cluster holds.
    clusterZoomIn: 'Cluster of {count} saved comments: zoom in',
    clusterList: 'Cluster of {count} saved comments: list them',
    clusterContents: '{count} saved comments here',
    unit: 'Unit',
    loadMore: 'Load more',
    backToList: 'Back to the list',
    loadingComment: 'Loading the comment…',
    loadingComments: 'Loading the comments…',
    commentLoadFailed: 'This comment could not be loaded.',
    commentsLoadFailed: 'The comments here could not be loaded.',
  },

  markers: {
    title: 'Saved Markers',
    fetchFailed: 'Failed to fetch markers',
    fetchException: 'An error occurred while fetching markers',
    uploadFailedDefault: 'Failed to upload photo',
    saveFailed: 'Failed to save comment',
    maxFiles: 'Maximum 3 files allowed',
    notAnImage: 'Please select an image file',
    fileTooLarge: 'File size must be less than 5MB',
    invalidFile: 'Invalid file',
    uploadFailed: 'Upload failed',
    noMarkersTitle: 'No markers found',
    noMarkersBody: 'No saved markers available.',
    loading: 'Loading markers...',
    loadErrorTitle: 'Error loading markers',
    tryAgain: 'Try again',
    markerSelected: 'Marker selected',
    clearSelection: 'Clear Selection',
    signInToViewDetails: 'Please sign in to view details',
    added: 'Added:',
    commentDetails: 'Comment Details',
    saving: 'Saving...',
    /** Escape on an Add or Edit Comment form that was changed asks before dropping it. */
    discardTitle: 'Discard this comment?',
    discardBody: 'What you have written or chosen here will be lost.',
    discard: 'Discard',
    keepWriting: 'Keep writing',
    // handing on a saved comment's link (the map's popup, the list, details).
    share: 'Share',
    linkCopied: 'Link copied',
    /** The label of the read-only link shown when neither sharing nor the clipboard worked. */
    copyThisLink: 'Copy this link',
    // a saved comment's photos; {n} counts from 1.
    photosOf: 'Photos of {title}',
    photoNumber: 'Photo {n} of {count}',
    photoNumberOf: 'Photo {n} of {count} of {place}',
    // likes and who wrote a comment.
    /** The author of a comment whose profile is not shown to this viewer. */
    aRenter: 'A renter',
    like: 'Like',
    unlike: 'Unlike',
    /** {count} people like it; said after the button by screen readers and shown as a number. */
    likeCount: '{count} likes',
    likeCountOne: '1 like',
    likeFailed: 'Your like could not be saved. Please try again.',
    /** The API's answer to a like from an account whose email is not verified. */
    likeNeedsVerifiedEmail: 'Please verify your email address before liking comments.',
    byAuthor: 'By {author}',
    mostLiked: 'Most liked',
  },

  // the header's user menu.
  userMenu: {
    label: 'Account',
    profile: 'Profile',
    settings: 'Settings',
    myComments: 'My comments',
  },

  // the author's Edit and Delete of their own comment, on My comments and on
  // Comment Details.
  ownComment: {
    edit: 'Edit',
    delete: 'Delete',
    confirmTitle: 'Delete this comment?',
    confirmBody:
      'It disappears from the map and the list for everyone, with its photos. This cannot be undone.',
    confirmDelete: 'Delete comment',
    deleting: 'Deleting...',
    cancel: 'Cancel',
    deleteFailed: 'Could not delete the comment.',
  },

  // ending every session of the account (/settings).
  sessions: {
    title: 'Signed-in devices',
    hint: 'Signed in on a shared or lost device? End every session of your account, this one included.',
    signOutAllDevices: 'Sign out of all devices',
    signingOut: 'Signing out…',
    signedOutEverywhere: 'You are signed out on all devices.',
    signOutAllDevicesFailed: 'Could not sign out of all devices. Please try again.',
  },

  // Export Data and Delete Account on /settings.
  accountData: {
    exporting: 'Preparing your data…',
    exportDownloaded: 'Your data was downloaded as {file}.',
    exportFailed: 'Your data could not be exported. Please try again.',
    deleteTitle: 'Delete your account?',
    deleteWarning:
      'This deletes your account, your comments with their photos, and your likes for good. It cannot be undone.',
    password: 'Password',
    /** {word} is DELETE_ACCOUNT_CONFIRMATION. */
    typeToConfirm: 'Type {word} to confirm',
    wrongConfirmation: 'Type {word} to confirm.',
    wrongPassword: 'The password is incorrect.',
    confirmWithGoogle: 'Confirm with Google and delete',
    googleOnly: 'This account signs in with Google. Confirm with Google to delete it.',
    passwordOrGoogleRequired: 'Enter your password, or confirm with Google.',
    googleConfirmFailed: 'Google did not confirm that this is your account.',
    cancel: 'Cancel',
    confirmDelete: 'Delete my account',
    deleting: 'Deleting…',
    deleteFailed: 'Your account could not be deleted. Please try again.',
    accountDeleted: 'Your account was deleted. A confirmation is on its way to your email address.',
    dismiss: 'Dismiss',
  },

  // /settings saved per account, and the map's "my location" control.
  settings: {
    loading: 'Loading your settings…',
    loadFailed: 'Your settings could not be loaded.',
    tryAgain: 'Try again',
    saving: 'Saving…',
    saved: 'Saved',
    saveFailed: 'Your settings could not be saved. Please try again.',
    signInTitle: 'Sign in to change your settings',
    signInBody: 'Your settings are kept with your account, on every device you sign in on.',
    /** Under Profile Visibility, for the option chosen. */
    visibilityHint: {
      public: 'Everyone sees your name on your comments.',
      /** There are no friends in RentMap: Friends Only means signed-in users only. */
      friends:
        'Friends Only means people signed in to RentMap: RentMap has no friend lists. Visitors who are not signed in do not see your name.',
      private: 'Nobody sees your name on your comments.',
    },
    /** Under Location Sharing, for the option chosen. */
    locationHint: {
      always: 'The map centres on where you are each time it opens.',
      'when-active': "The map asks for your location when you press 'Show my location'.",
      never: 'The map never asks for your location.',
    },
  },
  myLocation: {
    show: 'Show my location',
    locating: 'Finding your location…',
    youAreHere: 'You are here',
    denied: 'Location access is blocked. Allow it in your browser to see where you are.',
    unavailable: 'Your location could not be found. Please try again.',
    unsupported: 'This browser cannot share your location.',
    dismiss: 'Dismiss',
  },

  // trust and safety. Reporting a comment, the privacy check and
  // the same-place comments while composing, and what the author is told about a comment
  // held or hidden by moderation. The moderation page's own words are `moderationPage`.
  moderation: {
    report: 'Report',
    signInToReport: 'Please sign in to report a comment',
    reportTitle: 'Report this comment',
    reasonLegend: 'Why are you reporting it?',
    /** The reasons' labels, by REPORT_REASONS. */
    reasons: {
      'false-or-misleading': 'False or misleading',
      'personal-information': 'Personal information',
      offensive: 'Offensive',
      'spam-or-scam': 'Spam or scam',
      other: 'Other',
    },
    chooseReason: 'Choose a reason.',
    details: 'Details',
    detailsOptional: 'Details (optional)',
    detailsRequired: "Say what is wrong: it is needed when the reason is 'Other'.",
    /** Under the details: {count} typed of {max}. */
    detailsCount: '{count} / {max}',
    sendReport: 'Send report',
    sending: 'Sending…',
    cancel: 'Cancel',
    close: 'Close',
    reportSent: 'Thanks — a moderator will look at it.',
    alreadyReported: 'You have already reported this comment.',
    reportFailed: 'Your report could not be sent. Please try again.',
    /** The API's answer to a report from an account whose email is not verified. */
    reportNeedsVerifiedEmail: 'Please verify your email address before reporting a comment.',

    /**
     * What the privacy check found in a comment: {what} is the kind's name
     * (PRIVACY_FINDING_TEXTS: 'a phone number'), {text} what was found.
     */
    looksLike: 'This looks like {what}: {text}',
    privacyAdvice:
      'Comments are public. Remove personal information unless you are sure it may be published.',
    publishAnyway: 'Publish anyway — a moderator will review it first',
    confirmPrivacyTitle: 'Publish personal information?',
    confirmPrivacyBody:
      'Your comment seems to hold personal information. If you publish it, a moderator reviews it before anyone else sees it.',
    keepEditing: 'Keep editing',

    /** While composing: comments already published here; {count} of them. */
    samePlaceTitle: 'Already said about this place ({count})',
    samePlaceHint: 'Add to what is said rather than repeating it.',
    /** A same-place comment's link; it opens in a new tab so the comment being written stays. */
    viewComment: 'View (opens in a new tab)',

    /** After saving, or on Comment Details: {why} is one or more of `holdReasons`. */
    awaitingModerationWhy: 'Your comment is awaiting moderation: {why}',
    holdReasons: {
      'personal-information': 'it seems to hold personal information',
      'reused-photo': 'a photo matches one published elsewhere',
      'person-name': 'it seems to name a person',
      'threat-or-abuse': 'it seems to threaten or abuse someone',
    },
    seeMyComments: 'See My comments',
    awaitingModeration: 'Awaiting moderation',
    /** {reason} is the moderator's. */
    hiddenByModeration: 'Hidden by moderation: {reason}',
  },

  // publishing that protects an author who lives where they write about: when a comment
  // goes public, and a public version that shows only the building and the month.
  publication: {
    livesHereLegend: 'Do you live here now?',
    yes: 'Yes',
    no: 'No',
    livesHereRequired: 'Tell us whether you live here now.',
    whenLegend: 'When should it be published?',
    whenMovedOut: 'When I move out',
    /** {min} and {max} are PUBLISH_DELAY_DAYS. */
    afterRandomDelay: 'After a random {min}–{max} days',
    moveOutDate: 'Move-out date (optional)',
    moveOutDateHint: 'Without a date, it waits until you choose "I have moved out" in My comments.',
    coarse: 'Show only the building and the month',
    coarseHint:
      'Others see the building, not the spot you chose, no unit number, and the month instead of the day.',
    /** After saving; {date} is when it goes public. */
    scheduledOn: 'Your comment is scheduled. It will be published on {date}.',
    scheduledUntilMovedOut:
      'Your comment is scheduled. It will be published when you choose "I have moved out" in My comments.',
    /** On Comment Details and My comments, for a comment that waits to be published. */
    scheduled: 'Scheduled',
    willPublishOn: 'It will be published on {date}.',
    willPublishWhenMovedOut: 'It will be published when you choose "I have moved out".',
    movedOut: 'I have moved out',
    publishNow: 'Publish now',
    /** A scheduled comment's button, for screen readers: {action} is its visible text. */
    publishLabel: '{action}: your comment on {address}',
    publishing: 'Publishing…',
    published: 'Your comment is published.',
    publishFailed: 'Your comment could not be published. Please try again.',
    /** Beside the month a coarse comment shows, to readers other than its author. */
    coarseWithheld: 'Exact place, unit and day withheld to protect the author.',
    /** To the author of a coarse comment, who reads it as they wrote it. */
    coarseOwn: 'Others see only the building and the month.',
  },

  // the moderators' page, /moderation.
  moderationPage: {
    title: 'Moderation',
    subtitle: 'Reported and held comments, oldest first. Every decision is kept in the audit log.',
    menuItem: 'Moderation',
    moderatorsOnlyTitle: 'Moderators only',
    moderatorsOnlyBody:
      "This page is for RentMap's moderators. Ask a moderator to appoint you if you should have access.",
    backToMap: 'Back to the map',
    checkingAccess: 'Checking your access…',
    sections: 'Moderation sections',
    queueTab: 'Queue',
    logTab: 'Audit log',
    appointTab: 'Appoint a moderator',
    loading: 'Loading…',
    loadFailed: 'Could not load the moderation queue.',
    tryAgain: 'Try again',
    empty: 'Nothing to moderate: no comment is reported, held or waiting for a review.',
    loadMore: 'Load more',
    loadingMore: 'Loading...',
    /** A comment's state, by COMMENT_STATUSES. */
    statuses: { published: 'Published', held: 'Held', hidden: 'Hidden', scheduled: 'Scheduled' },
    /** Why a comment was held, by HOLD_REASONS. */
    holdReasons: {
      'personal-information': 'Personal information',
      'reused-photo': 'Reused photo',
      'person-name': "A person's name",
      'threat-or-abuse': 'Threat or abuse',
    },
    heldFor: 'Held for: {reasons}',
    reviewRequested: 'The author asked for a review',
    unit: 'Unit {unit}',
    photos: 'Photos',
    openPhoto: 'Open photo {n} full size',
    reports: 'Open reports ({count})',
    noReports: 'No open reports.',
    reportBy: 'by {name}, {when}',
    author: 'Author',
    joined: 'Joined',
    comments: 'Comments',
    hidden: 'Hidden',
    reportsReceived: 'Reports received',
    matches: 'Photo matches',
    thisPhoto: 'This photo',
    earlierPhoto: 'Earlier photo',
    /** {distance} of 64 bits differ; {metres} between the two places. */
    matchFacts: 'Distance {distance} · {metres} m apart',
    earlierAt: 'Earlier comment at {address}',
    viewEarlier: 'View the earlier comment',
    history: 'History',
    noHistory: 'No actions yet.',
    /** The buttons, by MODERATION_DECISIONS. */
    decisions: { hide: 'Hide', restore: 'Publish', dismiss: 'Dismiss' },
    decisionLabel: '{decision} the comment on {address}',
    decisionTitle: {
      hide: 'Hide this comment?',
      restore: 'Publish this comment?',
      dismiss: 'Dismiss the reports?',
    },
    decisionBody: {
      hide: 'It disappears for everyone but its author, who sees your reason.',
      restore: 'It is published for everyone.',
      dismiss: 'The open reports are closed and the comment stays as it is.',
    },
    confirmDecision: {
      hide: 'Hide comment',
      restore: 'Publish comment',
      dismiss: 'Dismiss reports',
    },
    reason: 'Reason',
    reasonHint: 'Kept in the audit log. When you hide a comment, its author sees it.',
    reasonRequired: 'Give a reason.',
    saving: 'Saving…',
    cancel: 'Cancel',
    decisionFailed: 'The decision could not be saved. Please try again.',
    decided: {
      hide: 'The comment is hidden.',
      restore: 'The comment is published.',
      dismiss: 'The reports are dismissed.',
    },
    /** Audit log lines, by MODERATION_LOG_ACTIONS. */
    logActions: {
      hide: 'Hid',
      restore: 'Restored',
      dismiss: 'Dismissed reports',
      hold: 'Held',
      'request-review': 'Asked for review',
      'appoint-moderator': 'Appointed a moderator',
      'merge-buildings': 'Merged two buildings',
      'merge-units': 'Merged two units',
      'split-merge': 'Split a merge',
    },
    logWhen: 'When',
    logWho: 'Who',
    logWhat: 'What',
    logReason: 'Reason',
    logComment: 'Comment',
    logEmpty: 'The audit log is empty.',
    logFailed: 'Could not load the audit log.',
    appointHint:
      'The account with this email address becomes a moderator. It is recorded in the audit log.',
    email: 'Email address',
    appoint: 'Appoint',
    appointing: 'Appointing…',
    appointed: '{email} is now a moderator.',
    appointFailed: 'Could not appoint a moderator.',
  },

  http: {
    noResponse: 'No response received from server',
    unknown: 'Unknown error occurred',
  },

  watchedAreas: WATCHED_AREA_TEXTS,
  push: PUSH_TEXTS,
  phone: PHONE_TEXTS,
} as const;

/** The footer's pages, in the order the footer shows them. */
export const FOOTER_LINKS = [
  { path: '/about', label: 'About' },
  { path: '/contact', label: 'Contact' },
  { path: '/help', label: 'Help' },
  { path: '/blog', label: 'Blog' },
  { path: '/privacy', label: 'Privacy' },
  { path: '/terms', label: 'Terms' },
  { path: '/cookies', label: 'Cookies' },
  { path: '/sitemap', label: 'Sitemap' },
  { path: '/accessibility', label: 'Accessibility' },
  { path: '/accessibility-statement', label: 'Accessibility Statement' },
] as const;
