import { HOUSE } from '../../content/house.ts';
import type { House } from '../../core/house.ts';
import type { CapacityCheck } from '../store/types.ts';

/** A capacity check that always finds room: for store tests about something else than capacity. */
export const ROOM_ALWAYS: CapacityCheck = { lockKey: 'test', services: [], date: '2000-01-01', decide: () => ({ ok: true, specialist: null }) };

/**
 * The house's services, hours and rules with room for everyone: tests about floods, idempotency,
 * mail or rate limits book one hour many times over. Tests of capacity use the house itself.
 */
export const ROOMY_HOUSE: House = {
  services: HOUSE.services,
  resources: Object.fromEntries(
    Object.entries(HOUSE.resources).map(([id, resource]) => [id, { ...resource, capacity: 1_000_000, specialists: resource.specialists ? Array.from({ length: 1000 }, (_, n) => resource.specialists![n] ?? `extra-${n}`) : undefined }]),
  ),
};
