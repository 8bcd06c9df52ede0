/**
 * The texts the fake PHP backend sends back. The validation texts are spec §5's, spelled here
 * on their own (not imported from the widgets' catalogue) because the real backend is a
 * separate program: a widget that shows the wrong text must not be hidden by a shared typo.
 */
export const backendMessages = {
  enterYourName: 'Please enter your name',
  nameMin2: 'You have to type minimum 2 characters',
  enterYourEmail: 'Please enter your e-mail address',
  invalidEmail: 'Please enter a valid e-mail address',
  enterYourPhone: 'Please enter your phone',
  phoneMin10: 'You have to type minimum 10 characters',
  enterFriendEmail: 'Please enter friend e-mail address',
  typeMessage: 'Please type in a message',
  messageMin20: 'You have to type minimum 20 characters',
  enterYourReply: 'Please enter your reply',
  replyMin50: 'You have to type minimum 50 characters',
  replyMax: 'You can type maximum 10000 characters',
  noReviewId: 'No Id',
  noIssueChecked: "You haven't checked any issue!",
  enterOtherPhone: 'Please enter the phone number',
  enterOtherReason: 'Please enter the reason',
  missingProfileLink: 'The profile address is missing, please reload the page',
  unknownProfile: 'This profile does not exist',
  reportTypeMismatch: 'The report type does not match the chosen issue',
  claimSent: 'Thank you! We will contact you shortly to confirm the claim.',
  shareSent: 'Your message has been sent to your friend.',
  replySent: 'Your reply has been saved.',
  reportSent: 'Thank you, your report has been sent.',
  alreadyClaimed: 'This profile has already been claimed.',
  addressBlocked: 'This e-mail address does not accept messages from our site.',
  reviewMissing: 'This review does not exist any more.',
  videoReceived: 'Thank you! Your video has been received; we will check it shortly.',
  videoMissing: 'No video was received. Please record your clip and send it again.',
  videoWrongType: 'Only WebM or MP4 videos are accepted.',
  videoTooLarge: 'The video is too large: at most {max} MB is accepted.',
  videoEmpty: 'The video is empty. Please record your clip again.',
  videoRejected: 'This video could not be verified. Please record it again with your face clearly visible.',
} as const;
