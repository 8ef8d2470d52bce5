// English of ./ja/tips.ts (same ids).
export const tipButton = {
  'tips.button': 'Send a tip',
  'tips.button.loading': 'Loading…',
  'tips.button.error': 'The tip window could not be opened. Please try again later.',
};

export const tips = {
  'tips.dialog.title': 'Send a tip',
  'tips.dialog.to': 'Send a tip to {name}',
  'tips.dialog.amount': 'Amount',
  'tips.dialog.custom': 'Other amount',
  'tips.dialog.customLabel': 'Amount ({min}–{max} yen)',
  'tips.dialog.message': 'Message (optional, up to {max} characters)',
  'tips.dialog.count': '{count} / {max}',
  'tips.dialog.anonymous': 'Send anonymously (your name is not shown)',
  'tips.dialog.send': 'Send {amount} yen',
  'tips.dialog.sending': 'Sending…',
  'tips.dialog.success': 'Your tip was sent. Thank you!',
  'tips.dialog.note': 'Tips cannot be refunded. The author receives the amount less fees.',
  'tips.error.amount': 'Enter a whole amount from {min} to {max} yen',
  'tips.error.message': 'The message can be up to {max} characters',
  'errors.self_tip': 'You cannot tip yourself',
  'errors.tip_limit': 'You have reached the limit for tips. Please try again later.',
  'tips.received.title': 'Tips received',
  'tips.received.empty': 'No tips yet',
  'tips.received.anonymous': 'Anonymous',
  'tips.received.refunded': 'Refunded',
  'tips.sent.title': 'Tips you sent',
  'tips.sent.to': 'Tip to {name}',
  'tips.sent.anonymous': 'Sent anonymously',
  'tips.kind': 'Tip',
};
