/** Where the desk's app shows one booking: an alert and a calendar event open it there. */
export function deskBookingUrl(publicUrl: string, bookingId: string): string {
  return `${publicUrl}/desk/bookings/${encodeURIComponent(bookingId)}`;
}
