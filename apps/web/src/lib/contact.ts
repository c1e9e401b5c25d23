/** How customers and vendors reach Kasuwa support (footer, floating contact buttons). */
export const contact = {
  email: 'support@kasuwa.ng',
  phoneDisplay: '+234 800 527 8920',
  phone: '+2348005278920',
  website: 'https://kasuwa.ng',
} as const;
