/** Where the shell shows one booking (its route `bookings/:id`, under the desk's base). */
export const bookingPath = (id: string) => `/bookings/${encodeURIComponent(id)}`;
