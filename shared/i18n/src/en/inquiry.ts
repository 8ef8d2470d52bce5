/** English: the contact form (/inquiry). */
export const inquiry = {
  'reader.inquiry.title': 'Contact us',
  'reader.inquiry.lead':
    'Questions, requests, bug or abuse reports. We usually reply within 3 business days.',
  'reader.inquiry.category': 'Topic',
  'reader.inquiry.categoryChoose': 'Choose one',
  'reader.inquiry.category.account': 'Account and sign-in',
  'reader.inquiry.category.purchase': 'Purchases and receipts',
  'reader.inquiry.category.sales': 'Sales and payouts',
  'reader.inquiry.category.article': 'Writing articles',
  'reader.inquiry.category.report': 'Report a violation',
  'reader.inquiry.category.other': 'Other',
  'reader.inquiry.name': 'Your name',
  'reader.inquiry.email': 'Reply-to email',
  'reader.inquiry.body': 'Message (10+ characters)',
  'reader.inquiry.privacy': 'We use this only to answer you. Up to 5 messages an hour per address.',
  'reader.inquiry.submit': 'Send',
  'reader.inquiry.sending': 'Sending…',
  'reader.inquiry.receivedTitle': 'We received your message',
  'reader.inquiry.receivedBody': 'Your reference number is {id}. We will reply to {email}.',
} satisfies Record<string, string>;
