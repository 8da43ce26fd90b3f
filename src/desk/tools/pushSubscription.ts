/**
 * Web Push on this device: the desk's service worker (scope /desk/) and the browser's push
 * subscription. The VAPID key comes from the service; the browser wants it as bytes.
 */
export const DESK_SERVICE_WORKER = '/desk/sw.js';
export const DESK_SCOPE = '/desk/';

/** A VAPID public key (base64url, as web-push writes it) as the bytes PushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** Whether this browser can receive push at all (an iPhone only once the desk is on the home screen). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function deskRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(DESK_SERVICE_WORKER, { scope: DESK_SCOPE });
  return navigator.serviceWorker.ready;
}

/** This device's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(DESK_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Subscribes this device with the service's key; the caller has the person's permission already. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscription> {
  const registration = await deskRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
}
