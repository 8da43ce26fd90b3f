/**
 * Ids are UUIDs version 7: unguessable like random ones, but ids made one after another sort one
 * after another (the time in milliseconds comes first), so new rows land on the last page of each
 * index and a listing by id reads in the order the bookings arrived.
 */
export { v7 as timeOrderedId } from 'uuid';
