/** English messages for the editor area (second language; missing ids fall back to Japanese). */
export const editor: Record<string, string> = {
  'editor.header.save': 'Save draft',
  'editor.header.preview': 'Preview',
  'editor.status.saved': 'Saved',
  'editor.status.saving': 'Saving…',
  'editor.paywall.marker': 'Paid from here',
  'editor.publish.title': 'Publish settings',
  'editor.publish.done': 'Please wait until the review completes',
  'editor.review.approve': 'Approve and publish',
  'editor.review.reject': 'Send back',
};
