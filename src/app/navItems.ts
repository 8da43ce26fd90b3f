/** The header's navigation, in order. Anchors on the home page work from every route. */
export const NAV_ITEMS = [
  { key: 'home', to: '/' },
  { key: 'about', to: '/#about' },
  { key: 'services', to: '/#services' },
  { key: 'booking', to: '/booking' },
  // The footer, present on every page.
  { key: 'contact', to: '#contact' },
] as const;
