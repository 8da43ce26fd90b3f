/** The same feed as a webcal: link, which phones hand to their calendar app to subscribe rather than download once. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//i, 'webcal://');
}
